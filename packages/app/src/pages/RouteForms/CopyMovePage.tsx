import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { CopyMovePageQuery } from './__generated__/CopyMovePageQuery.graphql';
import { CopyMoveDialog } from '../RouteDetail/ItemDialogs';
import { FormPageMissing } from './FormPageMissing';

export const copyMovePageQuery = graphql`
  query CopyMovePageQuery($companyId: ID!) {
    company(id: $companyId) {
      ...ItemDialogs_company
    }
  }
`;

/** copymove?item={itemId}&route={routeId}&mode=copy|move: Copy/Move as a page (a deep link). */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<CopyMovePageQuery> };
  const { company } = usePreloadedQuery<CopyMovePageQuery>(copyMovePageQuery, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const itemId = params.get('item');
  const routeId = params.get('route');
  if (!company || !itemId || !routeId) return <FormPageMissing what="item" />;
  return (
    <CopyMoveDialog
      itemId={itemId}
      routeId={routeId}
      mode={params.get('mode') === 'move' ? 'move' : 'copy'}
      company={company}
      onClose={() => void navigate(`/route/${routeId}`, { replace: true })}
    />
  );
}

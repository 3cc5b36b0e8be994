import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { EditNotePageQuery } from './__generated__/EditNotePageQuery.graphql';
import type { RouteDetailPageQuery } from '../RouteDetail/__generated__/RouteDetailPageQuery.graphql';
import { EditNoteDialog } from '../RouteDetail/ItemDialogs';
import { RouteDetail } from '../RouteDetail/RouteDetailPage';
import { FormPageMissing } from './FormPageMissing';

export const editNotePageQuery = graphql`
  query EditNotePageQuery($id: ID!) {
    route(id: $id) {
      id
      items {
        id
        note {
          id
          note
        }
      }
    }
  }
`;

/**
 * edit-note?item={itemId}&route={routeId}: Edit Note as a page (a deep link), open over the
 * route it belongs to, where closing it leads.
 */
export function Component() {
  const { queryRef, routeQueryRef } = useLoaderData() as {
    queryRef: PreloadedQuery<EditNotePageQuery>;
    routeQueryRef: PreloadedQuery<RouteDetailPageQuery>;
  };
  const { route } = usePreloadedQuery<EditNotePageQuery>(editNotePageQuery, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const note = route?.items.find((item) => item.id === params.get('item'))?.note;
  if (!route || !note) return <FormPageMissing what="note" />;
  return (
    <>
      <RouteDetail queryRef={routeQueryRef} />
      <EditNoteDialog
        noteId={note.id}
        note={note.note}
        onClose={() => void navigate(`/route/${route.id}`, { replace: true })}
      />
    </>
  );
}

import { useLoaderData, useNavigate, useSearchParams } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { EditNotePageQuery } from './__generated__/EditNotePageQuery.graphql';
import { EditNoteDialog } from '../RouteDetail/ItemDialogs';
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

/** edit-note?item={itemId}&route={routeId}: Edit Note as a page (a deep link). */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<EditNotePageQuery> };
  const { route } = usePreloadedQuery<EditNotePageQuery>(editNotePageQuery, queryRef);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const note = route?.items.find((item) => item.id === params.get('item'))?.note;
  if (!route || !note) return <FormPageMissing what="note" />;
  return (
    <EditNoteDialog
      noteId={note.id}
      note={note.note}
      onClose={() => void navigate(`/route/${route.id}`, { replace: true })}
    />
  );
}

import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { CopyMoveModal, EditNoteModal, useToast } from '@routebook/ui';
import type { ItemDialogs_company$key } from './__generated__/ItemDialogs_company.graphql';
import { useCopyRouteItem, useMoveRouteItem, useUpdateRouteNote } from './mutations';

/** Copy/Move: to an active or draft route; a moved job's route follows. */
export function CopyMoveDialog({
  itemId,
  mode,
  routeId,
  company,
  onClose,
}: {
  itemId: string;
  mode: 'copy' | 'move';
  routeId: string;
  /** The company whose routes are the targets. */
  company: ItemDialogs_company$key;
  onClose(): void;
}) {
  const { routes } = useFragment(
    graphql`
      fragment ItemDialogs_company on Company {
        routes {
          id
          name
          status
        }
      }
    `,
    company,
  );
  const { show } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [commitMove, moving] = useMoveRouteItem();
  const [commitCopy, copying] = useCopyRouteItem();
  const commit = mode === 'move' ? commitMove : commitCopy;
  return (
    <CopyMoveModal
      open
      onOpenChange={(open) => !open && onClose()}
      mode={mode}
      routes={routes.map(({ id, name, status }) => ({ id, name, status }))}
      currentRouteId={routeId}
      saving={moving || copying}
      error={error}
      onSave={(newRouteId) => {
        commit({
          variables: { routeItemId: itemId, newRouteId },
          onCompleted: () => {
            show(mode === 'move' ? 'Moved.' : 'Copied.', { tone: 'success' });
            onClose();
          },
          onError: (failure) => setError(failure.message),
        });
      }}
    />
  );
}

/** Edit Note. */
export function EditNoteDialog({
  noteId,
  note,
  onClose,
}: {
  noteId: string;
  note: string;
  onClose(): void;
}) {
  const { show } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useUpdateRouteNote();
  return (
    <EditNoteModal
      open
      onOpenChange={(open) => !open && onClose()}
      draftKey={`routeNote:edit:${noteId}`}
      note={note}
      saving={saving}
      error={error}
      // Settles with the save, so the modal's draft goes only once the server has the note.
      onSave={(html) =>
        new Promise<void>((resolve, reject) =>
          commit({
            variables: { id: noteId, data: { note: html } },
            onCompleted: () => {
              show('Note saved.', { tone: 'success' });
              onClose();
              resolve();
            },
            onError: (failure) => {
              setError(failure.message);
              reject(failure);
            },
          }),
        )
      }
    />
  );
}

import { graphql, useFragment } from 'react-relay/hooks';
import { JobNoteList, JobNoteModal, JobSection } from '@routebook/ui';
import type { JobNotes_job$key } from './__generated__/JobNotes_job.graphql';
import { useSession } from '../../services/services';
import { useFieldChange, useOutboxState } from '../../offline/outbox/useOutbox';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { useDescriptionForm } from './useDescriptionForm';

export const CONFIRM_DELETE_JOB_NOTE = 'Delete this note?';

/**
 * Job notes, signed with the writer's name (createByName): add, edit, delete. A note is internal
 * unless marked "Show on the visit report".
 */
export function JobNotes({ job }: { job: JobNotes_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobNotes_job on Job {
        id
        jobNotes {
          id
          description
          createByName
          createdAt
          mine
          forCustomer
        }
      }
    `,
    job,
  );
  const session = useSession();
  const isAdmin = session?.user.currentUser?.role === 'admin';
  const [send, saving] = useFieldChange();
  const { pendingIds } = useOutboxState();
  const notes = data.jobNotes.map(({ id, description, createByName, createdAt, forCustomer }) => ({
    id,
    description,
    createByName,
    createdAt,
    forCustomer,
    pending: pendingIds.has(id),
  }));
  // The writer or an admin may edit or delete a note (the server checks it too).
  const editable = new Set(data.jobNotes.filter((n) => isAdmin || n.mine).map((n) => n.id));

  // The job-note page route (job-note?job=&route=[&note=]) opens the same form.
  const form = useDescriptionForm('job-note', 'note', notes);
  const edited = form.open?.mode === 'edit' ? form.open.id : null;
  const editedForCustomer = notes.some((note) => note.id === edited && note.forCustomer);
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_JOB_NOTE,
    remove: (id) => send({ kind: 'deleteJobNote', jobId: data.id, variables: { id } }),
    deleted: 'Note deleted.',
  });

  return (
    <JobSection
      title="Notes"
      count={notes.length}
      empty="No notes yet."
      action={{ label: 'Add note', onClick: form.add }}
    >
      <JobNoteList
        notes={notes}
        canEdit={(note) => editable.has(note.id)}
        onEdit={form.edit}
        onDelete={(note) => deletion.ask(note.id)}
      />
      <JobNoteModal
        key={form.open?.mode === 'edit' ? form.open.id : 'add'}
        open={form.open !== null}
        onOpenChange={(open) => !open && form.close()}
        mode={form.open?.mode ?? 'add'}
        draftKey={
          form.open?.mode === 'edit' ? `jobNote:edit:${form.open.id}` : `jobNote:add:${data.id}`
        }
        text={form.open?.mode === 'edit' ? form.open.description : ''}
        forCustomer={editedForCustomer}
        saving={saving}
        onSave={async (description, { forCustomer }) => {
          const editing = form.open;
          if (editing?.mode === 'edit') {
            const variables = { id: editing.id, data: { description, forCustomer } };
            await send({ kind: 'updateJobNote', jobId: data.id, variables });
          } else {
            const variables = { data: { job: data.id, description, forCustomer } };
            await send({ kind: 'createJobNote', jobId: data.id, variables });
          }
          form.close();
        }}
      />
      {deletion.dialog}
    </JobSection>
  );
}

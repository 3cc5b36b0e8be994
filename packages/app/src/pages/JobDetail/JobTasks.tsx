import { graphql, useFragment } from 'react-relay/hooks';
import { jobTakesNewWork } from '@routebook/schema';
import { JobSection, TaskList, TaskModal } from '@routebook/ui';
import type { JobTasks_job$key } from './__generated__/JobTasks_job.graphql';
import { useFieldChange, useOutboxState } from '../../offline/outbox/useOutbox';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { useDescriptionForm } from './useDescriptionForm';

export const CONFIRM_DELETE_TASK = 'Delete this task?';

/** Tasks: rich-text descriptions, status active on create and update. */
export function JobTasks({ job }: { job: JobTasks_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobTasks_job on Job {
        id
        status
        tasks {
          id
          description
        }
      }
    `,
    job,
  );
  const [send, saving] = useFieldChange();
  const { pendingIds } = useOutboxState();
  const tasks = data.tasks.map(({ id, description }) => ({
    id,
    description,
    pending: pendingIds.has(id),
  }));
  // The task page route (task?job=&route=[&task=]) opens the same form.
  const form = useDescriptionForm('task', 'task', tasks);
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_TASK,
    remove: (id) => send({ kind: 'deleteJobTask', jobId: data.id, variables: { id } }),
    deleted: 'Task deleted.',
  });

  // A cancelled job takes no new task (the server refuses it); its tasks stay editable.
  const canAdd = jobTakesNewWork(data.status);

  return (
    <JobSection
      title="Tasks"
      count={tasks.length}
      empty="No tasks yet."
      action={canAdd ? { label: 'Add task', onClick: form.add } : undefined}
    >
      <TaskList
        tasks={tasks}
        editable
        onEdit={form.edit}
        onDelete={(task) => deletion.ask(task.id)}
      />
      <TaskModal
        key={form.open?.mode === 'edit' ? form.open.id : 'add'}
        open={form.open !== null && (canAdd || form.open.mode === 'edit')}
        onOpenChange={(open) => !open && form.close()}
        mode={form.open?.mode ?? 'add'}
        draftKey={form.open?.mode === 'edit' ? `task:edit:${form.open.id}` : `task:add:${data.id}`}
        description={form.open?.mode === 'edit' ? form.open.description : ''}
        saving={saving}
        onSave={async (description) => {
          const payload = { description, status: 'active', job: data.id };
          const editing = form.open;
          if (editing?.mode === 'edit') {
            const variables = { id: editing.id, data: payload };
            await send({ kind: 'updateJobTask', jobId: data.id, variables });
          } else {
            const variables = { id: data.id, data: payload };
            await send({ kind: 'createJobTask', jobId: data.id, variables });
          }
          form.close();
        }}
      />
      {deletion.dialog}
    </JobSection>
  );
}

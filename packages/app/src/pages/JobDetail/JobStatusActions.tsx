import { useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, ConfirmDialog, EditJobModal, useToast } from '@routebook/ui';
import type { JobStatusActions_job$key } from './__generated__/JobStatusActions_job.graphql';
import { useFieldChange } from '../../offline/outbox/useOutbox';
import { useJobForm } from './deepLink';
import { CantAccessAction } from './CantAccessAction';
import styles from './JobStatusActions.module.css';
import { actionFailureText } from '../../relay/failureText';

export const CONFIRM_CANCEL_JOB = 'Cancel this job?';

/**
 * Complete, cancel (after a confirmation), Can't access (issue 17) and Edit Job (spec §2 modal 10;
 * status sent back). Once the job is completed or reported as Can't access here, `nextStop` shows
 * above them (issue 17).
 */
export function JobStatusActions({
  job,
  nextStop,
}: {
  job: JobStatusActions_job$key;
  /** Next stop, shown after Complete job or Can't access was saved or kept to send later. */
  nextStop?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment JobStatusActions_job on Job {
        id
        status
        notes
        ...CantAccessAction_job
      }
    `,
    job,
  );
  const { show } = useToast();
  const [send, saving] = useFieldChange();
  const [open, setOpen] = useState<'edit' | 'cancel' | null>(null);
  // Which job was finished with here: the page stays mounted when Open job goes to the next one.
  const [finishedHere, setFinishedHere] = useState<string | null>(null);

  const setStatus = async (status: 'complete' | 'cancelled') => {
    try {
      await send({
        kind: 'updateJob',
        jobId: data.id,
        variables: { id: data.id, data: { status } },
      });
      show(status === 'complete' ? 'Job completed.' : 'Job cancelled.', { tone: 'success' });
      if (status === 'complete') setFinishedHere(data.id);
    } catch (failure) {
      show(actionFailureText(failure), { tone: 'error' });
    }
  };

  // The cancel and edit-job page routes open the same forms.
  const cancelLink = useJobForm('cancel');
  const editLink = useJobForm('edit-job');
  const shown = open ?? (cancelLink.open ? 'cancel' : editLink.open ? 'edit' : null);
  const close = () => {
    setOpen(null);
    if (cancelLink.open) cancelLink.close();
    if (editLink.open) editLink.close();
  };

  const closed = data.status === 'complete' || data.status === 'cancelled';
  return (
    <>
      {finishedHere === data.id && closed && nextStop}
      <div className={styles.actions}>
        {!closed && (
          <>
            <Button loading={saving} onClick={() => void setStatus('complete')}>
              Complete job
            </Button>
            <Button variant="secondary" onClick={() => setOpen('cancel')}>
              Cancel job
            </Button>
          </>
        )}
        <CantAccessAction job={data} onReported={() => setFinishedHere(data.id)} />
        <Button variant="secondary" onClick={() => setOpen('edit')}>
          Edit job
        </Button>
        <EditJobModal
          open={shown === 'edit'}
          onOpenChange={(next) => !next && close()}
          notes={data.notes ?? null}
          draftKey={`job:edit:${data.id}`}
          saving={saving}
          onSave={async (notes) => {
            // The notes only: a status read before going offline must not undo the office's change.
            const variables = { id: data.id, data: { notes } };
            await send({ kind: 'updateJob', jobId: data.id, variables });
            close();
          }}
        />
        <ConfirmDialog
          open={shown === 'cancel'}
          message={CONFIRM_CANCEL_JOB}
          confirmLabel="Yes"
          cancelLabel="No"
          onCancel={close}
          onConfirm={() => {
            close();
            void setStatus('cancelled');
          }}
        />
      </div>
    </>
  );
}

import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, ConfirmDialog, EditJobModal, useToast } from '@routebook/ui';
import type { JobStatusActions_job$key } from './__generated__/JobStatusActions_job.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useUpdateJob } from './mutations';
import { useJobForm } from './deepLink';
import styles from './JobStatusActions.module.css';

export const CONFIRM_CANCEL_JOB = 'Cancel this job?';

/** Complete, cancel (after a confirmation) and Edit Job (spec §2 modal 10; status sent back). */
export function JobStatusActions({ job }: { job: JobStatusActions_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobStatusActions_job on Job {
        id
        status
        notes
      }
    `,
    job,
  );
  const { show } = useToast();
  const [commit, saving] = useUpdateJob();
  const [open, setOpen] = useState<'edit' | 'cancel' | null>(null);

  const setStatus = async (status: 'complete' | 'cancelled') => {
    try {
      await commitAsPromise(commit, { variables: { id: data.id, data: { status } } });
      show(status === 'complete' ? 'Job completed.' : 'Job cancelled.', { tone: 'success' });
    } catch (failure) {
      show((failure as Error).message, { tone: 'error' });
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
      <Button variant="secondary" onClick={() => setOpen('edit')}>
        Edit job
      </Button>
      <EditJobModal
        open={shown === 'edit'}
        onOpenChange={(next) => !next && close()}
        notes={data.notes ?? null}
        saving={saving}
        onSave={async (notes) => {
          await commitAsPromise(commit, {
            variables: { id: data.id, data: { notes, status: data.status } },
          });
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
  );
}

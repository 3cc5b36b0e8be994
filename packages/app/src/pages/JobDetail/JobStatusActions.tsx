import { useId, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { jobTakesNewWork, mayReportCantAccess, messages } from '@routebook/schema';
import {
  ActionMenu,
  Button,
  ConfirmDialog,
  EditJobModal,
  useToast,
  type ActionMenuItem,
} from '@routebook/ui';
import type { JobStatusActions_job$key } from './__generated__/JobStatusActions_job.graphql';
import { useFieldChange, useOutboxState } from '../../offline/outbox/useOutbox';
import { useSession } from '../../services/services';
import { useJobForm } from './deepLink';
import { CantAccessAction } from './CantAccessAction';
import { AlreadyClockedIn } from './AlreadyClockedIn';
import { useClockIn } from './useClockIn';
import styles from './JobStatusActions.module.css';
import { actionFailureText } from '../../relay/failureText';

export const CONFIRM_CANCEL_JOB = 'Cancel this job?';

/**
 * The job's actions: one primary, Clock in until the current user is clocked in to the job, then
 * Complete job; Cancel job (after a confirmation), Can't access and Edit Job (status sent
 * back). On a phone the primary sits at the bottom of the screen, within
 * thumb reach, and the rarer ones are behind More; a desktop shows them in a row. Once the job is
 * completed or reported as Can't access here, `nextStop` shows above them.
 * While the company requires a photo and the job has none (a photo kept on the device to upload
 * counts: the outbox sends it first), Complete is disabled and says why, before the tap.
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
        photoRequiredToComplete
        photos {
          id
        }
        jobTime {
          status
          user {
            id
          }
        }
        ...CantAccessAction_job
      }
    `,
    job,
  );
  const { show } = useToast();
  const me = useSession()?.user.currentUser;
  const [send, saving] = useFieldChange();
  const { clockIn, clockingIn, conflict } = useClockIn(data.id);
  const outbox = useOutboxState();
  const photoReasonId = useId();
  const hasPhoto =
    data.photos.length > 0 ||
    outbox.photos.some((photo) => photo.jobId === data.id && photo.refused === null);
  const needsPhoto = data.photoRequiredToComplete && !hasPhoto;
  const [open, setOpen] = useState<'edit' | 'cancel' | 'cantAccess' | null>(null);
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
  const clockedIn = data.jobTime.some(
    (entry) => entry.status === 'active' && entry.user.id === me?.id,
  );
  // Clock in is offered wherever the server takes it (not on a cancelled job), the primary action
  // until the user is clocked in.
  const clockInFirst = !clockedIn && jobTakesNewWork(data.status);
  const complete = (
    <>
      {needsPhoto && (
        <p id={photoReasonId} className={styles.reason}>
          {messages.photoRequiredToComplete}
        </p>
      )}
      <Button
        variant={clockInFirst ? 'secondary' : 'primary'}
        loading={saving}
        disabled={needsPhoto}
        aria-describedby={needsPhoto ? photoReasonId : undefined}
        onClick={() => void setStatus('complete')}
      >
        Complete job
      </Button>
    </>
  );
  const rarer: ActionMenuItem[] = [
    ...(closed
      ? []
      : [
          {
            key: 'cancel',
            label: 'Cancel job',
            tone: 'danger' as const,
            onSelect: () => setOpen('cancel'),
          },
        ]),
    ...(mayReportCantAccess(data.status)
      ? [{ key: 'cantAccess', label: "Can't access", onSelect: () => setOpen('cantAccess') }]
      : []),
    { key: 'edit', label: 'Edit job', onSelect: () => setOpen('edit') },
  ];

  return (
    <>
      {finishedHere === data.id && closed && nextStop}
      {conflict && <AlreadyClockedIn conflict={conflict} />}
      <div className={styles.actions} data-open={!closed || undefined}>
        {clockInFirst && (
          <Button loading={clockingIn} onClick={clockIn}>
            Clock in
          </Button>
        )}
        {!closed && complete}
        <span className={styles.inline}>
          {rarer.map((action) => (
            <Button key={action.key} variant="secondary" onClick={action.onSelect}>
              {action.label}
            </Button>
          ))}
        </span>
        <ActionMenu className={styles.more} label="More" side="above" items={rarer} />
      </div>
      <CantAccessAction
        job={data}
        open={shown === 'cantAccess'}
        onOpenChange={(next) => !next && close()}
        onReported={() => {
          close();
          setFinishedHere(data.id);
        }}
      />
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
    </>
  );
}

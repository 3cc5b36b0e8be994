import { useEffect, useMemo } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { CantAccessCard, useToast } from '@routebook/ui';
import type { JobCantAccess_job$key } from './__generated__/JobCantAccess_job.graphql';
import type { JobCantAccessReopenMutation } from './__generated__/JobCantAccessReopenMutation.graphql';
import { useOutboxState } from '../../offline/outbox/useOutbox';
import { useSession } from '../../services/services';
import { actionFailureText } from '../../relay/failureText';

export const JOB_REOPENED = 'Job reopened: it is active again.';

/** A local preview of a photo still kept on the device, revoked when it goes. */
function usePreview(file: Blob | undefined): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

/**
 * Why the job was called off, while a Can't access report holds it (the reason, note,
 * photo, who and when; Pending until the server has it), with Reopen job for admins.
 */
export function JobCantAccess({ job }: { job: JobCantAccess_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobCantAccess_job on Job {
        id
        cantAccess {
          id
          reason
          note
          photoUrl
          reportedAt
          reportedBy {
            id
            name
          }
        }
      }
    `,
    job,
  );
  const [reopen, reopening] = useMutation<JobCantAccessReopenMutation>(graphql`
    mutation JobCantAccessReopenMutation($id: ID!) {
      reopenJob(id: $id) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);
  const outbox = useOutboxState();
  const session = useSession();
  const { show } = useToast();
  const report = data.cantAccess;
  const keptPhoto = report ? outbox.cantAccessPhotos.get(report.id) : undefined;
  const preview = usePreview(keptPhoto);
  if (!report) return null;

  const isAdmin = session?.user.currentUser?.role === 'admin';
  const pending = outbox.pendingIds.has(report.id);
  return (
    <CantAccessCard
      reason={report.reason}
      note={report.note ?? null}
      photoUrl={preview ?? report.photoUrl ?? null}
      photoIsLocal={preview !== undefined}
      reportedBy={report.reportedBy.name}
      reportedAt={report.reportedAt}
      pending={pending}
      reopening={reopening}
      onReopen={
        isAdmin && !pending
          ? () =>
              reopen({
                variables: { id: data.id },
                onCompleted: (_, errors) => {
                  const [first] = errors ?? [];
                  show(first ? first.message : JOB_REOPENED, {
                    tone: first ? 'error' : 'success',
                  });
                },
                onError: (failure) => show(actionFailureText(failure), { tone: 'error' }),
              })
          : undefined
      }
    />
  );
}

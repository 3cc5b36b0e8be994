import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { messages } from '@routebook/schema';
import { Button, useToast } from '@routebook/ui';
import type { JobCancelledNotice_job$key } from './__generated__/JobCancelledNotice_job.graphql';
import type { JobCancelledNoticeReopenMutation } from './__generated__/JobCancelledNoticeReopenMutation.graphql';
import { useSession } from '../../services/services';
import { JOB_REOPENED } from './JobCantAccess';
import styles from './JobDetailPage.module.css';

/**
 * Said once, at the top of a cancelled job's page, why it offers no Clock in, Add task or
 * Select service items (the server refuses them: `jobTakesNewWork`). An admin may reopen it (the
 * server's reopenJob); a Can't access report's card has its own Reopen job, so not twice.
 */
export function JobCancelledNotice({ job }: { job: JobCancelledNotice_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobCancelledNotice_job on Job {
        id
        status
        cantAccess {
          id
        }
      }
    `,
    job,
  );
  const [reopen, reopening] = useMutation<JobCancelledNoticeReopenMutation>(graphql`
    mutation JobCancelledNoticeReopenMutation($id: ID!) {
      reopenJob(id: $id) {
        job {
          ...JobDetailPage_job
        }
      }
    }
  `);
  const isAdmin = useSession()?.user.currentUser?.role === 'admin';
  const { show } = useToast();
  if (data.status !== 'cancelled') return null;
  return (
    <div className={styles.cancelled}>
      <p>{messages.jobCancelledNotice}</p>
      {isAdmin && !data.cantAccess && (
        <Button
          variant="secondary"
          loading={reopening}
          onClick={() =>
            reopen({
              variables: { id: data.id },
              onCompleted: (_, errors) => {
                const [first] = errors ?? [];
                show(first ? first.message : JOB_REOPENED, { tone: first ? 'error' : 'success' });
              },
              onError: (failure) => show(failure.message, { tone: 'error' }),
            })
          }
        >
          Reopen job
        </Button>
      )}
    </div>
  );
}

import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import { VisitReportShare } from '@routebook/ui';
import { hasVisitReport, mayShareVisitReport, messages } from '@routebook/schema';
import type { JobVisitReport_job$key } from './__generated__/JobVisitReport_job.graphql';
import type { JobVisitReportShareMutation } from './__generated__/JobVisitReportShareMutation.graphql';
import type { JobVisitReportRevokeMutation } from './__generated__/JobVisitReportRevokeMutation.graphql';
import { useSession } from '../../services/services';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { renderRouterLink } from '../../routing/links';

/** shareVisitReport: a new link, answered once (only its hash is kept on the server). */
const useShareVisitReport = () =>
  useMutation<JobVisitReportShareMutation>(graphql`
    mutation JobVisitReportShareMutation($jobId: ID!) {
      shareVisitReport(jobId: $jobId) {
        url
        job {
          id
          reportLink {
            createdAt
            revoked
          }
        }
      }
    }
  `);

/** revokeVisitReportLink: every link of the job stops opening the report. */
const useRevokeVisitReportLink = () =>
  useMutation<JobVisitReportRevokeMutation>(graphql`
    mutation JobVisitReportRevokeMutation($jobId: ID!) {
      revokeVisitReportLink(jobId: $jobId) {
        job {
          id
          reportLink {
            createdAt
            revoked
          }
        }
      }
    }
  `);

/** Copies text, or says to copy it by hand when the browser does not let the page. */
async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    throw new Error(messages.syncCopyByHand);
  }
}

/**
 * A completed job's visit report: its printable page, and the link that shares it
 * with the customer (an admin, or a member who clocked in on the job): copied, or sent through
 * the phone's share sheet where there is one; revoked when it should open nothing any more.
 */
export function JobVisitReport({ job, routeId }: { job: JobVisitReport_job$key; routeId: string }) {
  const data = useFragment(
    graphql`
      fragment JobVisitReport_job on Job {
        id
        status
        reportLink {
          createdAt
          revoked
        }
        jobTime {
          user {
            id
          }
        }
      }
    `,
    job,
  );
  const member = useSession()?.user.currentUser;
  const [share] = useShareVisitReport();
  const [revoke] = useRevokeVisitReportLink();
  const [url, setUrl] = useState<string | null>(null);
  if (!hasVisitReport(data.status) || !member) return null;

  const workers = data.jobTime.map((entry) => entry.user.id);
  const canNativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <VisitReportShare
      reportHref={`/route/${routeId}/job/${data.id}/report`}
      renderLink={renderRouterLink}
      link={
        data.reportLink
          ? { createdAt: data.reportLink.createdAt, revoked: data.reportLink.revoked }
          : null
      }
      url={url}
      canShare={mayShareVisitReport(member.role, member.id, workers)}
      canNativeShare={canNativeShare}
      onShare={async () => {
        const answer = await commitAsPromise(share, { variables: { jobId: data.id } });
        setUrl(answer.shareVisitReport.url);
      }}
      onRevoke={async () => {
        await commitAsPromise(revoke, { variables: { jobId: data.id } });
        setUrl(null);
      }}
      onCopy={copy}
      onNativeShare={(link) => navigator.share({ title: 'Visit report', url: link })}
    />
  );
}

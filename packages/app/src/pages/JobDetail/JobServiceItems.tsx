import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay/hooks';
import { hasFeature, jobTakesNewWork, messages } from '@routebook/schema';
import { JobSection, JobServiceItemList, SelectServiceItemModal, useToast } from '@routebook/ui';
import type { JobServiceItems_job$key } from './__generated__/JobServiceItems_job.graphql';
import type { JobServiceItems_company$key } from './__generated__/JobServiceItems_company.graphql';
import type { JobServiceItemsChoicesQuery } from './__generated__/JobServiceItemsChoicesQuery.graphql';
import { useFieldChange, useOutboxState } from '../../offline/outbox/useOutbox';
import { ServerUnreachableError } from '../../relay/batchingFetch';
import { useJobForm } from './deepLink';
import { actionFailureText, loadFailureText } from '../../relay/failureText';

const choicesQuery = graphql`
  query JobServiceItemsChoicesQuery($companyId: ID!) {
    getServiceItems(companyId: $companyId) {
      id
      name
    }
  }
`;

type Choice = { id: string; name: string };

/**
 * Why the modal could not open: with no signal and no kept list, that items cannot be
 * chosen offline; nothing was kept, so no message may say otherwise.
 */
const cannotOpen = (failure: Error) =>
  failure instanceof ServerUnreachableError
    ? messages.serviceItemsNotKept
    : loadFailureText(failure);

/** Service items used on the job (plan 40+, explained below that). */
export function JobServiceItems({
  job,
  company,
}: {
  job: JobServiceItems_job$key;
  company: JobServiceItems_company$key;
}) {
  const data = useFragment(
    graphql`
      fragment JobServiceItems_job on Job {
        id
        status
        jobServiceItems {
          id
          isComplete
          serviceItem {
            id
            name
          }
        }
      }
    `,
    job,
  );
  const { id: companyId, planLevel } = useFragment(
    graphql`
      fragment JobServiceItems_company on Company {
        id
        planLevel
      }
    `,
    company,
  );
  const environment = useRelayEnvironment();
  const { show } = useToast();
  const [send, saving] = useFieldChange();
  const [choices, setChoices] = useState<readonly Choice[] | null>(null);
  const [asked, setAsked] = useState(false);
  const gated = !hasFeature(planLevel ?? null, 'serviceItems');
  // A cancelled job takes no new service item (the server refuses it): no choice is offered.
  const canSelect = jobTakesNewWork(data.status);
  const { pendingIds } = useOutboxState();
  const linked = data.jobServiceItems.map((link) => ({
    id: link.id,
    pending: pendingIds.has(link.id),
    name: link.serviceItem.name,
    isComplete: link.isComplete,
  }));

  // Select service items, or the equipment page route, opens the modal with the company's items.
  const link = useJobForm('equipment');
  const closeLink = link.close;
  const wanted = !gated && canSelect && (asked || link.open);
  // The list is asked once while online, so the network layer keeps it: the modal then opens
  // offline too (prefetchToday keeps it with today's jobs as well).
  useEffect(() => {
    if (gated || !navigator.onLine) return;
    const subscription = fetchQuery<JobServiceItemsChoicesQuery>(
      environment,
      choicesQuery,
      { companyId },
      { fetchPolicy: 'store-or-network' },
    ).subscribe({ error: () => undefined });
    return () => subscription.unsubscribe();
  }, [gated, environment, companyId]);
  useEffect(() => {
    if (!wanted) return;
    const subscription = fetchQuery<JobServiceItemsChoicesQuery>(environment, choicesQuery, {
      companyId,
    }).subscribe({
      next: (answer) => setChoices(answer.getServiceItems),
      error: (failure: Error) => {
        show(cannotOpen(failure), { tone: 'error' });
        setAsked(false);
        closeLink();
      },
    });
    return () => subscription.unsubscribe();
  }, [wanted, environment, companyId, show, closeLink]);
  const closeChoices = () => {
    setAsked(false);
    setChoices(null);
    if (link.open) link.close();
  };

  return (
    <JobSection title="Service items" count={linked.length} empty="No service items yet.">
      <JobServiceItemList
        items={linked}
        gated={gated}
        onSelect={canSelect ? () => setAsked(true) : undefined}
        onToggleDone={
          // Marking done is new work, which a cancelled job does not take.
          jobTakesNewWork(data.status)
            ? (jobServiceItemId, isComplete) => {
                const variables = { jobServiceItemId, isComplete };
                send({ kind: 'markServiceItemDone', jobId: data.id, variables }).catch(
                  (failure: Error) => show(actionFailureText(failure), { tone: 'error' }),
                );
              }
            : undefined
        }
      />
      {wanted && choices && (
        <SelectServiceItemModal
          open
          onOpenChange={(open) => !open && closeChoices()}
          items={[...choices]}
          checkedIds={data.jobServiceItems.map((link) => link.serviceItem.id)}
          saving={saving}
          onSave={async (checkedIds) => {
            const linkOf = new Map(data.jobServiceItems.map((l) => [l.serviceItem.id, l.id]));
            const items = choices.map((choice) => ({
              serviceItemId: choice.id,
              isChecked: checkedIds.includes(choice.id),
              jobServiceItemId: linkOf.get(choice.id) ?? null,
            }));
            const variables = { jobId: data.id, items };
            const names = Object.fromEntries(choices.map((choice) => [choice.id, choice.name]));
            await send({ kind: 'syncServiceItems', jobId: data.id, variables, names });
          }}
        />
      )}
    </JobSection>
  );
}

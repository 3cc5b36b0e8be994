import { graphql, useFragment } from 'react-relay/hooks';
import { dayProgress } from '@routebook/schema';
import {
  DayProgress,
  StopList,
  customerAddressLines,
  jobRowStatus,
  type StopListRoute,
} from '@routebook/ui';
import type { TodayStops_today$key } from './__generated__/TodayStops_today.graphql';
import { renderRouterLink } from '../../routing/links';
import styles from './TodayPage.module.css';

/**
 * The day's progress and stops, route by route. The progress is counted here from the jobs'
 * statuses with the shared rule (as the server counts Today.done): a job completed on its page, or
 * queued offline, counts at once.
 */
export function TodayStops({ today }: { today: TodayStops_today$key }) {
  const data = useFragment(
    graphql`
      fragment TodayStops_today on Today {
        routes {
          id
          name
        }
        jobs {
          id
          status
          route {
            id
          }
          customer {
            ...customerAddress_customer @relay(mask: false)
          }
        }
      }
    `,
    today,
  );
  const { done, total } = dayProgress(data.jobs.map((job) => job.status));
  const routes: StopListRoute[] = data.routes.map((route) => ({
    id: route.id,
    name: route.name,
    href: `/route/${route.id}`,
    stops: data.jobs
      .filter((job) => job.route?.id === route.id)
      .map(({ id, status, customer }) => ({
        id,
        status: jobRowStatus(status),
        customerName: customer.displayName,
        address: customerAddressLines(customer).join(', ') || null,
        href: `/route/${route.id}/job/${id}`,
      })),
  }));
  return (
    <>
      {total > 0 && <DayProgress done={done} total={total} className={styles.progress} />}
      <StopList routes={routes} renderLink={renderRouterLink} />
    </>
  );
}

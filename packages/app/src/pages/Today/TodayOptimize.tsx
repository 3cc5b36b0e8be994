import { graphql, useFragment } from 'react-relay/hooks';
import { useReorderRemainingStops } from '../../hooks/useReorderRemainingStops';
import { OptimizeRoute } from '../../optimize/OptimizeRoute';
import type { PlanItem } from '../../optimize/plan';
import { planJobOf, stopPlaceOf } from '../../stops/stopPlace';
import { currentPosition } from '../../optimize/position';
import { useTravelTimes } from '../../optimize/travelTimes';
import { actionFailureText } from '../../relay/failureText';
import type { TodayOptimize_today$key } from './__generated__/TodayOptimize_today.graphql';
import type { TodayOptimize_company$key } from './__generated__/TodayOptimize_company.graphql';

interface Props {
  today: TodayOptimize_today$key;
  company: TodayOptimize_company$key;
  companyId: string;
  routeId: string;
  onClose(): void;
}

/**
 * "Optimize my remaining stops" on Today (loaded when opened): from where the technician stands or
 * the last finished stop (or the depot), ending anywhere or at the depot. Apply and Undo go through the outbox (reorderRemainingStops), so both
 * work offline and show at once.
 */
export default function TodayOptimize({ today, company, companyId, routeId, onClose }: Props) {
  const { depot } = useFragment(
    graphql`
      fragment TodayOptimize_company on Company {
        depot {
          latitude
          longitude
        }
      }
    `,
    company,
  );
  const data = useFragment(
    graphql`
      fragment TodayOptimize_today on Today {
        jobs {
          route {
            id
          }
          ...stopPlace_job
        }
      }
    `,
    today,
  );
  const reorderRemainingStops = useReorderRemainingStops();
  const travelTimes = useTravelTimes(companyId);
  // Today lists a route's jobs in route order (its notes are not stops, and do not move here).
  const items: PlanItem[] = data.jobs
    .filter((job) => job.route?.id === routeId)
    .map((job) => {
      const stop = planJobOf(stopPlaceOf(job));
      return { id: stop.id, job: stop };
    });

  return (
    <OptimizeRoute
      title="Optimize my remaining stops"
      items={items}
      depot={depot ? { latitude: depot.latitude, longitude: depot.longitude } : null}
      mode="remaining"
      position={currentPosition}
      travelTimes={travelTimes}
      apply={(outcome) => {
        const previous = items.flatMap((item) =>
          outcome.jobIds.includes(item.id) ? [item.id] : [],
        );
        reorderRemainingStops(routeId, outcome.jobIds);
        return Promise.resolve(() => {
          reorderRemainingStops(routeId, previous);
          return Promise.resolve();
        });
      }}
      onClose={onClose}
      failureText={actionFailureText}
    />
  );
}

import { graphql, useFragment } from 'react-relay/hooks';
import { renumber } from '@routebook/schema';
import { OptimizeRoute } from '../../optimize/OptimizeRoute';
import type { PlanItem } from '../../optimize/plan';
import { planJobOf, stopPlaceOf } from '../../stops/stopPlace';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { actionFailureText } from '../../relay/failureText';
import type { RouteOptimize_route$key } from './__generated__/RouteOptimize_route.graphql';
import type { RouteOptimize_company$key } from './__generated__/RouteOptimize_company.graphql';
import { useTravelTimes } from '../../optimize/travelTimes';
import { useReorderRouteItems } from './mutations';

interface Props {
  route: RouteOptimize_route$key;
  company: RouteOptimize_company$key;
  onClose(): void;
}

/**
 * Optimize on the route page (admins; loaded when opened): the whole route's order, applied as
 * one updateRouteItemsOrder renumbered 10, 20, 30 ...; Undo sends the previous order back.
 */
export default function RouteOptimize({ route, company, onClose }: Props) {
  const companyData = useFragment(
    graphql`
      fragment RouteOptimize_company on Company {
        id
        depot {
          latitude
          longitude
        }
      }
    `,
    company,
  );
  const { depot } = companyData;
  const travelTimes = useTravelTimes(companyData.id);
  const data = useFragment(
    graphql`
      fragment RouteOptimize_route on Route {
        items {
          id
          job {
            ...stopPlace_job
          }
        }
      }
    `,
    route,
  );
  const [commitReorder] = useReorderRouteItems();
  const items: PlanItem[] = data.items.map(({ id, job }) => ({
    id,
    job: job ? planJobOf(stopPlaceOf(job)) : null,
  }));
  const reorder = (ids: readonly string[]) =>
    commitAsPromise(commitReorder, { variables: { items: renumber(ids.map((id) => ({ id }))) } });

  return (
    <OptimizeRoute
      title="Optimize route"
      items={items}
      depot={depot ? { latitude: depot.latitude, longitude: depot.longitude } : null}
      travelTimes={travelTimes}
      mode="route"
      apply={async (outcome) => {
        const previous = items.map((item) => item.id);
        await reorder(outcome.itemIds);
        return () => reorder(previous).then(() => undefined);
      }}
      onClose={onClose}
      failureText={actionFailureText}
    />
  );
}

import { graphql, readInlineData } from 'react-relay/hooks';
import type { GeoPoint } from '@routebook/schema';
import { jobRowStatus, type RouteMapStop } from '@routebook/ui';
import type { PlanJob } from '../optimize/plan';
import type { stopPlace_job$key } from './__generated__/stopPlace_job.graphql';

const stopPlaceFragment = graphql`
  fragment stopPlace_job on Job @inline {
    id
    status
    cantAccess {
      __typename
    }
    customer {
      displayName
      location {
        latitude
        longitude
      }
    }
  }
`;

/** A job as a place to drive to: what the maps draw and the optimizer orders. */
export interface StopPlace {
  id: string;
  status: string;
  customerName: string;
  cantAccess: boolean;
  /** Null while the customer needs a pin. */
  location: GeoPoint | null;
}

export function stopPlaceOf(key: stopPlace_job$key): StopPlace {
  const job = readInlineData(stopPlaceFragment, key);
  const location = job.customer?.location;
  return {
    id: job.id,
    status: job.status,
    customerName: job.customer?.displayName ?? '',
    cantAccess: job.cantAccess != null,
    location: location ? { latitude: location.latitude, longitude: location.longitude } : null,
  };
}

/** The stop as a route map draws it. */
export const mapStopOf = (stop: StopPlace): RouteMapStop => ({
  ...stop,
  status: jobRowStatus(stop.status),
});

/** The stop as the optimizer's plan takes it (named by its customer in the before/after). */
export const planJobOf = (stop: StopPlace): PlanJob => ({ ...stop, name: stop.customerName });

import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { TRAVEL_TIME_POINTS_MAX } from '@routebook/schema';
import type { travelTimesQuery } from './__generated__/travelTimesQuery.graphql';
import type { GeoPoint } from './distance';

const query = graphql`
  query travelTimesQuery($companyId: ID!, $points: [LocationInput!]!) {
    travelTimes(companyId: $companyId, points: $points) {
      seconds
    }
  }
`;

/**
 * The server's road travel times between points (seconds, row from, column to), or null: no road
 * data, too many points, offline, or any failure. The optimizer then uses the straight line.
 */
export function useTravelTimes(companyId: string) {
  const environment = useRelayEnvironment();
  return async (points: GeoPoint[]): Promise<number[][] | null> => {
    if (points.length < 2 || points.length > TRAVEL_TIME_POINTS_MAX) return null;
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return null;
    try {
      const answer = await fetchQuery<travelTimesQuery>(
        environment,
        query,
        {
          companyId,
          points: points.map(({ latitude, longitude }) => ({ latitude, longitude })),
        },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const seconds = answer?.travelTimes?.seconds;
      return seconds && seconds.length === points.length ? seconds.map((row) => [...row]) : null;
    } catch {
      return null;
    }
  };
}

import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay/hooks';
import { fieldDayMessages } from '@routebook/schema';
import { RouteMap } from '@routebook/ui';
import { mapStopOf, stopPlaceOf } from '../../stops/stopPlace';
import { useAppServices } from '../../services/services';
import { parseMapTiles } from '../../config/mapTiles';
import type { TodayMap_today$key } from './__generated__/TodayMap_today.graphql';
import styles from './TodayPage.module.css';

/**
 * The day on maps (List / Map on Today): a map per route with its stops in route order, each pin
 * opening its job. Loaded when the map is first shown; from the store, so it works offline.
 */
export default function TodayMap({ today }: { today: TodayMap_today$key }) {
  const data = useFragment(
    graphql`
      fragment TodayMap_today on Today {
        routes {
          id
          name
        }
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
  const { config } = useAppServices();
  const tiles = useMemo(() => parseMapTiles(config.mapTiles), [config.mapTiles]);
  const navigate = useNavigate();
  const routes = useMemo(
    () =>
      data.routes.map((route) => ({
        ...route,
        stops: data.jobs
          .filter((job) => job.route?.id === route.id)
          .map((job) => mapStopOf(stopPlaceOf(job))),
      })),
    [data.routes, data.jobs],
  );
  if (routes.length === 0) return <p className={styles.mapEmpty}>{fieldDayMessages.todayEmpty}</p>;
  return routes.map((route) => (
    <div key={route.id} className={styles.routeMap}>
      <h2 className={styles.routeMapName}>{route.name}</h2>
      <RouteMap
        stops={route.stops}
        tiles={tiles}
        label={`Map of ${route.name}`}
        onOpenStop={(jobId) => void navigate(`/route/${route.id}/job/${jobId}`)}
      />
    </div>
  ));
}

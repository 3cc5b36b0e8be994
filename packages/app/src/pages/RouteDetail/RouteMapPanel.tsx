import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { graphql, useFragment } from 'react-relay/hooks';
import { RouteMap } from '@routebook/ui';
import { mapStopOf, stopPlaceOf } from '../../stops/stopPlace';
import { useAppServices } from '../../services/services';
import { parseMapTiles } from '../../config/mapTiles';
import type { RouteMapPanel_route$key } from './__generated__/RouteMapPanel_route.graphql';

/**
 * The route's map (List / Map on the route page): its jobs in route order, the notes left out (a
 * note is not a place), each pin opening its job. Loaded when the map is first shown, Leaflet
 * after it; from the store, so it works offline (tiles may then be missing).
 */
export default function RouteMapPanel({ route }: { route: RouteMapPanel_route$key }) {
  const data = useFragment(
    graphql`
      fragment RouteMapPanel_route on Route {
        id
        name
        items {
          job {
            ...stopPlace_job
          }
        }
      }
    `,
    route,
  );
  const { config } = useAppServices();
  const tiles = useMemo(() => parseMapTiles(config.mapTiles), [config.mapTiles]);
  const navigate = useNavigate();
  // The same stops while the data is the same, so the map is not drawn again on every render.
  const stops = useMemo(
    () => data.items.flatMap(({ job }) => (job ? [mapStopOf(stopPlaceOf(job))] : [])),
    [data.items],
  );
  return (
    <RouteMap
      stops={stops}
      tiles={tiles}
      label={`Map of ${data.name}`}
      onOpenStop={(jobId) => void navigate(`/route/${data.id}/job/${jobId}`)}
    />
  );
}

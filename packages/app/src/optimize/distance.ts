/** A point in degrees (WGS 84), as Customer.location and Company.depot give it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;

/**
 * The assumed average driving speed over straight-line distance, for the time estimate when the
 * server has no road travel times: 40 km/h on the road, roads 1.3 times the straight line
 * (docs/decisions.md, "Route optimizer").
 */
export const STRAIGHT_LINE_SPEED_M_PER_S = 40_000 / 3600 / 1.3;

/** The great-circle distance in metres (haversine). */
export function metresBetween(a: GeoPoint, b: GeoPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Every point's straight-line distance to every other, in metres; exactly symmetric. */
export function straightLineMatrix(points: readonly GeoPoint[]): number[][] {
  const matrix = points.map(() => new Array<number>(points.length).fill(0));
  points.forEach((a, i) => {
    for (let j = 0; j < i; j++) {
      const metres = metresBetween(a, points[j] as GeoPoint);
      (matrix[i] as number[])[j] = metres;
      (matrix[j] as number[])[i] = metres;
    }
  });
  return matrix;
}

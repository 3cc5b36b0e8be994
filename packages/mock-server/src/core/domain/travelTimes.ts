/**
 * Road travel times between points, the server's job behind one small interface (as geocoding
 * is). The mock server has no road data by default, so travelTimes answers null and clients use
 * straight-line distance; the node server can ask an OSRM-compatible table service instead
 * (node/osrmTravelTimes.ts, --travel-times-url).
 */
import type { GeoPoint } from '@routebook/schema';

export interface TravelTimeSource {
  /**
   * Driving seconds from each point (row) to each point (column), whole and non-negative, or null
   * when the source has none for these points. Never rejects: a source that fails answers null.
   */
  seconds(points: readonly GeoPoint[]): Promise<number[][] | null>;
}

/** No road data: every call answers null. */
export const noTravelTimes: TravelTimeSource = { seconds: () => Promise.resolve(null) };

/**
 * Whether `matrix` is what the contract promises for `count` points: count rows of count
 * non-negative whole numbers. A source answering anything else is treated as having no data.
 */
export function isTravelTimeMatrix(matrix: unknown, count: number): matrix is number[][] {
  return (
    Array.isArray(matrix) &&
    matrix.length === count &&
    matrix.every(
      (row) =>
        Array.isArray(row) &&
        row.length === count &&
        row.every((value) => Number.isSafeInteger(value) && (value as number) >= 0),
    )
  );
}

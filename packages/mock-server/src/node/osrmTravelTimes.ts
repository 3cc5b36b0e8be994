/**
 * Road travel times from an OSRM-compatible table service over HTTP (`--travel-times-url`): a
 * team's own OSRM, or any service answering OSRM's `/table/v1/driving/{lon,lat;...}` the same
 * way. One request per travelTimes query, answered in whole seconds. A service that is down, slow
 * (TRAVEL_TIMES_TIMEOUT_MS) or answers anything but a full matrix gives null: clients then use
 * straight-line distance, never an error.
 */
import type { GeoPoint } from '@routebook/schema';
import { isTravelTimeMatrix, type TravelTimeSource } from '../core';

export interface OsrmTravelTimesOptions {
  /** The service's address, e.g. http://127.0.0.1:5000 (a path is kept). */
  url: string;
  /** How long one request may take before it counts as no answer. Default 5 s. */
  timeoutMs?: number;
}

export const TRAVEL_TIMES_TIMEOUT_MS = 5_000;
const USER_AGENT = 'routebook-mock-server/2.0 (development server; --travel-times-url)';

/** OSRM's table URL for the points: longitude first, 6 decimals (about 0.1 m), durations only. */
export function osrmTableUrl(base: string, points: readonly GeoPoint[]): URL {
  const coordinates = points
    .map(({ latitude, longitude }) => `${longitude.toFixed(6)},${latitude.toFixed(6)}`)
    .join(';');
  const url = new URL(`table/v1/driving/${coordinates}`, base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('annotations', 'duration');
  return url;
}

/** OSRM's durations (seconds, fractional; null where no route) as whole seconds, or null. */
function secondsOf(answer: unknown, count: number): number[][] | null {
  const { code, durations } = (answer ?? {}) as { code?: unknown; durations?: unknown };
  if (code !== 'Ok' || !Array.isArray(durations)) return null;
  const rounded = durations.map((row: unknown) =>
    Array.isArray(row)
      ? row.map((value: unknown) =>
          typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : NaN,
        )
      : row,
  );
  return isTravelTimeMatrix(rounded, count) ? rounded : null;
}

export function osrmTravelTimes(options: OsrmTravelTimesOptions): TravelTimeSource {
  const timeoutMs = options.timeoutMs ?? TRAVEL_TIMES_TIMEOUT_MS;
  return {
    async seconds(points) {
      if (points.length === 0) return [];
      if (points.length === 1) return [[0]];
      try {
        const response = await fetch(osrmTableUrl(options.url, points), {
          headers: { accept: 'application/json', 'user-agent': USER_AGENT },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return null;
        return secondsOf(await response.json(), points.length);
      } catch {
        return null;
      }
    },
  };
}

/**
 * A geocoder that asks a Nominatim-compatible service over HTTP (`--geocoder-url`): OpenStreetMap's
 * public Nominatim, a team's own instance, or any service answering Nominatim's structured
 * `/search` the same way. Questions go one at a time, `minIntervalMs` apart (the public
 * service's usage policy allows one a second and asks each application to name itself in its
 * User-Agent). A service that is down, slow or answers garbage makes the question fail; an empty
 * answer is "no such place".
 */
import { hasErrors, parseCoordinate, validateLocation, type GeoPoint } from '@routebook/schema';
import type { Geocoder, PostalAddress } from '../core';

export interface NominatimGeocoderOptions {
  /** The service's address, e.g. https://nominatim.openstreetmap.org (a path is kept). */
  url: string;
  /** How long one question may take before it fails. Default 5 s. */
  timeoutMs?: number;
  /**
   * The least time from one answer to the next question, so the service never sees two questions
   * closer than this. Default 1 s (the public service's policy).
   */
  minIntervalMs?: number;
  /** Names the application, as Nominatim's usage policy asks. */
  userAgent?: string;
}

export const NOMINATIM_TIMEOUT_MS = 5_000;
export const NOMINATIM_MIN_INTERVAL_MS = 1_000;
const USER_AGENT = 'routebook-mock-server/2.0 (development server; --geocoder-url)';

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The search URL for an address: Nominatim's structured query, the first result only. */
export function nominatimSearchUrl(base: string, address: PostalAddress): URL {
  const url = new URL('search', base.endsWith('/') ? base : `${base}/`);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', '1');
  const parts: [string, string | null][] = [
    ['street', address.address1],
    ['city', address.city],
    ['state', address.state],
    ['postalcode', address.zip],
  ];
  for (const [name, value] of parts) {
    if (value?.trim()) url.searchParams.set(name, value.trim());
  }
  return url;
}

/** A coordinate as Nominatim writes it (text), or as a number; NaN for anything else. */
const coordinate = (value: unknown) =>
  typeof value === 'number'
    ? value
    : typeof value === 'string'
      ? (parseCoordinate(value) ?? NaN)
      : NaN;

/** The first result's point; null for no result; throws for anything else. */
function pointOf(answer: unknown): GeoPoint | null {
  if (!Array.isArray(answer)) throw new Error('the geocoder did not answer a list');
  if (answer.length === 0) return null;
  const first = (answer[0] ?? {}) as { lat?: unknown; lon?: unknown };
  const point = { latitude: coordinate(first.lat), longitude: coordinate(first.lon) };
  if (hasErrors(validateLocation(point))) throw new Error('the geocoder answered no point');
  return point;
}

export function nominatimGeocoder(options: NominatimGeocoderOptions): Geocoder {
  const timeoutMs = options.timeoutMs ?? NOMINATIM_TIMEOUT_MS;
  const minIntervalMs = options.minIntervalMs ?? NOMINATIM_MIN_INTERVAL_MS;
  const userAgent = options.userAgent ?? USER_AGENT;
  let turn: Promise<unknown> = Promise.resolve();
  let lastDone = Number.NEGATIVE_INFINITY;

  const ask = async (address: PostalAddress): Promise<GeoPoint | null> => {
    const wait = lastDone + minIntervalMs - Date.now();
    if (wait > 0) await sleep(wait);
    try {
      const response = await fetch(nominatimSearchUrl(options.url, address), {
        headers: { accept: 'application/json', 'user-agent': userAgent },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the geocoder answered HTTP ${response.status}`);
      return pointOf(await response.json());
    } finally {
      lastDone = Date.now();
    }
  };

  return {
    geocode(address) {
      const answer = turn.then(() => ask(address));
      turn = answer.catch(() => undefined);
      return answer;
    },
  };
}

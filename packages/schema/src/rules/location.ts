/**
 * A customer's location: a point in degrees (WGS 84) and where it came from. The server checks it
 * on every write (Add and Edit Customer, the CSV import's latitude and longitude columns); the app
 * checks typed coordinates with the same rule before sending.
 */
import { messages } from './messages';
import type { FieldErrors } from './validation';

export const LATITUDE_MIN = -90;
export const LATITUDE_MAX = 90;
export const LONGITUDE_MIN = -180;
export const LONGITUDE_MAX = 180;

/** A point on the earth in degrees, as a geocoder, a dragged pin or a phone's GPS gives it. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Where a location came from: found from the address by the server's geocoder, or placed by hand
 * (a dragged pin, "use my location", typed coordinates, an imported file's columns), which
 * geocoding never moves. A customer without a location needs a pin.
 */
export type LocationSource = 'geocoded' | 'manual';

type Coordinate = number | null | undefined;

const inRange = (value: number, min: number, max: number) =>
  Number.isFinite(value) && value >= min && value <= max;

/**
 * Latitude from -90 to 90 and longitude from -180 to 180, finite numbers, both or neither (a
 * customer without a location is allowed: it needs a pin). NaN is what parseCoordinate gives
 * for text that is not a number.
 */
export function validateLocation(input: {
  latitude?: Coordinate;
  longitude?: Coordinate;
}): FieldErrors<'latitude' | 'longitude'> {
  const { latitude, longitude } = input;
  const hasLatitude = latitude !== null && latitude !== undefined;
  const hasLongitude = longitude !== null && longitude !== undefined;
  const e: FieldErrors<'latitude' | 'longitude'> = {};
  if (hasLatitude && !inRange(latitude, LATITUDE_MIN, LATITUDE_MAX))
    e.latitude = messages.latitudeInvalid;
  if (hasLongitude && !inRange(longitude, LONGITUDE_MIN, LONGITUDE_MAX))
    e.longitude = messages.longitudeInvalid;
  if (hasLatitude && !hasLongitude) e.longitude = messages.locationIncomplete;
  if (hasLongitude && !hasLatitude) e.latitude = messages.locationIncomplete;
  return e;
}

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * A coordinate typed or imported as text: "39.7817", "-89.65", "+45". Blank is null (none given);
 * anything else that is not a plain decimal number ("1e3", "0x10", "39,78", "N 39") is NaN, which
 * validateLocation refuses, rather than a number JavaScript would read into it.
 */
export function parseCoordinate(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return null;
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

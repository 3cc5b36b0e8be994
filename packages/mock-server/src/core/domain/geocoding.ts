/**
 * Geocoding: a customer's address to a point, the server's job behind one small interface. The
 * mock server ships an offline geocoder (offlineGeocoder.ts, the default); the node server can
 * ask a Nominatim-compatible service instead (node/nominatimGeocoder.ts, --geocoder-url).
 */
import { hasErrors, validateLocation, type GeoPoint } from '@routebook/schema';
import type { CustomerLocationRecord, CustomerRecord } from '../store/records';

export const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'zip'] as const;

/** The part of a customer a geocoder reads. */
export type PostalAddress = Pick<CustomerRecord, (typeof ADDRESS_FIELDS)[number]>;

export interface Geocoder {
  /**
   * Where `address` is, or null when the geocoder knows no such place. Rejects when it cannot
   * answer (a service that is down, slow or answers garbage): that is not "no such place".
   */
  geocode(address: PostalAddress): Promise<GeoPoint | null>;
}

const normalized = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

/** Only the address fields, so a geocoder never sees the rest of the customer. */
export const addressOf = (customer: PostalAddress): PostalAddress => ({
  address1: customer.address1,
  address2: customer.address2,
  city: customer.city,
  state: customer.state,
  zip: customer.zip,
});

export const hasAddress = (address: PostalAddress) =>
  ADDRESS_FIELDS.some((field) => normalized(address[field]) !== '');

/** The same place however it is spaced or capitalised. */
export const sameAddress = (a: PostalAddress, b: PostalAddress) =>
  ADDRESS_FIELDS.every((field) => normalized(a[field]) === normalized(b[field]));

/** What looking an address up gave: a location, none (needs a pin), or a geocoder that failed. */
export type AddressLookup = { ok: true; location: CustomerLocationRecord | null } | { ok: false };

/** Asks the geocoder about `address`; no address at all needs a pin without asking. */
export async function lookUpAddress(
  geocoder: Geocoder,
  address: PostalAddress,
): Promise<AddressLookup> {
  if (!hasAddress(address)) return { ok: true, location: null };
  let point: GeoPoint | null;
  try {
    point = await geocoder.geocode(addressOf(address));
  } catch {
    return { ok: false };
  }
  if (point === null) return { ok: true, location: null };
  if (hasErrors(validateLocation(point))) return { ok: false };
  return {
    ok: true,
    location: { latitude: point.latitude, longitude: point.longitude, source: 'geocoded' },
  };
}

/**
 * Whether a customer write must look the address up. Not when it places a pin by hand. Yes for a
 * new customer, for a pin given up (`location: null`), and, unless the pin was placed by hand,
 * when the address changed or the customer still needs a pin (so an edit tries again).
 */
export function needsLookup(
  before: (PostalAddress & Pick<CustomerRecord, 'location'>) | null,
  after: PostalAddress,
  given: GeoPoint | null | undefined,
): boolean {
  if (given) return false;
  if (given === null || before === null) return true;
  const location = before.location ?? null;
  if (location?.source === 'manual') return false;
  return location === null || !sameAddress(before, after);
}

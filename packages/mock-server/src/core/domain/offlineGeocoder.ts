/**
 * The mock server's geocoder: no network, the same answer every time. It knows the towns of the
 * demo data (the customers around Springfield, Illinois, and the demo companies' cities) at their
 * real coordinates, and places a street address in its town by a hash of the street, within a
 * town-sized spread: the demo customers land on real ground around their cities, each on its own
 * spot. An address in a town it does not know, or without a street, is not found (needs a pin).
 */
import type { GeoPoint } from '@routebook/schema';
import type { Geocoder, PostalAddress } from './geocoding';

interface Town {
  city: string;
  state: string;
  stateName: string;
  latitude: number;
  longitude: number;
  /** How far from the centre (degrees of latitude) a street may land: about the town's size. */
  spread: number;
}

export const OFFLINE_TOWNS: readonly Town[] = [
  {
    city: 'Springfield',
    state: 'IL',
    stateName: 'Illinois',
    latitude: 39.7817,
    longitude: -89.6501,
    spread: 0.035,
  },
  {
    city: 'Chatham',
    state: 'IL',
    stateName: 'Illinois',
    latitude: 39.6761,
    longitude: -89.7045,
    spread: 0.01,
  },
  {
    city: 'Rochester',
    state: 'IL',
    stateName: 'Illinois',
    latitude: 39.7495,
    longitude: -89.5318,
    spread: 0.01,
  },
  {
    city: 'Sherman',
    state: 'IL',
    stateName: 'Illinois',
    latitude: 39.8939,
    longitude: -89.6048,
    spread: 0.01,
  },
  {
    city: 'Pawnee',
    state: 'IL',
    stateName: 'Illinois',
    latitude: 39.5917,
    longitude: -89.5801,
    spread: 0.008,
  },
  {
    city: 'Tampa',
    state: 'FL',
    stateName: 'Florida',
    latitude: 27.9506,
    longitude: -82.4572,
    spread: 0.05,
  },
  {
    city: 'Austin',
    state: 'TX',
    stateName: 'Texas',
    latitude: 30.2672,
    longitude: -97.7431,
    spread: 0.05,
  },
  {
    city: 'Portland',
    state: 'OR',
    stateName: 'Oregon',
    latitude: 45.5152,
    longitude: -122.6784,
    spread: 0.05,
  },
  {
    city: 'Denver',
    state: 'CO',
    stateName: 'Colorado',
    latitude: 39.7392,
    longitude: -104.9903,
    spread: 0.05,
  },
];

const folded = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').toLowerCase();

function townOf(address: PostalAddress): Town | undefined {
  const city = folded(address.city);
  const state = folded(address.state);
  return OFFLINE_TOWNS.find(
    (town) =>
      folded(town.city) === city &&
      (state === '' || state === folded(town.state) || state === folded(town.stateName)),
  );
}

/** FNV-1a: a stable 32-bit hash of the text. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const rounded = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/** The point of `address`, or null when its town is unknown or it has no street. */
export function offlineLocation(address: PostalAddress): GeoPoint | null {
  const street = folded(address.address1);
  const town = townOf(address);
  if (street === '' || !town) return null;
  const h = hash(`${street}|${folded(address.zip)}`);
  // Two offsets from -1 to 1 out of the hash's halves; longitude degrees shrink with latitude.
  const north = ((h & 0xffff) / 0xffff) * 2 - 1;
  const east = ((h >>> 16) / 0xffff) * 2 - 1;
  const widen = 1 / Math.cos((town.latitude * Math.PI) / 180);
  return {
    latitude: rounded(town.latitude + north * town.spread),
    longitude: rounded(town.longitude + east * town.spread * widen),
  };
}

export const offlineGeocoder: Geocoder = {
  geocode: (address) => Promise.resolve(offlineLocation(address)),
};

import { describe, expect, it } from 'vitest';
import { hasErrors, validateLocation } from '@routebook/schema';
import { DEMO_COMPANIES, DEMO_CUSTOMERS } from '../../seed/demoData';
import { offlineGeocoder, offlineLocation, OFFLINE_TOWNS } from './offlineGeocoder';
import type { PostalAddress } from './geocoding';

const address = (fields: Partial<PostalAddress>): PostalAddress => ({
  address1: null,
  address2: null,
  city: null,
  state: null,
  zip: null,
  ...fields,
});

/** Great-circle distance in km. */
function kmBetween(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('the offline geocoder', () => {
  it('places every demo customer and company within a few km of its real town', () => {
    const places = [
      ...DEMO_CUSTOMERS,
      ...DEMO_COMPANIES.map((company) => ({ ...company, address1: company.address })),
    ];
    for (const place of places) {
      const point = offlineLocation(address(place));
      const town = OFFLINE_TOWNS.find((candidate) => candidate.city === place.city);
      expect(point, place.address1).not.toBeNull();
      expect(hasErrors(validateLocation(point!))).toBe(false);
      // Springfield's centre is at 39.78 N, 89.65 W; a street lands in town, not at its centre.
      expect(kmBetween(point!, town!)).toBeLessThan(8);
    }
    const springfield = offlineLocation(
      address({ address1: '14 Oak Avenue', city: 'Springfield', state: 'IL' }),
    );
    expect(springfield!.latitude).toBeCloseTo(39.78, 0);
    expect(springfield!.longitude).toBeCloseTo(-89.65, 0);
  });

  it('answers the same point every time, and another for another street', () => {
    const oak = address({
      address1: '14 Oak Avenue',
      city: 'Springfield',
      state: 'IL',
      zip: '62704',
    });
    expect(offlineLocation(oak)).toEqual(offlineLocation({ ...oak, address1: ' 14  oak avenue ' }));
    expect(offlineLocation(oak)).not.toEqual(
      offlineLocation({ ...oak, address1: '230 Pine Road' }),
    );
    const points = DEMO_CUSTOMERS.map((c) => JSON.stringify(offlineLocation(address(c))));
    expect(new Set(points).size).toBe(DEMO_CUSTOMERS.length);
  });

  it('matches the state by code or name, and a town without its state', () => {
    const street = { address1: '9 Mill Street', city: 'Chatham' };
    const byCode = offlineLocation(address({ ...street, state: 'IL' }));
    expect(byCode).not.toBeNull();
    expect(offlineLocation(address({ ...street, state: 'illinois' }))).toEqual(byCode);
    expect(offlineLocation(address(street))).toEqual(byCode);
    expect(offlineLocation(address({ ...street, state: 'MA' }))).toBeNull();
  });

  it('does not find a town it does not know, nor an address without a street', async () => {
    expect(offlineLocation(address({ address1: '1 Rue de Rivoli', city: 'Paris' }))).toBeNull();
    expect(offlineLocation(address({ city: 'Springfield', state: 'IL' }))).toBeNull();
    expect(
      await offlineGeocoder.geocode(address({ address1: '5 Main St', city: 'Atlantis' })),
    ).toBeNull();
    expect(
      await offlineGeocoder.geocode(
        address({ address1: '5 Water Lane', city: 'Denver', state: 'CO' }),
      ),
    ).toEqual(offlineLocation(address({ address1: '5 Water Lane', city: 'Denver', state: 'CO' })));
  });
});

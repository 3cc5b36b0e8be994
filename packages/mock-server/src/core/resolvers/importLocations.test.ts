/**
 * The customer CSV import and locations: optional latitude and longitude columns place a row's pin
 * by hand; a row without them is geocoded from its address, as a customer edit would be.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { messages, type GeoPoint } from '@routebook/schema';
import type { Geocoder, PostalAddress } from '../domain/geocoding';
import { offlineLocation } from '../domain/offlineGeocoder';
import { startTestServer, the, type TestServer } from '../../../test/testSupport';

const UPLOAD = `mutation Upload($companyId: ID!, $file: Upload!, $existing: ExistingCustomerAction) {
  uploadCustomerCSV(companyId: $companyId, file: $file, existing: $existing) {
    msg
    customerImport {
      importedCount updatedCount recordCount status locatedFromFileCount geocodedCount needsPinLines
      invalidData { line reason }
    }
  }
}`;
const PREVIEW = `mutation Preview($companyId: ID!, $file: Upload!) {
  previewCustomerCSV(companyId: $companyId, file: $file) { recordCount invalidCount locatedFromFileCount }
}`;
const IMPORTS = `query Imports($companyId: ID!) {
  customerImports(companyId: $companyId) { locatedFromFileCount geocodedCount needsPinLines }
}`;

const ELM: GeoPoint = { latitude: 39.8, longitude: -89.64 };

/** Knows one street; counts its questions. */
function fakeGeocoder() {
  const asked: PostalAddress[] = [];
  const geocoder: Geocoder & { asked: PostalAddress[] } = {
    asked,
    geocode(address) {
      asked.push(address);
      return Promise.resolve(address.address1 === '1 Elm Street' ? ELM : null);
    },
  };
  return geocoder;
}

let t: TestServer;
let geocoder: ReturnType<typeof fakeGeocoder>;
beforeEach(async () => {
  geocoder = fakeGeocoder();
  t = await startTestServer({ config: { geocoder } });
});

const csv = (text: string) => new File([text], 'customers.csv', { type: 'text/csv' });

async function admin() {
  const { token, companyId } = await t.signIn('admin30@routebook.test');
  const upload = async (text: string, existing?: string) => {
    const result = await t.ok(token, UPLOAD, { companyId, file: csv(text), existing });
    return result.uploadCustomerCSV;
  };
  const byName = (displayName: string) =>
    the(
      t.server.store.customers
        .where('companyId', companyId)
        .find((customer) => customer.displayName === displayName),
    );
  return { token, companyId, upload, byName };
}

describe('importing customers with locations', () => {
  it('places pins from the latitude and longitude columns, and geocodes the other rows', async () => {
    const a = await admin();
    const { customerImport } = await a.upload(
      'displayName,lastName,address1,city,Latitude,Longitude\n' +
        'Door Pin,Pin,1 Elm Street,Springfield,39.801234,-89.641234\n' +
        'Elm House,Elm,1 Elm Street,Springfield,,\n' +
        'Lost Farm,Farm,99 Nowhere Lane,Springfield, , \n' +
        'No Address,Nobody,,,,\n',
    );
    expect(customerImport).toMatchObject({
      importedCount: 4,
      status: 'complete',
      locatedFromFileCount: 1,
      geocodedCount: 1,
      needsPinLines: [4, 5],
    });
    expect(a.byName('Door Pin').location).toEqual({
      latitude: 39.801234,
      longitude: -89.641234,
      source: 'manual',
    });
    expect(a.byName('Elm House').location).toEqual({ ...ELM, source: 'geocoded' });
    expect(a.byName('Lost Farm').location).toBeNull();
    expect(a.byName('No Address').location).toBeNull();
    // The row with coordinates and the one without an address were not asked about.
    expect(geocoder.asked.map((address) => address.address1)).toEqual([
      '1 Elm Street',
      '99 Nowhere Lane',
    ]);
    expect(await t.ok(a.token, IMPORTS, { companyId: a.companyId })).toEqual({
      customerImports: [{ locatedFromFileCount: 1, geocodedCount: 1, needsPinLines: [4, 5] }],
    });
  });

  it('previews how many rows carry their own pin, asking the geocoder nothing', async () => {
    const a = await admin();
    const { previewCustomerCSV } = await t.ok(a.token, PREVIEW, {
      companyId: a.companyId,
      file: csv(
        'displayName,lastName,address1,latitude,longitude\n' +
          'Door Pin,Pin,1 Elm Street,39.801234,-89.641234\n' +
          'Elm House,Elm,1 Elm Street,,\n' +
          'Bad Pin,Bad,1 Elm Street,91,0\n',
      ),
    });
    expect(previewCustomerCSV).toEqual({
      recordCount: 3,
      invalidCount: 1,
      locatedFromFileCount: 1,
    });
    expect(geocoder.asked).toEqual([]);
  });

  it('imports a file without the columns as before, geocoding each address once', async () => {
    const a = await admin();
    const { customerImport } = await a.upload(
      'displayName,lastName,address1,city\n' +
        'Elm House,Elm,1 Elm Street,Springfield\n' +
        'Elm Annex,Annex,1 elm street ,springfield\n',
    );
    expect(customerImport).toMatchObject({ importedCount: 2, geocodedCount: 2, needsPinLines: [] });
    expect(geocoder.asked).toHaveLength(1);
    expect(a.byName('Elm Annex').location).toEqual({ ...ELM, source: 'geocoded' });
  });

  it('refuses a row whose coordinates are out of range, not numbers, or only one of the two', async () => {
    const a = await admin();
    const { customerImport } = await a.upload(
      'displayName,lastName,lat,lng\n' +
        'North,N,90.5,0\n' +
        'West,W,0,-180.5\n' +
        'Words,W,N 39,W 89\n' +
        'Half,H,39.8,\n' +
        'Fine,F,-90,180\n',
    );
    expect(customerImport.status).toBe('partial');
    expect(customerImport.importedCount).toBe(1);
    expect(customerImport.invalidData).toEqual([
      { line: 2, reason: 'Latitude must be a number from -90 to 90.' },
      { line: 3, reason: 'Longitude must be a number from -180 to 180.' },
      { line: 4, reason: `${messages.latitudeInvalid} ${messages.longitudeInvalid}` },
      { line: 5, reason: 'Enter both latitude and longitude, or neither.' },
    ]);
    expect(a.byName('Fine').location).toEqual({ latitude: -90, longitude: 180, source: 'manual' });
  });

  it('updates a match: its pin from the file; a hand-placed pin kept when the file has none', async () => {
    const a = await admin();
    await a.upload(
      'displayName,lastName,address1,city,latitude,longitude\n' +
        'Door Pin,Pin,1 Elm Street,Springfield,39.801234,-89.641234\n' +
        'Elm House,Elm,1 Elm Street,Springfield,,\n',
    );
    const asked = geocoder.asked.length;
    const { customerImport } = await a.upload(
      'displayName,lastName,address1,city,zip,latitude,longitude\n' +
        'Door Pin,Pin,1 Elm Street,Springfield,62704,,\n' +
        'Elm House,Elm,1 Elm Street,Springfield,,39.7,-89.7\n',
      'update',
    );
    expect(customerImport).toMatchObject({ updatedCount: 2, locatedFromFileCount: 1 });
    // The zip changed Door Pin's address, but its pin was placed by hand: not asked, not moved.
    expect(a.byName('Door Pin').location).toEqual({
      latitude: 39.801234,
      longitude: -89.641234,
      source: 'manual',
    });
    expect(a.byName('Elm House').location).toEqual({
      latitude: 39.7,
      longitude: -89.7,
      source: 'manual',
    });
    expect(geocoder.asked).toHaveLength(asked);
  });
});

describe('importing with the offline geocoder', () => {
  it('places a row in a demo town, and leaves one elsewhere needing a pin', async () => {
    t = await startTestServer();
    const a = await admin();
    const { customerImport } = await a.upload(
      'displayName,lastName,address1,city,state\n' +
        'Pine House,Pine,230 Pine Road,Springfield,IL\n' +
        'Far Away,Away,1 Rue de Rivoli,Paris,\n',
    );
    expect(customerImport).toMatchObject({ geocodedCount: 1, needsPinLines: [3] });
    const expected = offlineLocation({
      address1: '230 Pine Road',
      address2: null,
      city: 'Springfield',
      state: 'IL',
      zip: null,
    });
    expect(a.byName('Pine House').location).toEqual({ ...expected, source: 'geocoded' });
  });
});

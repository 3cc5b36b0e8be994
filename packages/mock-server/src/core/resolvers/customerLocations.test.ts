/**
 * Where each customer is: the location on create and update (geocoded, placed by hand, or none:
 * needs a pin), geocodeCustomer, and who reads it. Geocoders here are fakes that count their
 * questions; the offline geocoder has its own test.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { messages, type GeoPoint } from '@routebook/schema';
import type { Geocoder, PostalAddress } from '../domain/geocoding';
import { OFFLINE_TOWNS } from '../domain/offlineGeocoder';
import { expectError, startTestServer, the, type TestServer } from '../../../test/testSupport';

const FIELDS = 'id displayName address1 city location { latitude longitude source }';
const CREATE = `mutation Create($data: CustomerInput!) {
  createCompanyCustomer(data: $data) { customer { ${FIELDS} } }
}`;
const CREATE_FROM_ROUTE = `mutation Create($data: CustomerInput!) {
  createCustomer(data: $data) { customer { ${FIELDS} } }
}`;
const UPDATE = `mutation Update($id: ID!, $data: CustomerInput!) {
  updateCompanyCustomer(id: $id, data: $data) { customer { ${FIELDS} } }
}`;
const UPDATE_FROM_JOB = `mutation Update($id: ID!, $data: CustomerInput!) {
  updateCustomer(id: $id, data: $data) { customer { ${FIELDS} } }
}`;
const GEOCODE = `mutation Geocode($id: ID!) { geocodeCustomer(id: $id) { customer { ${FIELDS} } } }`;
const ONE = `query One($id: ID!) { companyCustomer(id: $id) { ${FIELDS} } }`;
const JOB_CUSTOMER = `query Job($id: ID!) { job(id: $id) { customer { ${FIELDS} } } }`;

/** A geocoder that knows a few streets, counts its questions, and can be made to fail. */
function fakeGeocoder(streets: Record<string, GeoPoint>) {
  const asked: PostalAddress[] = [];
  const geocoder: Geocoder & { asked: PostalAddress[]; failing: boolean } = {
    asked,
    failing: false,
    geocode(address) {
      asked.push(address);
      if (geocoder.failing) return Promise.reject(new Error('service down'));
      return Promise.resolve(streets[address.address1 ?? ''] ?? null);
    },
  };
  return geocoder;
}

const ELM: GeoPoint = { latitude: 39.8, longitude: -89.64 };
const OAK: GeoPoint = { latitude: 39.77, longitude: -89.66 };
const DOOR: GeoPoint = { latitude: 39.801234, longitude: -89.641234 };

let t: TestServer;
let geocoder: ReturnType<typeof fakeGeocoder>;
beforeEach(async () => {
  geocoder = fakeGeocoder({ '1 Elm Street': ELM, '2 Oak Avenue': OAK });
  t = await startTestServer({ config: { geocoder } });
});

async function admin(email = 'admin40@routebook.test') {
  const { token, companyId } = await t.signIn(email);
  const create = async (data: Record<string, unknown>, query = CREATE) => {
    const result = await t.ok(token, query, {
      data: { lastName: 'Lopez', displayName: 'Ana Lopez', ...data },
    });
    return (result.createCompanyCustomer ?? result.createCustomer).customer;
  };
  const update = async (id: string, data: Record<string, unknown>, query = UPDATE) => {
    const result = await t.ok(token, query, { id, data });
    return (result.updateCompanyCustomer ?? result.updateCustomer).customer;
  };
  const geocode = async (id: string) =>
    (await t.ok(token, GEOCODE, { id })).geocodeCustomer.customer;
  return { token, companyId, create, update, geocode };
}

const geocoded = (point: GeoPoint) => ({ ...point, source: 'geocoded' });
const manual = (point: GeoPoint) => ({ ...point, source: 'manual' });

describe('a new customer', () => {
  it('is geocoded from its address, on both create operations', async () => {
    const a = await admin();
    const created = await a.create({ address1: '1 Elm Street', city: 'Springfield', state: 'IL' });
    expect(created.location).toEqual(geocoded(ELM));
    expect(geocoder.asked).toEqual([
      { address1: '1 Elm Street', address2: null, city: 'Springfield', state: 'IL', zip: null },
    ]);
    const fromRoute = await a.create({ address1: '2 Oak Avenue' }, CREATE_FROM_ROUTE);
    expect(fromRoute.location).toEqual(geocoded(OAK));
  });

  it('needs a pin when the geocoder does not find the address, or there is none', async () => {
    const a = await admin();
    expect((await a.create({ address1: '99 Nowhere Lane' })).location).toBeNull();
    expect(geocoder.asked).toHaveLength(1);
    // No address at all: nothing to ask.
    expect((await a.create({})).location).toBeNull();
    expect(geocoder.asked).toHaveLength(1);
  });

  it('is saved, needing a pin, when the geocoder cannot be reached', async () => {
    const a = await admin();
    geocoder.failing = true;
    const created = await a.create({ address1: '1 Elm Street' });
    expect(created.location).toBeNull();
    expect(t.server.store.customers.get(created.id)?.displayName).toBe('Ana Lopez');
  });

  it('takes a pin placed by hand as it is, without asking the geocoder', async () => {
    const a = await admin();
    const created = await a.create({ address1: '1 Elm Street', location: DOOR });
    expect(created.location).toEqual(manual(DOOR));
    expect(geocoder.asked).toEqual([]);
  });
});

describe("a pin's coordinates", () => {
  it('are refused out of range, with the message, and nothing is saved', async () => {
    const { token } = await t.signIn('admin40@routebook.test');
    const count = () => t.server.store.customers.all().length;
    const before = count();
    const data = { lastName: 'Lopez', displayName: 'Ana Lopez' };
    expectError(
      await t.run(token, CREATE, { data: { ...data, location: { latitude: 90.5, longitude: 0 } } }),
      'BAD_USER_INPUT',
      'Latitude must be a number from -90 to 90.',
    );
    expectError(
      await t.run(token, CREATE, {
        data: { ...data, location: { latitude: -90, longitude: -180.01 } },
      }),
      'BAD_USER_INPUT',
      messages.longitudeInvalid,
    );
    expect(count()).toBe(before);
    expect(geocoder.asked).toEqual([]);
  });

  it('take the ends of the ranges', async () => {
    const a = await admin();
    const pole = { latitude: 90, longitude: -180 };
    expect((await a.create({ location: pole })).location).toEqual(manual(pole));
  });

  it('come both or not at all (the contract requires both)', async () => {
    const { token } = await t.signIn('admin40@routebook.test');
    const result = await t.run(token, CREATE, {
      data: { lastName: 'Lopez', displayName: 'Ana Lopez', location: { latitude: 39.8 } },
    });
    expect(result.errors?.[0]?.message).toMatch(/longitude/);
  });
});

describe('editing a customer', () => {
  it('geocodes a geocoded location again when the address changes, on both edit operations', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '1 Elm Street' });
    expect((await a.update(id, { address1: '2 Oak Avenue' })).location).toEqual(geocoded(OAK));
    const moved = await a.update(id, { address1: '1 Elm Street' }, UPDATE_FROM_JOB);
    expect(moved.location).toEqual(geocoded(ELM));
    // An address nobody finds: the old point would be wrong, so it needs a pin.
    expect((await a.update(id, { address1: '99 Nowhere Lane' })).location).toBeNull();
  });

  it('does not ask the geocoder when the address stays the same', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '1 Elm Street' });
    const asked = geocoder.asked.length;
    const edited = await a.update(id, { mobile: '555-0199', address1: ' 1 Elm Street ' });
    expect(edited.location).toEqual(geocoded(ELM));
    expect(geocoder.asked).toHaveLength(asked);
  });

  it('tries again for a customer that needs a pin, at any edit', async () => {
    const a = await admin();
    geocoder.failing = true;
    const { id } = await a.create({ address1: '1 Elm Street' });
    geocoder.failing = false;
    expect((await a.update(id, { mobile: '555-0199' })).location).toEqual(geocoded(ELM));
  });

  it('places a pin by hand, which an address change never moves', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '1 Elm Street' });
    expect((await a.update(id, { location: DOOR })).location).toEqual(manual(DOOR));
    const asked = geocoder.asked.length;
    const moved = await a.update(id, { address1: '2 Oak Avenue' });
    expect(moved.location).toEqual(manual(DOOR));
    expect(geocoder.asked).toHaveLength(asked);
  });

  it('gives up a hand-placed pin with location null: the address is geocoded again', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '2 Oak Avenue', location: DOOR });
    expect((await a.update(id, { location: null })).location).toEqual(geocoded(OAK));
  });

  it('refuses coordinates out of range and keeps the pin', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '1 Elm Street', location: DOOR });
    expectError(
      await t.run(a.token, UPDATE, { id, data: { location: { latitude: 0, longitude: 181 } } }),
      'BAD_USER_INPUT',
      messages.longitudeInvalid,
    );
    expect(t.server.store.customers.get(id)?.location).toEqual(manual(DOOR));
  });
});

describe('geocodeCustomer (find the address again)', () => {
  it('geocodes the address again', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '1 Elm Street' });
    t.server.store.customers.update(id, { location: null });
    expect((await a.geocode(id)).location).toEqual(geocoded(ELM));
  });

  it('never moves a pin placed by hand', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '1 Elm Street', location: DOOR });
    expect((await a.geocode(id)).location).toEqual(manual(DOOR));
    expect(geocoder.asked).toEqual([]);
  });

  it('changes nothing when the geocoder cannot be reached', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '1 Elm Street' });
    geocoder.failing = true;
    expect((await a.geocode(id)).location).toEqual(geocoded(ELM));
    expect(t.server.store.customers.get(id)?.location).toEqual(geocoded(ELM));
  });

  it('leaves a customer needing a pin when the address is not found', async () => {
    const a = await admin();
    const { id } = await a.create({ address1: '1 Elm Street' });
    t.server.store.customers.update(id, { address1: '99 Nowhere Lane' });
    expect((await a.geocode(id)).location).toBeNull();
  });

  it('is for admins', async () => {
    const { token, companyId } = await t.signIn('staff40@routebook.test');
    const id = t.server.store.customers.where('companyId', companyId)[0]!.id;
    expectError(await t.run(token, GEOCODE, { id }), 'FORBIDDEN');
  });
});

describe("another company's customer", () => {
  it('is not found: not read, not geocoded, its pin not moved', async () => {
    const other = await admin('admin30@routebook.test');
    const { id } = await other.create({ address1: '1 Elm Street', location: DOOR });
    const { token } = await t.signIn('admin40@routebook.test');
    expect((await t.ok(token, ONE, { id })).companyCustomer).toBeNull();
    expectError(await t.run(token, GEOCODE, { id }), 'NOT_FOUND');
    expectError(
      await t.run(token, UPDATE, { id, data: { location: { latitude: 1, longitude: 2 } } }),
      'NOT_FOUND',
    );
    expectError(await t.run(token, UPDATE, { id, data: { location: null } }), 'NOT_FOUND');
    expect(t.server.store.customers.get(id)?.location).toEqual(manual(DOOR));
  });
});

describe('reading a location', () => {
  it('a regular member reads it wherever they read the customer: the customer, a job', async () => {
    const { token, companyId } = await t.signIn('staff40@routebook.test');
    const job = the(t.server.store.jobs.where('companyId', companyId)[0]);
    const stored = the(t.server.store.customers.get(job.customerId));
    const { location } = stored;
    expect(location?.source).toBe('geocoded');
    expect((await t.ok(token, ONE, { id: stored.id })).companyCustomer.location).toEqual(location);
    expect((await t.ok(token, JOB_CUSTOMER, { id: job.id })).job.customer.location).toEqual(
      location,
    );
  });

  it('puts every demo customer near its town (the offline geocoder at seeding)', () => {
    for (const customer of t.server.store.customers.all()) {
      const town = the(OFFLINE_TOWNS.find((candidate) => candidate.city === customer.city));
      const location = the(customer.location);
      expect(location.source).toBe('geocoded');
      expect(Math.abs(location.latitude - town.latitude)).toBeLessThanOrEqual(town.spread);
      expect(Math.abs(location.longitude - town.longitude)).toBeLessThanOrEqual(town.spread * 1.5);
    }
  });

  it('loads a snapshot of before locations: its customers need a pin until geocoded', async () => {
    const snapshot = t.server.store.snapshot();
    for (const row of snapshot.tables.customers!.rows)
      delete (row as { location?: unknown }).location;
    t = await startTestServer({ snapshot, config: { geocoder } });
    const a = await admin();
    const stored = the(t.server.store.customers.where('companyId', a.companyId)[0]);
    expect('location' in stored).toBe(false);
    expect((await t.ok(a.token, ONE, { id: stored.id })).companyCustomer.location).toBeNull();
    // The next edit tries the geocoder (this fake knows only its two streets).
    await a.update(stored.id, { address1: '2 Oak Avenue' });
    expect(t.server.store.customers.get(stored.id)?.location).toEqual(geocoded(OAK));
  });
});

describe('the customers that need a pin', () => {
  const PAGE = `query Page($companyId: ID!, $needsPin: Boolean, $orderBy: CustomerOrder) {
    company(id: $companyId) {
      customersConnection(first: 100, needsPin: $needsPin, orderBy: $orderBy) {
        totalCount edges { node { displayName location { source } } }
      }
    }
  }`;

  it('are listed and counted with needsPin, in either order, and leave the list once pinned', async () => {
    const a = await admin();
    const lost = await a.create({ displayName: 'Lost Farm', address1: '9 Nowhere Lane' });
    await a.create({ displayName: 'No Address' });
    const page = async (variables: Record<string, unknown>) =>
      (await t.ok(a.token, PAGE, { companyId: a.companyId, ...variables })).company
        .customersConnection;
    const needing = await page({ needsPin: true });
    expect(needing.totalCount).toBe(2);
    expect(needing.edges.map((edge: any) => edge.node.displayName)).toEqual([
      'Lost Farm',
      'No Address',
    ]);
    const byCity = await page({
      needsPin: true,
      orderBy: { field: 'place', direction: 'descending' },
    });
    expect(byCity.totalCount).toBe(2);
    const located = await page({ needsPin: false });
    const all = await page({});
    expect(located.totalCount).toBe(all.totalCount - 2);
    expect(located.edges.every((edge: any) => edge.node.location !== null)).toBe(true);

    await a.update(lost.id, { location: DOOR });
    expect((await page({ needsPin: true })).edges.map((e: any) => e.node.displayName)).toEqual([
      'No Address',
    ]);
  });
});

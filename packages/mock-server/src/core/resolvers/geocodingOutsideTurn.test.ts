/**
 * A geocoder over the network may take seconds for a customer and minutes for an import: it is
 * asked outside the write's turn in the write queue, so no other caller's write waits for it, and
 * what the write stores afterwards is checked against the store as it is then.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { GeoPoint } from '@routebook/schema';
import type { Geocoder, PostalAddress } from '../domain/geocoding';
import { startTestServer, the, type TestServer } from '../../../test/testSupport';

const FIELDS = 'id displayName address1 location { latitude longitude source }';
const CREATE = `mutation Create($data: CustomerInput!) {
  createCompanyCustomer(data: $data) { customer { ${FIELDS} } }
}`;
const UPDATE = `mutation Update($id: ID!, $data: CustomerInput!) {
  updateCompanyCustomer(id: $id, data: $data) { customer { ${FIELDS} } }
}`;
const GEOCODE = `mutation Geocode($id: ID!) { geocodeCustomer(id: $id) { customer { ${FIELDS} } } }`;
const UPLOAD = `mutation Upload($companyId: ID!, $file: Upload!) {
  uploadCustomerCSV(companyId: $companyId, file: $file) { customerImport { importedCount geocodedCount } }
}`;
const LOGOUT = `mutation { logout }`;

const ELM: GeoPoint = { latitude: 39.8, longitude: -89.64 };

/** A geocoder whose every answer waits until the test lets the questions through. */
function heldGeocoder() {
  const asked: PostalAddress[] = [];
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let askedOnce!: () => void;
  const firstQuestion = new Promise<void>((resolve) => (askedOnce = resolve));
  const geocoder: Geocoder = {
    async geocode(address) {
      asked.push(address);
      askedOnce();
      await gate;
      return address.address1 === '1 Elm Street' ? ELM : null;
    },
  };
  return { geocoder, asked, firstQuestion, open };
}

/** Waits until `pending` asks the geocoder; fails at once should it be answered first. */
async function whileAsking(pending: Promise<{ errors?: unknown }>): Promise<void> {
  const answered = pending.then((result) => {
    throw new Error(`answered before asking the geocoder: ${JSON.stringify(result.errors)}`);
  });
  await Promise.race([held.firstQuestion, answered]);
}

let t: TestServer;
let held: ReturnType<typeof heldGeocoder>;
beforeEach(async () => {
  held = heldGeocoder();
  t = await startTestServer({ config: { geocoder: held.geocoder } });
});

const customer = (displayName: string, data: Record<string, unknown> = {}) => ({
  data: { lastName: 'Lopez', displayName, ...data },
});
const DOOR = { latitude: 39.81, longitude: -89.65 };

describe('a slow geocoder', () => {
  it("holds no other caller's write while a new customer is looked up", async () => {
    const a = await t.signIn('admin30@routebook.test');
    const b = await t.signIn('admin40@routebook.test');
    const slow = t.run(a.token, CREATE, customer('Slow', { address1: '1 Elm Street' }));
    await whileAsking(slow);
    // Another company's admin writes (a pin placed by hand asks no geocoder) and is answered.
    const other = await t.ok(b.token, CREATE, customer('Quick', { location: DOOR }));
    expect(other.createCompanyCustomer.customer.location).toEqual({ ...DOOR, source: 'manual' });
    held.open();
    const created = (await slow).data?.createCompanyCustomer.customer;
    expect(created.location).toEqual({ ...ELM, source: 'geocoded' });
  });

  it("holds no other caller's write during a customer import", async () => {
    const a = await t.signIn('admin30@routebook.test');
    const b = await t.signIn('admin40@routebook.test');
    const file = new File(
      ['displayName,lastName,address1\nElm,Elm,1 Elm Street\nNowhere,Nowhere,9 Nowhere Lane\n'],
      'customers.csv',
      { type: 'text/csv' },
    );
    const slow = t.run(a.token, UPLOAD, { companyId: a.companyId, file });
    await whileAsking(slow);
    await t.ok(b.token, CREATE, customer('Quick', { location: DOOR }));
    held.open();
    const result = await slow;
    expect(result.errors).toBeUndefined();
    expect(result.data?.uploadCustomerCSV.customerImport).toEqual({
      importedCount: 2,
      geocodedCount: 1,
    });
  });

  it('lets a write wait no longer for geocodeCustomer', async () => {
    const a = await t.signIn('admin30@routebook.test');
    const stored = the(t.server.store.customers.where('companyId', a.companyId)[0]);
    const slow = t.run(a.token, GEOCODE, { id: stored.id });
    await whileAsking(slow);
    await t.ok(a.token, UPDATE, { id: stored.id, data: { displayName: 'Renamed meanwhile' } });
    held.open();
    const after = (await slow).data?.geocodeCustomer.customer;
    // The edit made meanwhile is kept; the address the geocoder answered for is unchanged, so its
    // answer is stored (this fake knows only 1 Elm Street: the demo address needs a pin).
    expect(after.displayName).toBe('Renamed meanwhile');
    expect(after.location).toBeNull();
  });
});

describe('a write that stepped out for the geocoder', () => {
  it('is refused when its session ended meanwhile, and writes nothing', async () => {
    const a = await t.signIn('admin30@routebook.test');
    const slow = t.run(a.token, CREATE, customer('Ended', { address1: '1 Elm Street' }));
    await whileAsking(slow);
    await t.ok(a.token, LOGOUT);
    held.open();
    const result = await slow;
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(t.server.store.customers.all().some((c) => c.displayName === 'Ended')).toBe(false);
  });

  it('stores no location for an address another write changed meanwhile', async () => {
    const a = await t.signIn('admin30@routebook.test');
    const { createCompanyCustomer } = await t.ok(
      a.token,
      CREATE,
      customer('Moving', { location: DOOR }),
    );
    const { id } = createCompanyCustomer.customer;
    // Giving up the pin looks 1 Elm Street up; meanwhile the street changes to one not looked up.
    const slow = t.run(a.token, UPDATE, {
      id,
      data: { address1: '1 Elm Street', location: null },
    });
    await whileAsking(slow);
    const moved = t.run(a.token, UPDATE, { id, data: { address1: '2 Far Road' } });
    held.open();
    expect((await slow).errors).toBeUndefined();
    expect((await moved).errors).toBeUndefined();
    const stored = the(t.server.store.customers.get(id));
    expect(stored.address1).toBe('2 Far Road');
    // Never Elm Street's point under 2 Far Road's address.
    expect(stored.location).toBeNull();
  });
});

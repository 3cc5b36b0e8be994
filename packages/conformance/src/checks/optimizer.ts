/**
 * The optimizer's contract: customer locations, the company's depot, reorderRemainingStops and
 * travelTimes (schema.graphql; rules/location.ts and rules/remainingStops.ts). A location is the
 * company's data, the same on every path; a pin placed by hand is never geocoded over; the
 * optimizer's order moves only the stops still to do, exactly once.
 */
import {
  TRAVEL_TIME_POINTS_MAX,
  messages,
  travelTimesTooManyPointsMessage,
  type GeoPoint,
} from '@routebook/schema';
import { about, check, expectEqual, expectRefused, expectTrue, fail, type Check } from '../check';
import type { CheckContext, Session } from '../context';
import { uniqueKey } from './fixtures';
import {
  ACTIVE_CUSTOMERS,
  DELETE_CUSTOMER,
  addItem,
  adminAt,
  eachWay,
  makeRoute,
  show,
} from './support';

const LOCATIONS = 'Extension: customer locations';
const STOPS = 'Extension: remaining stops';
const TIMES = 'Extension: travel times';

const LOCATION = 'location { latitude longitude source }';

const CREATE = `mutation ConformanceLocatedCustomer($data: CustomerInput!) {
  createCompanyCustomer(data: $data) { customer { id ${LOCATION} } }
}`;
const UPDATE = `mutation ConformanceMoveCustomer($id: ID!, $data: CustomerInput!) {
  updateCompanyCustomer(id: $id, data: $data) { customer { id ${LOCATION} } }
}`;
const GEOCODE = `mutation ConformanceGeocode($id: ID!) {
  geocodeCustomer(id: $id) { customer { id ${LOCATION} } }
}`;
const ONE = `query ConformanceCustomerLocation($id: ID!) {
  companyCustomer(id: $id) { id ${LOCATION} }
}`;
const LISTED = `query ConformanceListedLocation($id: ID!, $search: String) {
  company(id: $id) { id customers(search: $search) { id ${LOCATION} } }
}`;
const ON_JOB = `query ConformanceJobLocation($id: ID!) {
  job(id: $id) { id customer { id ${LOCATION} } }
}`;
const TODAY = `query ConformanceTodayLocations($companyId: ID!) {
  today(companyId: $companyId) { jobs { id customer { id ${LOCATION} } } }
}`;
const DEPOT = `query ConformanceDepot($id: ID!) { company(id: $id) { id depot { latitude longitude } } }`;
const SET_DEPOT = `mutation ConformanceSetDepot($companyId: ID!, $depot: LocationInput) {
  updateCompanyDepot(companyId: $companyId, depot: $depot) { id depot { latitude longitude } }
}`;
const REORDER = `mutation ConformanceReorderStops($routeId: ID!, $jobIds: [ID!]!, $key: ID) {
  reorderRemainingStops(routeId: $routeId, jobIds: $jobIds, clientMutationId: $key) {
    route { id items { id order type job { id } note { id } } }
    clientMutationId
  }
}`;
const TRAVEL_TIMES = `query ConformanceTravelTimes($companyId: ID!, $points: [LocationInput!]!) {
  travelTimes(companyId: $companyId, points: $points) { seconds }
}`;
const UPLOAD = `mutation ConformanceImportLocations($companyId: ID!, $file: Upload!) {
  uploadCustomerCSV(companyId: $companyId, file: $file) {
    customerImport { importedCount locatedFromFileCount }
  }
}`;

/** A point of this run: somewhere in the ocean, so no geocoder finds an address there. */
function pinOf(ctx: CheckContext): GeoPoint {
  const n = Number(ctx.unique('').replace(/\D/g, '').slice(-4) || '0');
  return { latitude: -40 + n / 100_000, longitude: -130 - n / 100_000 };
}
const manual = (point: GeoPoint) => ({ ...point, source: 'manual' });

/** A customer of the check (deleted afterwards), with `location` placed by hand when given. */
async function locatedCustomer(
  ctx: CheckContext,
  admin: Session,
  label: string,
  location: GeoPoint | null,
  address: Record<string, string> = {},
) {
  const displayName = ctx.unique(`Conformance ${label}`);
  const data = await ctx.ok(admin, CREATE, {
    data: { lastName: 'Conformance', displayName, ...address, ...(location ? { location } : {}) },
  });
  const customer = data.createCompanyCustomer?.customer;
  if (typeof customer?.id !== 'string') fail(`createCompanyCustomer answered ${show(data)}`);
  ctx.cleanup(() => ctx.ok(admin, DELETE_CUSTOMER, { id: customer.id }));
  return { id: customer.id as string, displayName, location: customer.location as unknown };
}

const everyPath = check(
  'locations.every-path',
  LOCATIONS,
  "a customer's location reads the same on every path that reads the customer (companyCustomer, Company.customers, Job.customer, Today's jobs), for admins and for field staff",
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const member = await ctx.as('level40', 'member');
    const pin = pinOf(ctx);
    const customer = await locatedCustomer(ctx, admin, 'Located', pin);
    expectEqual(customer.location, manual(pin), 'the location createCompanyCustomer answers');
    const route = await makeRoute(ctx, admin, 'Located Route', 'active', member.companyUserId);
    const job = await addItem(ctx, admin, route.id, { customerId: customer.id });
    for (const [who, caller] of [
      ['an admin', admin],
      ['field staff', member],
    ] as const) {
      const paths: [string, () => Promise<unknown>][] = [
        [
          'companyCustomer',
          async () => (await ctx.ok(caller, ONE, { id: customer.id })).companyCustomer?.location,
        ],
        [
          'Company.customers',
          async () =>
            (
              await ctx.ok(caller, LISTED, { id: caller.companyId, search: customer.displayName })
            ).company?.customers?.find((c: { id: string }) => c.id === customer.id)?.location,
        ],
        [
          'Job.customer',
          async () => (await ctx.ok(caller, ON_JOB, { id: job.jobId })).job?.customer?.location,
        ],
      ];
      if (caller === member) {
        paths.push([
          "Today's jobs",
          async () =>
            (await ctx.ok(caller, TODAY, { companyId: caller.companyId })).today?.jobs?.find(
              (j: { id: string }) => j.id === job.jobId,
            )?.customer?.location,
        ]);
      }
      for (const [path, read] of paths) {
        expectEqual(await read(), manual(pin), `the location ${who} reads through ${path}`);
      }
    }
  },
);

/** Each call another company's admin must not make on the company's records. */
const tenancy = check(
  'locations.other-company',
  LOCATIONS,
  "another company's admin is refused geocodeCustomer, updateCompanyDepot and reorderRemainingStops on the company's records (NOT_FOUND or FORBIDDEN), and nothing changes",
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const other = await adminAt(ctx, 'level30');
    const member = await ctx.as('level40', 'member');
    const pin = pinOf(ctx);
    const customer = await locatedCustomer(ctx, admin, 'Tenancy', pin);
    const depotBefore =
      (await ctx.ok(admin, DEPOT, { id: admin.companyId })).company?.depot ?? null;
    const route = await makeRoute(ctx, admin, 'Tenancy Route', 'active', member.companyUserId);
    const customerId = customer.id;
    const a = await addItem(ctx, admin, route.id, { customerId });
    const b = await addItem(ctx, admin, route.id, { customerId });
    const attempts: [string, string, Record<string, unknown>][] = [
      ['geocodeCustomer', GEOCODE, { id: customer.id }],
      ['updateCompanyDepot', SET_DEPOT, { companyId: admin.companyId, depot: pin }],
      ['reorderRemainingStops', REORDER, { routeId: route.id, jobIds: [b.jobId, a.jobId] }],
    ];
    for (const [what, query, variables] of attempts) {
      const result = await ctx.run(other, query, variables);
      await about(`${what} by another company's admin`, () => {
        const code = result.errors?.[0]?.extensions?.code;
        expectTrue(
          code === 'NOT_FOUND' || code === 'FORBIDDEN',
          `expected NOT_FOUND or FORBIDDEN, got ${show(result)}`,
        );
      });
    }
    expectEqual(
      (await ctx.ok(admin, ONE, { id: customer.id })).companyCustomer?.location,
      manual(pin),
      'the location afterwards',
    );
    expectEqual(
      (await ctx.ok(admin, DEPOT, { id: admin.companyId })).company?.depot ?? null,
      depotBefore,
      'the depot afterwards',
    );
    const items = (
      await ctx.ok(
        admin,
        `query ConformanceOrder($id: ID!) { route(id: $id) { items { job { id } } } }`,
        { id: route.id },
      )
    ).route?.items;
    expectEqual(
      items?.map((item: { job: { id: string } | null }) => item.job?.id),
      [a.jobId, b.jobId],
      'the route order afterwards',
    );
  },
);

const staff = check(
  'locations.staff-forbidden',
  LOCATIONS,
  'field staff are refused geocodeCustomer and updateCompanyDepot with FORBIDDEN, alone and in a batch',
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const member = await ctx.as('level40', 'member');
    const customer = await locatedCustomer(ctx, admin, 'Staff', null);
    for (const way of eachWay(ctx)) {
      await about(`geocodeCustomer by field staff (${way.how})`, async () =>
        expectRefused(await way.run(member, GEOCODE, { id: customer.id }), 'FORBIDDEN'),
      );
      await about(`updateCompanyDepot by field staff (${way.how})`, async () =>
        expectRefused(
          await way.run(member, SET_DEPOT, { companyId: member.companyId, depot: pinOf(ctx) }),
          'FORBIDDEN',
        ),
      );
    }
  },
);

const ranges = check(
  'locations.ranges',
  LOCATIONS,
  `a latitude beyond -90..90 is refused "${messages.latitudeInvalid}" and a longitude beyond -180..180 "${messages.longitudeInvalid}" (BAD_USER_INPUT), for a customer's pin and for the depot; the ends are taken`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const before = (await ctx.ok(admin, DEPOT, { id: admin.companyId })).company?.depot ?? null;
    ctx.cleanup(() => ctx.ok(admin, SET_DEPOT, { companyId: admin.companyId, depot: before }));
    const edge = { latitude: 90, longitude: -180 };
    const took = await ctx.ok(admin, SET_DEPOT, { companyId: admin.companyId, depot: edge });
    expectEqual(took.updateCompanyDepot?.depot, edge, 'the depot at the ends of the ranges');
    const customer = await locatedCustomer(ctx, admin, 'Ranges', null);
    const wrong: [string, GeoPoint, string][] = [
      ['latitude 90.5', { latitude: 90.5, longitude: 0 }, messages.latitudeInvalid],
      ['latitude -91', { latitude: -91, longitude: 0 }, messages.latitudeInvalid],
      ['longitude 180.5', { latitude: 0, longitude: 180.5 }, messages.longitudeInvalid],
    ];
    for (const [what, point, message] of wrong) {
      await about(`a depot at ${what}`, async () =>
        expectRefused(
          await ctx.run(admin, SET_DEPOT, { companyId: admin.companyId, depot: point }),
          'BAD_USER_INPUT',
          message,
        ),
      );
      await about(`a customer's pin at ${what}`, async () =>
        expectRefused(
          await ctx.run(admin, UPDATE, { id: customer.id, data: { location: point } }),
          'BAD_USER_INPUT',
          message,
        ),
      );
    }
    expectEqual(
      (await ctx.ok(admin, DEPOT, { id: admin.companyId })).company?.depot,
      edge,
      'the depot after the refusals',
    );
  },
);

const manualPin = check(
  'locations.manual-pin',
  LOCATIONS,
  'a pin placed by hand survives geocodeCustomer and a change of address; `location: null` gives it up (the customer is then geocoded or needs a pin)',
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const pin = pinOf(ctx);
    const customer = await locatedCustomer(ctx, admin, 'Pinned', pin, {
      address1: '1 Main Street',
      city: 'Springfield',
      state: 'IL',
    });
    const geocoded = await ctx.ok(admin, GEOCODE, { id: customer.id });
    expectEqual(
      geocoded.geocodeCustomer?.customer?.location,
      manual(pin),
      'the location geocodeCustomer answers for a pin placed by hand',
    );
    const moved = await ctx.ok(admin, UPDATE, {
      id: customer.id,
      data: { address1: '2 Oak Avenue', city: 'Springfield' },
    });
    expectEqual(
      moved.updateCompanyCustomer?.customer?.location,
      manual(pin),
      'the location after a change of address',
    );
    const given = await ctx.ok(admin, UPDATE, { id: customer.id, data: { location: null } });
    const after = given.updateCompanyCustomer?.customer?.location;
    expectTrue(
      after === null || (after as { source?: string }).source === 'geocoded',
      `the location after location: null: expected null or a geocoded one, got ${show(after)}`,
    );
  },
);

const importColumns = check(
  'locations.import-columns',
  LOCATIONS,
  "the customer CSV import's latitude and longitude columns place pins by hand (counted in locatedFromFileCount); a row without them is not",
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const pin = pinOf(ctx);
    const names = [ctx.unique('Conformance Imported Pin'), ctx.unique('Conformance Imported Bare')];
    const csv =
      'displayName,lastName,Latitude,Longitude\n' +
      `${names[0]},Conformance,${pin.latitude},${pin.longitude}\n` +
      `${names[1]},Conformance,,\n`;
    const answer = await ctx.client.upload(
      { query: UPLOAD, variables: { companyId: admin.companyId, file: null } },
      { file: { bytes: new TextEncoder().encode(csv), name: 'conformance.csv', type: 'text/csv' } },
      { token: admin.token },
    );
    const result = answer.body ?? {};
    for (const name of names) {
      const found = await ctx.ok(admin, ACTIVE_CUSTOMERS, {
        companyId: admin.companyId,
        search: name,
      });
      for (const made of found.companyActiveCustomers ?? []) {
        ctx.cleanup(() => ctx.ok(admin, DELETE_CUSTOMER, { id: made.id }));
      }
    }
    if (result.errors?.length) fail(`uploadCustomerCSV answered ${show(result.errors)}`);
    const imported = (result.data as any)?.uploadCustomerCSV?.customerImport;
    expectEqual(imported?.importedCount, 2, 'importedCount');
    expectEqual(imported?.locatedFromFileCount, 1, 'locatedFromFileCount');
    const located = async (name: string) => {
      const listed = await ctx.ok(admin, LISTED, { id: admin.companyId, search: name });
      return listed.company?.customers?.[0]?.location ?? null;
    };
    expectEqual(await located(names[0]!), manual(pin), 'the location of the row with coordinates');
    const bare = (await located(names[1]!)) as { source?: string } | null;
    expectTrue(
      bare === null || bare.source === 'geocoded',
      `the row without coordinates: expected no pin placed by hand, got ${show(bare)}`,
    );
  },
);

/** What a route's items are, as job/note names in order with their orders. */
function layoutOf(items: any[], names: Map<string, string>): string[] {
  return items.map(
    (item) => `${names.get(item.job?.id ?? item.note?.id ?? item.id) ?? '?'}@${String(item.order)}`,
  );
}

const remaining = check(
  'remainingStops.order',
  STOPS,
  "reorderRemainingStops by the route's technician moves only the remaining stops: listed jobs take the listed jobs' places, a done job keeps its place, a note moves with the job after it, items renumbered 10, 20, 30 ...; a done job listed is BAD_USER_INPUT; a clientMutationId is applied once (a replay changes nothing)",
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const member = await ctx.as('level40', 'member');
    // The customer first: clean-ups run last first, so its jobs go with the route before it.
    const customerId = (await locatedCustomer(ctx, admin, 'Stops', null)).id;
    const route = await makeRoute(ctx, admin, 'Stops Route', 'active', member.companyUserId);
    const n1 = await addItem(ctx, admin, route.id, { note: '<p>Gate code 4411</p>' });
    const j1 = await addItem(ctx, admin, route.id, { customerId });
    const j2 = await addItem(ctx, admin, route.id, { customerId, status: 'complete' });
    const j3 = await addItem(ctx, admin, route.id, { customerId });
    const names = new Map([
      [n1.noteId!, 'note'],
      [j1.jobId!, 'j1'],
      [j2.jobId!, 'j2 (complete)'],
      [j3.jobId!, 'j3'],
    ]);
    const key = uniqueKey(ctx, 'reorder');
    const first = await ctx.ok(member, REORDER, {
      routeId: route.id,
      jobIds: [j3.jobId, j1.jobId],
      key,
    });
    const expected = ['j3@10', 'j2 (complete)@20', 'note@30', 'j1@40'];
    expectEqual(
      layoutOf(first.reorderRemainingStops?.route?.items ?? [], names),
      expected,
      'the route reorderRemainingStops answers',
    );
    await about('a done job listed', async () =>
      expectRefused(
        await ctx.run(member, REORDER, { routeId: route.id, jobIds: [j2.jobId, j1.jobId] }),
        'BAD_USER_INPUT',
        messages.remainingStopDone,
      ),
    );
    // Put back by hand; a replay of the first key must not undo it.
    await ctx.ok(member, REORDER, { routeId: route.id, jobIds: [j1.jobId, j3.jobId] });
    const replay = await ctx.ok(member, REORDER, {
      routeId: route.id,
      jobIds: [j3.jobId, j1.jobId],
      key,
    });
    expectEqual(replay.reorderRemainingStops?.clientMutationId, key, 'the key a replay echoes');
    const now = await ctx.ok(
      admin,
      `query ConformanceStops($id: ID!) { route(id: $id) { items { id order job { id } note { id } } } }`,
      { id: route.id },
    );
    expectEqual(
      layoutOf(now.route?.items ?? [], names),
      ['note@10', 'j1@20', 'j2 (complete)@30', 'j3@40'],
      'the route after a replay of the first key',
    );
  },
);

/** `count` points a little apart around a town. */
const pointsOf = (count: number): GeoPoint[] =>
  Array.from({ length: count }, (_, i) => ({
    latitude: 39.7 + (i % 20) / 1000,
    longitude: -89.6 - Math.floor(i / 20) / 1000,
  }));

const travelTimes = check(
  'travelTimes.matrix',
  TIMES,
  `travelTimes answers null (no road data) or an n x n matrix of whole non-negative seconds, to field staff too; ${TRAVEL_TIME_POINTS_MAX + 1} points are refused "${travelTimesTooManyPointsMessage()}" (BAD_USER_INPUT)`,
  async (ctx) => {
    const member = await ctx.as('level40', 'member');
    const points = pointsOf(3);
    const data = await ctx.ok(member, TRAVEL_TIMES, { companyId: member.companyId, points });
    const times = data.travelTimes as { seconds?: unknown } | null;
    if (times !== null) {
      const seconds = times.seconds;
      expectTrue(
        Array.isArray(seconds) &&
          seconds.length === 3 &&
          seconds.every(
            (row) =>
              Array.isArray(row) &&
              row.length === 3 &&
              row.every((value) => Number.isInteger(value) && value >= 0),
          ),
        `travelTimes for 3 points: expected null or 3 rows of 3 whole non-negative seconds, got ${show(times)}`,
      );
    }
    await about(`${TRAVEL_TIME_POINTS_MAX + 1} points`, async () =>
      expectRefused(
        await ctx.run(member, TRAVEL_TIMES, {
          companyId: member.companyId,
          points: pointsOf(TRAVEL_TIME_POINTS_MAX + 1),
        }),
        'BAD_USER_INPUT',
        travelTimesTooManyPointsMessage(),
      ),
    );
  },
);

export const optimizerChecks: Check[] = [
  everyPath,
  tenancy,
  staff,
  ranges,
  manualPin,
  importColumns,
  remaining,
  travelTimes,
];

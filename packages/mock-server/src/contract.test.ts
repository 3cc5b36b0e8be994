/** schema.graphql against the spec's entities and calls: names, argument names and descriptions. */
import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isIntrospectionType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLField,
} from 'graphql';
import { typeDefs } from '@routebook/schema';

const schema = buildSchema(typeDefs);
const queries = schema.getQueryType()!.getFields();
const mutations = schema.getMutationType()!.getFields();
const argNames = (field: GraphQLField<unknown, unknown> | undefined) =>
  field?.args.map((a) => a.name);

describe('every call under its name, with its argument names', () => {
  it.each([
    ['userLogin', ['data']],
    ['companyUserLogin', ['data']],
    ['sendForgotPassword', ['data']],
    ['company', ['id']],
    ['user', ['id']],
    ['companyUser', ['id']],
    ['linkCompanyUser', ['userId', 'companyUserId', 'invitecode']],
    ['checkInviteCode', ['invitecode']],
    ['checkUserName', ['companyId', 'username']],
    ['emailExists', ['email']],
    ['companyActiveUsers', ['companyId']],
    ['companyActiveCustomers', ['companyId', 'search']],
    ['companyCustomer', ['id']],
    ['routes', ['companyId', 'status']],
    ['routesArchive', ['companyId', 'status']],
    ['route', ['id']],
    ['job', ['id']],
    ['getServiceItems', ['companyId']],
    ['getJobServiceItemsByJobId', ['id']],
    ['settings', ['companyId', 'status']],
    ['customerImports', ['companyId']],
  ])('query %s(%s)', (name, args) => {
    expect(argNames(queries[name])).toEqual(args);
  });

  it.each([
    ['createUser', ['data']],
    ['createCompanyUser', ['data']],
    ['updateUser', ['id', 'data']],
    ['updateCompanyUser', ['id', 'data']],
    ['inviteCompanyUser', ['data']],
    ['deleteCompanyUser', ['id']],
    ['updateCompany', ['id', 'data']],
    ['createCompanyCustomer', ['data']],
    ['createCustomer', ['data']],
    ['updateCompanyCustomer', ['id', 'data']],
    ['updateCustomer', ['id', 'data']],
    ['deleteCompanyCustomer', ['id']],
    ['copyCompanyCustomer', ['id']],
    ['uploadCustomerCSV', ['companyId', 'file', 'existing']],
    ['createRoute', ['data']],
    ['copyRoute', ['routeId']],
    ['updateRoute', ['id', 'data']],
    ['deleteRoute', ['id']],
    ['createRouteItem', ['data', 'job', 'note']],
    ['updateRouteItemsOrder', ['items']],
    ['updateRouteNote', ['id', 'data']],
    ['deleteRouteItem', ['id']],
    ['moveRouteItem', ['routeItemId', 'newRouteId']],
    ['copyRouteItem', ['routeItemId', 'newRouteId']],
    ['createJob', ['data']],
    ['updateJob', ['id', 'data', 'clientMutationId', 'doneAt']],
    ['deleteJob', ['id']],
    ['createJobTask', ['id', 'data', 'clientMutationId']],
    ['updateJobTask', ['id', 'data', 'clientMutationId']],
    ['deleteJobTask', ['id', 'clientMutationId']],
    ['createJobNote', ['data', 'clientMutationId', 'doneAt']],
    ['updateJobNote', ['id', 'data', 'clientMutationId']],
    ['deleteJobNote', ['id', 'clientMutationId']],
    ['createJobTime', ['data', 'clientMutationId']],
    ['updateJobTime', ['id', 'data', 'clientMutationId']],
    ['deleteJobTime', ['id', 'clientMutationId']],
    ['uploadImage', ['file', 'clientMutationId']],
    ['createJobPhoto', ['data', 'clientMutationId']],
    ['deleteJobPhoto', ['id', 'clientMutationId']],
    [
      'createJobServiceItem',
      ['jobId', 'serviceItemId', 'companyId', 'note', 'isComplete', 'clientMutationId'],
    ],
    [
      'updateJobServiceItem',
      [
        'jobServiceItemId',
        'jobId',
        'serviceItemId',
        'companyId',
        'note',
        'isComplete',
        'clientMutationId',
        'doneAt',
      ],
    ],
    ['deleteJobServiceItem', ['id', 'clientMutationId']],
    ['updateJobServiceItemByPayload', ['jobId', 'items', 'clientMutationId']],
    ['createServiceItem', ['data']],
    ['updateServiceItem', ['id', 'data']],
    ['deleteServiceItem', ['id']],
  ])('mutation %s(%s)', (name, args) => {
    expect(argNames(mutations[name])).toEqual(args);
  });

  it('names the input fields the spec names', () => {
    const fields = (type: string) =>
      Object.keys((schema.getType(type) as { getFields(): object }).getFields());
    expect(fields('RouteItemInput')).toEqual(expect.arrayContaining(['route', 'order', 'type']));
    expect(fields('RouteItemJobInput')).toEqual(
      expect.arrayContaining(['route', 'customer', 'company', 'status', 'notes']),
    );
    expect(fields('RouteItemNoteInput')).toEqual(expect.arrayContaining(['route', 'note']));
    expect(fields('RouteInput')).toEqual(
      expect.arrayContaining(['name', 'status', 'company', 'isTemplate']),
    );
    expect(fields('JobInput')).toEqual(
      expect.arrayContaining(['route', 'customer', 'company', 'status', 'notes']),
    );
    expect(fields('ForgotPasswordInput')).toEqual(expect.arrayContaining(['email', 'company']));
    expect(fields('RouteItemOrderInput')).toEqual(['id', 'order']);
    expect(fields('ResultMessage')).toEqual(['result', 'msg']);
  });
});

describe('exactly-once field actions', () => {
  /**
   * Clock in/out and hours, tasks, job notes, photos, service items, status and Important Note; the
   * customer's signature too.
   */
  const FIELD_ACTIONS = [
    'updateJob',
    'createJobTask',
    'updateJobTask',
    'deleteJobTask',
    'createJobNote',
    'updateJobNote',
    'deleteJobNote',
    'createJobTime',
    'updateJobTime',
    'deleteJobTime',
    'uploadImage',
    'createJobPhoto',
    'deleteJobPhoto',
    'createJobServiceItem',
    'updateJobServiceItem',
    'deleteJobServiceItem',
    'updateJobServiceItemByPayload',
    // Can't access is recorded in the field, offline too.
    'reportCantAccess',
    'saveJobSignature',
    // The optimizer's order for the remaining stops is applied from the phone, offline too.
    'reorderRemainingStops',
  ];

  it('gives every field action, and nothing else, an optional clientMutationId: ID', () => {
    const keyed = Object.values(mutations)
      .filter((field) => field.args.some((arg) => arg.name === 'clientMutationId'))
      .map((field) => field.name);
    expect(keyed.sort()).toEqual([...FIELD_ACTIONS].sort());
    for (const name of FIELD_ACTIONS) {
      const arg = mutations[name]?.args.find((a) => a.name === 'clientMutationId');
      expect(String(arg?.type), name).toBe('ID');
      expect(arg?.description, name).toMatch(/^Extension:/);
    }
  });

  it('takes the time a note or a Complete was done on the device: an optional doneAt: String', () => {
    const timed = Object.values(mutations)
      .filter((field) => field.args.some((arg) => arg.name === 'doneAt'))
      .map((field) => field.name);
    expect(timed.sort()).toEqual(['createJobNote', 'updateJob', 'updateJobServiceItem']);
    for (const name of timed) {
      const arg = mutations[name]?.args.find((a) => a.name === 'doneAt');
      expect(String(arg?.type), name).toBe('String');
      expect(arg?.description, name).toMatch(/^Extension( \(issue \d+\))?:/);
    }
  });

  it('echoes the key on every field action payload', () => {
    for (const name of FIELD_ACTIONS) {
      const payload = mutations[name]?.type as { ofType: { getFields(): Record<string, unknown> } };
      const echo = payload.ofType.getFields().clientMutationId as { type: unknown } | undefined;
      expect(String(echo?.type), name).toBe('ID');
    }
  });
});

describe('visit report, signature and share link', () => {
  it.each([
    ['saveJobSignature', ['jobId', 'data', 'clientMutationId']],
    ['shareVisitReport', ['jobId']],
    ['revokeVisitReportLink', ['jobId']],
  ])('mutation %s(%s), an extension', (name, args) => {
    expect(argNames(mutations[name])).toEqual(args);
    expect(mutations[name]?.description).toMatch(/^Extension/);
  });

  it('query sharedVisitReport(token), an extension answering a VisitReport or null', () => {
    expect(argNames(queries.sharedVisitReport)).toEqual(['token']);
    expect(queries.sharedVisitReport?.description).toMatch(/^Extension/);
    expect(String(queries.sharedVisitReport?.type)).toBe('VisitReport');
  });

  it('marks the new fields of Job, JobNote and JobNoteInput as extensions', () => {
    const field = (type: string, name: string) =>
      (
        schema.getType(type) as { getFields(): Record<string, { description?: string | null }> }
      ).getFields()[name];
    for (const [type, name] of [
      ['Job', 'signature'],
      ['Job', 'reportLink'],
      ['Job', 'visitReport'],
      ['JobNote', 'forCustomer'],
      ['JobNoteInput', 'forCustomer'],
    ] as const) {
      expect(field(type, name)?.description, `${type}.${name}`).toMatch(/^Extension/);
    }
  });
});

describe('where each customer is', () => {
  const fieldsOf = (type: string) =>
    (
      schema.getType(type) as {
        getFields(): Record<string, { description?: string | null; type: unknown }>;
      }
    ).getFields();

  it('gives a customer an optional location: a point and where it came from', () => {
    const location = fieldsOf('Customer').location;
    expect(String(location?.type)).toBe('CustomerLocation');
    expect(location?.description).toMatch(/^Extension/);
    expect(Object.keys(fieldsOf('CustomerLocation'))).toEqual(['latitude', 'longitude', 'source']);
    const source = schema.getType('LocationSource');
    expect(isEnumType(source) && source.getValues().map((value) => value.name)).toEqual([
      'geocoded',
      'manual',
    ]);
  });

  it('places a pin by hand through CustomerInput.location, both coordinates required', () => {
    const input = fieldsOf('CustomerInput').location;
    expect(String(input?.type)).toBe('LocationInput');
    expect(input?.description).toMatch(/^Extension/);
    const point = fieldsOf('LocationInput');
    expect([String(point.latitude?.type), String(point.longitude?.type)]).toEqual([
      'Float!',
      'Float!',
    ]);
  });

  it('mutation geocodeCustomer(id), an extension answering the customer', () => {
    expect(argNames(mutations.geocodeCustomer)).toEqual(['id']);
    expect(mutations.geocodeCustomer?.description).toMatch(/^Extension/);
    expect(String(mutations.geocodeCustomer?.type)).toBe('CustomerPayload!');
  });

  it('mutation updateCompanyDepot(companyId, depot), an extension answering the company', () => {
    expect(argNames(mutations.updateCompanyDepot)).toEqual(['companyId', 'depot']);
    expect(mutations.updateCompanyDepot?.description).toMatch(/^Extension/);
    expect(String(mutations.updateCompanyDepot?.type)).toBe('Company!');
    expect(String(mutations.updateCompanyDepot?.args[1]?.type)).toBe('LocationInput');
  });

  it('mutation reorderRemainingStops(routeId, jobIds, clientMutationId), an extension', () => {
    expect(argNames(mutations.reorderRemainingStops)).toEqual([
      'routeId',
      'jobIds',
      'clientMutationId',
    ]);
    expect(mutations.reorderRemainingStops?.description).toMatch(/^Extension/);
    expect(String(mutations.reorderRemainingStops?.type)).toBe('RemainingStopsPayload!');
    expect(String(mutations.reorderRemainingStops?.args[1]?.type)).toBe('[ID!]!');
  });

  it('query travelTimes(companyId, points), an extension answering TravelTimes or null', () => {
    expect(argNames(queries.travelTimes)).toEqual(['companyId', 'points']);
    expect(queries.travelTimes?.description).toMatch(/^Extension/);
    expect(String(queries.travelTimes?.type)).toBe('TravelTimes');
    expect(String(queries.travelTimes?.args[1]?.type)).toBe('[LocationInput!]!');
  });

  it("tells each import's locations: from the file, geocoded, and the lines needing a pin", () => {
    const record = fieldsOf('CustomerImport');
    for (const name of ['locatedFromFileCount', 'geocodedCount', 'needsPinLines']) {
      expect(record[name]?.description, name).toMatch(/^Extension/);
    }
    expect(String(record.needsPinLines?.type)).toBe('[Int!]!');
  });
});

describe('every entity and field', () => {
  it.each([
    ['Route', 'id name status isTemplate company jobs items'],
    ['RouteItem', 'id type order job note'],
    ['RouteNote', 'id note'],
    ['Job', 'id notes status route customer company tasks jobTime photos jobNotes jobServiceItems'],
    [
      'Customer',
      'id firstName lastName displayName mobile address1 address2 city state zip email status note company jobCount hasJobs',
    ],
    ['JobTask', 'id description status job'],
    ['JobNote', 'id description status createByName'],
    ['JobTime', 'id status timeIn timeInAt timeOut timeOutAt user'],
    ['JobPhoto', 'id notes url photoDate'],
    ['JobServiceItem', 'id note isComplete serviceItem job company'],
    ['ServiceItem', 'id name abbreviation status company'],
    ['CompanyUser', 'id username firstName lastName mobile email role status company'],
    ['User', 'id firstName lastName email companies currentUser'],
    [
      'Company',
      'id name routebookId status logo address address2 addressCity addressState addressZip website planLevel planSubscriptionId companyUsers customers',
    ],
    ['InviteCheck', 'companyUserId status companyName companyId firstName lastName userId email'],
    ['CustomerImport', 'createdAt desc recordCount status invalidData'],
    ['Setting', 'id key name status'],
    ['LoginResult', 'status token user'],
  ])('%s', (type, names) => {
    const fields = Object.keys((schema.getType(type) as { getFields(): object }).getFields());
    expect(fields).toEqual(expect.arrayContaining(names.split(' ')));
  });

  it('keeps userLogin, companyUserLogin and sendForgotPassword queries, as the spec lists them', () => {
    expect(Object.keys(queries)).toEqual(
      expect.arrayContaining(['userLogin', 'companyUserLogin', 'sendForgotPassword']),
    );
  });
});

describe('lists a page at a time', () => {
  it('Company.customersConnection is a Relay connection, marked as an extension', () => {
    const company = schema.getType('Company') as { getFields(): Record<string, any> };
    const field = company.getFields().customersConnection;
    expect(argNames(field)).toEqual(['first', 'after', 'search', 'status', 'needsPin', 'orderBy']);
    expect(field.description).toMatch(/^Extension: /);
    expect(String(field.type)).toBe('CustomerConnection!');
    const fields = (type: string) =>
      Object.keys((schema.getType(type) as { getFields(): object }).getFields());
    expect(fields('CustomerConnection')).toEqual(['edges', 'pageInfo', 'totalCount']);
    expect(fields('CustomerEdge')).toEqual(['cursor', 'node']);
    expect(fields('PageInfo')).toEqual([
      'hasNextPage',
      'hasPreviousPage',
      'startCursor',
      'endCursor',
    ]);
  });
});

describe('descriptions', () => {
  it('describes every type, field, input field and enum value', () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (isIntrospectionType(type) || (isScalarType(type) && isSpecifiedScalarType(type)))
        continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
        }
      }
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues()) {
          if (!value.description) missing.push(`${type.name}.${value.name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

/**
 * The app's real operations (the Relay artifacts: run `npm run relay` first) against the mock
 * server's schema and against copies of it with one breaking edit each; small schemas of their
 * own for what the app's schema does not have (unions, custom directives).
 */
import {
  buildASTSchema,
  buildSchema,
  findBreakingChanges,
  Kind,
  parse,
  parseType,
  visit,
  type DocumentNode,
  type FieldDefinitionNode,
  type GraphQLSchema,
  type InputValueDefinitionNode,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { typeDefs } from '@routebook/schema';
import {
  checkCompatibility,
  formatProblem,
  type AppOperation,
  type Problem,
} from './contractCheck';
import { loadAppSide } from './operations';

let operations: AppOperation[];
let appSchema: GraphQLSchema;

beforeAll(async () => {
  ({ operations, appSchema } = await loadAppSide());
});

type Edit = (document: DocumentNode) => DocumentNode;

/** The mock server's schema (its typeDefs) with `edits` applied. */
const edited = (...edits: Edit[]) =>
  buildASTSchema(edits.reduce((document, edit) => edit(document), parse(typeDefs)));

/** Changes the fields (or input fields, or values) of the type named `name`. */
const onType =
  (
    name: string,
    change: <T extends { name: { value: string } }>(items: readonly T[]) => T[],
  ): Edit =>
  (document) =>
    visit(document, {
      enter(node) {
        if (!('name' in node) || node.name?.value !== name) return undefined;
        if (node.kind === Kind.ENUM_TYPE_DEFINITION) {
          return { ...node, values: change(node.values ?? []) };
        }
        if (
          node.kind === Kind.OBJECT_TYPE_DEFINITION ||
          node.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION
        ) {
          return {
            ...node,
            fields: change<FieldDefinitionNode | InputValueDefinitionNode>(node.fields ?? []),
          };
        }
        return undefined;
      },
    });

const removeMember = (type: string, member: string) =>
  onType(type, (items) => items.filter((item) => item.name.value !== member));

const changeMember = <T>(type: string, member: string, change: (node: T) => T) =>
  onType(type, (items) =>
    items.map((item) =>
      item.name.value === member ? (change(item as unknown as T) as never) : item,
    ),
  );

const setType = (type: string, field: string, sdlType: string) =>
  changeMember<FieldDefinitionNode | InputValueDefinitionNode>(type, field, (node) => ({
    ...node,
    type: parseType(sdlType),
  }));

/** An argument as SDL (`companyId: ID!`) made into its AST. */
const argument = (sdl: string): InputValueDefinitionNode => {
  const [definition] = parse(`type T { f(${sdl}): Int }`).definitions;
  if (definition?.kind !== Kind.OBJECT_TYPE_DEFINITION) throw new Error('not an object type');
  return definition.fields![0]!.arguments![0]!;
};

const changeArguments = (
  type: string,
  field: string,
  change: (args: readonly InputValueDefinitionNode[]) => InputValueDefinitionNode[],
) =>
  changeMember<FieldDefinitionNode>(type, field, (node) => ({
    ...node,
    arguments: change(node.arguments ?? []),
  }));

const byCoordinate = (problems: Problem[]) =>
  Object.fromEntries(problems.map((problem) => [problem.coordinate, problem]));

/** Whether graphql-js calls the edit breaking at all (a test of the edit, not of the check). */
const breakingFor = (endpoint: GraphQLSchema) =>
  findBreakingChanges(appSchema, endpoint).map((change) => change.description);

describe('the app against the mock server', () => {
  it('reads the operations the compiler generated, fragments included', () => {
    expect(operations.length).toBeGreaterThan(50);
    const page = operations.find((operation) => operation.name === 'JobDetailPageQuery');
    expect(page?.text).toMatch(/^query JobDetailPageQuery\b/);
    expect(page?.text).toContain('fragment JobDetailPage_job on Job');
  });

  it('finds no problem against the mock server’s own schema', () => {
    const report = checkCompatibility(operations, appSchema, buildSchema(typeDefs));
    expect(report.problems).toEqual([]);
    expect(report.checked.operations).toBe(operations.length);
    expect(report.checked.fields).toBeGreaterThan(200);
  });

  it('matches root types by operation; a fragment on the root names it', () => {
    const renamed: Edit = (document) =>
      visit(document, {
        NamedType: (node) =>
          node.name.value === 'Query'
            ? { ...node, name: { ...node.name, value: 'query_root' } }
            : undefined,
        ObjectTypeDefinition: (node) =>
          node.name.value === 'Query'
            ? { ...node, name: { ...node.name, value: 'query_root' } }
            : undefined,
      });
    const endpoint = edited(renamed);
    expect(endpoint.getQueryType()?.name).toBe('query_root');
    expect(checkCompatibility(operations, appSchema, endpoint).problems).toEqual([
      {
        coordinate: 'Query',
        kind: 'missing',
        message: 'missing (the endpoint calls it query_root; fragments on Query fail)',
        // The customers page's refetchable fragment is `on Query`; other queries are fine.
        operations: ['CustomersPageListQuery', 'CustomersPageQuery'],
      },
    ]);
  });
});

describe('one breaking edit at a time', () => {
  it('a field removed: Route.items, with the operations that read it', () => {
    const endpoint = edited(removeMember('Route', 'items'));
    expect(breakingFor(endpoint)).toContain('Route.items was removed.');
    const { problems } = checkCompatibility(operations, appSchema, endpoint);
    expect(problems.map((problem) => problem.coordinate)).toEqual(['Route.items']);
    const [problem] = problems;
    expect(problem).toMatchObject({ kind: 'missing', message: 'missing' });
    expect(problem!.operations).toContain('RouteDetailPageQuery');
    expect(problem!.operations).toContain('mutationsReorderMutation');
    expect(problem!.operations).not.toContain('JobDetailPageQuery');
    expect(formatProblem(problem!)).toMatch(
      /^Route\.items: missing — used by .*RouteDetailPageQuery/,
    );
  });

  it('a field’s type changed String to Int: Route.name', () => {
    const { problems } = checkCompatibility(
      operations,
      appSchema,
      edited(setType('Route', 'name', 'Int!')),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      coordinate: 'Route.name',
      kind: 'type-changed',
      message: 'type changed from String! to Int!',
    });
    expect(problems[0]!.operations).toContain('EditRoutePageQuery');
  });

  it('a field that may now be null breaks the app; one that may no longer be null does not', () => {
    const nullable = checkCompatibility(
      operations,
      appSchema,
      edited(setType('Route', 'name', 'String')),
    );
    expect(nullable.problems.map(formatProblem)[0]).toMatch(
      /^Route\.name: type changed from String! to String — used by /,
    );
    const nonNull = checkCompatibility(
      operations,
      appSchema,
      edited(setType('Query', 'route', 'Route!')),
    );
    expect(nonNull.problems).toEqual([]);
  });

  it('an argument removed: Query.routes(status:)', () => {
    const endpoint = edited(
      changeArguments('Query', 'routes', (args) =>
        args.filter((arg) => arg.name.value !== 'status'),
      ),
    );
    expect(byCoordinate(checkCompatibility(operations, appSchema, endpoint).problems)).toEqual({
      'Query.routes(status:)': {
        coordinate: 'Query.routes(status:)',
        kind: 'missing',
        message: 'missing',
        operations: ['TimeClockPageQuery'],
      },
    });
  });

  /** The operations that read `route(id:)` (the route detail, its forms, the next stop, …). */
  const routeByIdUsers = () =>
    operations
      .filter((operation) => /\broute\(id: /.test(operation.text))
      .map((operation) => operation.name)
      .sort();

  it('an argument’s type changed: Query.route(id:) from ID! to Int!', () => {
    const endpoint = edited(changeArguments('Query', 'route', () => [argument('id: Int!')]));
    const [problem, ...others] = checkCompatibility(operations, appSchema, endpoint).problems;
    expect(others).toEqual([]);
    expect(problem).toMatchObject({
      coordinate: 'Query.route(id:)',
      kind: 'type-changed',
      message: 'type changed from ID! to Int!',
    });
    expect(routeByIdUsers()).toEqual(
      expect.arrayContaining(['EditNotePageQuery', 'EditRoutePageQuery', 'RouteDetailPageQuery']),
    );
    expect(problem!.operations).toEqual(routeByIdUsers());
  });

  it('a required argument added: Query.route(companyId: ID!); an optional one is fine', () => {
    const required = edited(
      changeArguments('Query', 'route', (args) => [...args, argument('companyId: ID!')]),
    );
    expect(breakingFor(required)).toContain('A required arg companyId on Query.route was added.');
    expect(checkCompatibility(operations, appSchema, required).problems).toEqual([
      {
        coordinate: 'Query.route(companyId:)',
        kind: 'required-added',
        message: 'new required argument, not sent',
        operations: routeByIdUsers(),
      },
    ]);
    const optional = edited(
      changeArguments('Query', 'route', (args) => [...args, argument('companyId: ID')]),
    );
    expect(checkCompatibility(operations, appSchema, optional).problems).toEqual([]);
  });

  it('an argument the app leaves out made required: Query.routes(status:)', () => {
    const endpoint = edited(
      changeArguments('Query', 'routes', (args) =>
        args.map((arg) => (arg.name.value === 'status' ? argument('status: RouteStatus!') : arg)),
      ),
    );
    const problems = byCoordinate(checkCompatibility(operations, appSchema, endpoint).problems);
    // TimeClockPageQuery sends it from a nullable variable, which may hold null.
    expect(problems['Query.routes(status:)']).toMatchObject({
      kind: 'type-changed',
      message: 'type changed from RouteStatus to RouteStatus!',
      operations: ['TimeClockPageQuery'],
    });
  });

  it('an enum value removed: JobStatus.cancelled', () => {
    const endpoint = edited(removeMember('JobStatus', 'cancelled'));
    expect(breakingFor(endpoint)).toContain('cancelled was removed from enum type JobStatus.');
    const { problems } = checkCompatibility(operations, appSchema, endpoint);
    expect(problems.map((problem) => `${problem.coordinate}: ${problem.message}`)).toEqual([
      'JobStatus.cancelled: missing',
    ]);
    expect(problems[0]!.operations).toContain('JobDetailPageQuery');
  });

  it('an input field renamed: RouteInput.name to title (required)', () => {
    const endpoint = edited(
      changeMember<InputValueDefinitionNode>('RouteInput', 'name', (node) => ({
        ...node,
        name: { ...node.name, value: 'title' },
        type: parseType('String!'),
      })),
    );
    expect(breakingFor(endpoint)).toEqual(
      expect.arrayContaining([
        'RouteInput.name was removed.',
        'A required field title on input type RouteInput was added.',
      ]),
    );
    expect(checkCompatibility(operations, appSchema, endpoint).problems.map(formatProblem)).toEqual(
      [
        'RouteInput.name: missing — used by useCreateRouteMutation',
        'RouteInput.title: new required input field, not sent — used by useCreateRouteMutation',
      ],
    );
  });

  it('an input field the app may send made of another type: JobInput.status', () => {
    const endpoint = edited(setType('JobInput', 'status', 'String'));
    const problems = byCoordinate(checkCompatibility(operations, appSchema, endpoint).problems);
    expect(problems['JobInput.status']).toMatchObject({
      kind: 'type-changed',
      message: 'type changed from JobStatus to String',
    });
    expect(problems['JobInput.status']!.operations).toContain('updateJobMutation');
  });

  it('a custom scalar missing: Upload', () => {
    const renamed: Edit = (document) =>
      visit(document, {
        NamedType: (node) =>
          node.name.value === 'Upload'
            ? { ...node, name: { ...node.name, value: 'File' } }
            : undefined,
        ScalarTypeDefinition: (node) =>
          node.name.value === 'Upload'
            ? { ...node, name: { ...node.name, value: 'File' } }
            : undefined,
      });
    const problems = byCoordinate(
      checkCompatibility(operations, appSchema, edited(renamed)).problems,
    );
    expect(problems['Upload']).toMatchObject({
      kind: 'missing',
      message: 'missing (custom scalar)',
    });
    expect(problems['Upload']!.operations).toContain('uploadImageMutation');
    expect(problems['Mutation.uploadImage(file:)']?.message).toBe(
      'type changed from Upload! to File!',
    );
  });

  it('a field the app does not use may go', () => {
    // (companyActiveUsers was one until Today and the route forms read it.)
    const endpoint = edited(removeMember('Query', 'checkUserName'));
    expect(breakingFor(endpoint)).toContain('Query.checkUserName was removed.');
    expect(checkCompatibility(operations, appSchema, endpoint).problems).toEqual([]);
  });
});

describe('what the app’s schema does not have', () => {
  const app = buildSchema(`
    directive @cached on QUERY
    type Query { search: [Result!]! node: Node }
    union Result = Route | Job
    interface Node { id: ID! }
    type Route implements Node { id: ID! name: String! }
    type Job implements Node { id: ID! status: Status! }
    enum Status { active done }
  `);
  const searchRoutes = {
    name: 'SearchQuery',
    text: 'query SearchQuery { search { ... on Route { name } } }',
  };
  const nodeJob = {
    name: 'NodeQuery',
    text: 'query NodeQuery { node { id ... on Job { status } } }',
  };
  const cached = { name: 'CachedQuery', text: 'query CachedQuery @cached { node { id } }' };

  it('a union member removed', () => {
    const endpoint = buildSchema(`
      type Query { search: [Result!]! }
      union Result = Job
      type Route { id: ID! name: String! }
      type Job { id: ID! }
    `);
    expect(checkCompatibility([searchRoutes], app, endpoint).problems).toEqual([
      {
        coordinate: 'Result',
        kind: 'member-removed',
        message: 'no longer includes Route',
        operations: ['SearchQuery'],
      },
    ]);
  });

  it('an interface no longer implemented, and a type of another kind', () => {
    const endpoint = buildSchema(`
      type Query { node: Node }
      interface Node { id: ID! }
      type Job { id: ID! status: Status! }
      scalar Status
    `);
    expect(checkCompatibility([nodeJob], app, endpoint).problems.map(formatProblem)).toEqual([
      'Node: no longer includes Job — used by NodeQuery',
      'Status: kind changed from enum to scalar — used by NodeQuery',
    ]);
  });

  it('what only validation sees: a directive that moved', () => {
    const endpoint = buildSchema(`
      directive @cached on FIELD
      type Query { node: Node }
      interface Node { id: ID! }
    `);
    expect(checkCompatibility([cached], app, endpoint).problems.map(formatProblem)).toEqual([
      'invalid on the endpoint: Directive "@cached" may not be used on QUERY. — used by CachedQuery',
    ]);
  });

  it('a directive missing', () => {
    const endpoint = buildSchema('type Query { node: Node } interface Node { id: ID! }');
    expect(checkCompatibility([cached], app, endpoint).problems.map(formatProblem)).toEqual([
      '@cached: missing — used by CachedQuery',
    ]);
  });
});

/**
 * The app asks for a field a regular member may not read (a colleague's email or mobile, another
 * company's details) only where no regular member's answer depends on it: beneath an admin-only
 * field, in an operation an admin-only query makes an admin's alone, or on the caller's own
 * account. Read from the Relay artifacts (fragments followed), against the server's field rules.
 */
import { describe, expect, it } from 'vitest';
import {
  buildSchema,
  isNonNullType,
  Kind,
  parse,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { typeDefs } from '@routebook/schema';
import {
  accessRules,
  createMockServer,
  fieldAccessRules,
  type AccessRule,
} from '@routebook/mock-server';

const artifacts = import.meta.glob<{
  default: { kind: string; params?: { text?: string | null } };
}>('../**/__generated__/*.graphql.ts', { eager: true });

const operations = Object.values(artifacts).flatMap((module) => {
  const artifact = module.default;
  const text = artifact.kind === 'Request' ? (artifact as ConcreteRequest).params.text : null;
  return text ? [text] : [];
});

/** The steps that lead to the caller's own account and memberships. */
const OWN_STEPS = new Set([
  'Query.me',
  'Query.userLogin',
  'Query.companyUserLogin',
  'Mutation.createUser',
  'LoginResult.user',
  'User.currentUser',
  'User.companies',
]);

interface Rules {
  roots: Map<string, AccessRule>;
  fields: Map<string, AccessRule>;
}

/** A field read that a regular member's answer would be refused, as `Type.field` steps. */
function riskyReadings(schema: GraphQLSchema, rules: Rules, text: string): string[][] {
  const document = parse(text);
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const root =
    operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  // An admin-only query asked whatever the variables: a regular member's answer is refused whole.
  const forAdminsAlone = operation.selectionSet.selections.some(
    (s) =>
      s.kind === Kind.FIELD &&
      !s.directives?.length &&
      rules.roots.get(s.name.value)?.role === 'admin' &&
      isNonNullType(root!.getFields()[s.name.value]!.type),
  );
  if (forAdminsAlone) return [];

  const risky: string[][] = [];
  const walk = (set: SelectionSetNode, type: GraphQLCompositeType, path: string[]) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)!;
        const on = schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType;
        walk(fragment.selectionSet, on, path);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition
          ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType)
          : type;
        walk(selection.selectionSet, on, path);
        continue;
      }
      if (selection.name.value === '__typename' || !('getFields' in type)) continue;
      const step = `${type.name}.${selection.name.value}`;
      const rule =
        path.length === 0 ? rules.roots.get(selection.name.value) : rules.fields.get(step);
      if (rule?.role === 'admin') continue; // an admin's part of the answer
      const onOwnAccount = path.every((earlier) => OWN_STEPS.has(earlier));
      const anotherCompany = type.name === 'Company' && path.includes('User.companies');
      if ((rule?.selfOrAdmin && !onOwnAccount) || (rule && anotherCompany)) {
        risky.push([...path, step]);
      }
      const field = type.getFields()[selection.name.value]!;
      const named = field.type.toString().replace(/[[\]!]/g, '');
      if (selection.selectionSet) {
        walk(selection.selectionSet, schema.getType(named) as GraphQLCompositeType, [
          ...path,
          step,
        ]);
      }
    }
  };
  walk(operation.selectionSet, root!, []);
  return risky;
}

describe("the app's operations and the field rules", () => {
  it('find the operations Relay compiled', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it("ask for a colleague's private fields only as an admin, and another company's name alone", async () => {
    const server = await createMockServer({ empty: true });
    const rules = { roots: accessRules(server.schema), fields: fieldAccessRules(server.schema) };
    const schema = buildSchema(typeDefs);
    const risky = operations.flatMap((text) =>
      riskyReadings(schema, rules, text).map((path) => path.join(' > ')),
    );
    expect(risky).toEqual([]);
    // It can find one: a route's technician's email, asked by any member.
    expect(
      riskyReadings(schema, rules, 'query Q { route(id: "r") { technician { firstName email } } }'),
    ).toEqual([['Query.route', 'Route.technician', 'CompanyUser.email']]);
    expect(
      riskyReadings(schema, rules, 'query Q { me { companies { company { name logo } } } }'),
    ).toEqual([['Query.me', 'User.companies', 'CompanyUser.company', 'Company.logo']]);
  });
});

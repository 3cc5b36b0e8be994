/**
 * Only admins manage the company. Every operation (and field) that schema.graphql marks
 * `@access(role: admin)` is refused with FORBIDDEN for a regular member. The list is read from the
 * schema, so an admin-only operation added later is checked without editing the kit. Each call is
 * built with made-up arguments of the right types (the member's own company where an argument
 * names a company): a well-typed call that only the role can refuse. The member is of level 40,
 * whose plan includes every feature, so no plan gate answers first.
 */
import {
  Kind,
  buildASTSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  parse,
  print,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { typeDefs } from '@routebook/schema';
import { check, fail, type Check } from '../check';
import type { GraphQLResult } from '../client';
import type { CheckContext, Session } from '../context';
import { eachWay, type Way } from './support';

const SECTION = '§6 Roles and permissions';

/** A made-up id: no record has it. */
export const MADE_UP_ID = 'conformance-made-up-id';

/** Where a type's admin-only fields are read from: the root types, and Company by `company(id:)`. */
const REACHABLE_TYPES: readonly string[] = ['Query', 'Mutation', 'Company'];

export interface AdminOnlyField {
  /** The type that has the field (Query and Mutation: an operation). */
  type: string;
  field: string;
}

let built: GraphQLSchema | null = null;
const schema = () => (built ??= buildASTSchema(parse(typeDefs)));

function isAdminOnly(field: GraphQLField<unknown, unknown>): boolean {
  return (field.astNode?.directives ?? []).some(
    (directive) =>
      directive.name.value === 'access' &&
      (directive.arguments ?? []).some(
        (arg) =>
          arg.name.value === 'role' && arg.value.kind === Kind.ENUM && arg.value.value === 'admin',
      ),
  );
}

/** Every field of the schema marked `@access(role: admin)`, on any object type. */
export function adminOnlyFields(): AdminOnlyField[] {
  const fields: AdminOnlyField[] = [];
  for (const type of Object.values(schema().getTypeMap())) {
    if (type.name.startsWith('__') || !('getFields' in type) || isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
      if (isAdminOnly(field)) fields.push({ type: type.name, field: field.name });
    }
  }
  return fields;
}

/** The admin-only fields on types the check cannot reach (a test keeps this empty). */
export function unreachableAdminOnlyFields(): AdminOnlyField[] {
  return adminOnlyFields().filter((f) => !REACHABLE_TYPES.includes(f.type));
}

/** A value of `type`: required input fields only, the member's company for company ids. */
function sample(type: GraphQLInputType, name: string, session: Session): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name, session);
  if (isListType(type)) return [sample(type.ofType, name, session)];
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type, field.name, session)]),
    );
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return /^company(Id)?$/.test(name) ? session.companyId : MADE_UP_ID;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'Upload':
        return null;
      default:
        return 'conformance';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

export interface RoleCall {
  name: string;
  query: string;
  variables: Record<string, unknown>;
  /** Variables that are files (sent as a multipart upload). */
  files: string[];
}

const isUpload = (arg: GraphQLArgument) => getNamedType(arg.type).name === 'Upload';

/** The call of one admin-only field as `session`, with the required arguments made up. */
export function callOf(target: AdminOnlyField, session: Session): RoleCall {
  const type = schema().getType(target.type) as { getFields(): Record<string, any> };
  const field = type.getFields()[target.field] as GraphQLField<unknown, unknown>;
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const variables: Record<string, unknown> = {};
  for (const arg of args) variables[arg.name] = sample(arg.type, arg.name, session);
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  const call = `${field.name}${args.length ? `(${args.map((a) => `${a.name}: $${a.name}`).join(', ')})` : ''}${selection}`;
  const definitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
  let body: string;
  let operation: 'query' | 'mutation' = 'query';
  if (target.type === 'Mutation' || target.type === 'Query') {
    operation = target.type === 'Mutation' ? 'mutation' : 'query';
    body = call;
  } else {
    definitions.push('$companyOfMember: ID!');
    variables.companyOfMember = session.companyId;
    body = `company(id: $companyOfMember) { ${call} }`;
  }
  const name = `ConformanceRole_${target.type}_${target.field}`;
  const head = definitions.length ? `(${definitions.join(', ')})` : '';
  return {
    name: `${target.type === 'Query' || target.type === 'Mutation' ? '' : `${target.type}.`}${target.field}`,
    query: print(parse(`${operation} ${name}${head} { ${body} }`)),
    variables,
    files: args.filter(isUpload).map((arg) => arg.name),
  };
}

/** A small file of no use to anyone: a CSV without the columns the import needs. */
const FILE = {
  bytes: new TextEncoder().encode('conformance\n'),
  name: 'conformance.csv',
  type: 'text/csv',
};

/** Sends the call as `session` the `way` given; a call with files goes as a multipart upload. */
async function send(
  ctx: CheckContext,
  session: Session,
  call: RoleCall,
  way: Way,
): Promise<GraphQLResult> {
  if (call.files.length === 0) return way.run(session, call.query, call.variables);
  const answer = await ctx.client.upload(
    { query: call.query, variables: call.variables },
    Object.fromEntries(call.files.map((name) => [name, FILE])),
    { token: session.token },
  );
  return answer.body ?? {};
}

const adminOnly = check(
  'roles.admin-only',
  SECTION,
  'every operation and field schema.graphql marks @access(role: admin) is refused with FORBIDDEN for a regular member, alone and in a batch (a call with a file as its upload)',
  async (ctx) => {
    const member = await ctx.as('level40', 'member');
    const unreachable = unreachableAdminOnlyFields();
    if (unreachable.length) {
      fail(`the kit cannot reach ${unreachable.map((f) => `${f.type}.${f.field}`).join(', ')}`);
    }
    const calls = adminOnlyFields().map((target) => callOf(target, member));
    for (const way of eachWay(ctx)) {
      const wrong: string[] = [];
      for (const call of calls) {
        if (call.files.length && way.how !== 'alone') continue;
        const result = await send(ctx, member, call, way);
        const codes = (result.errors ?? []).map((error) => String(error.extensions?.code));
        if (!codes.includes('FORBIDDEN')) {
          wrong.push(
            `${call.name}: ${codes.length ? `${codes.join(', ')} "${result.errors?.[0]?.message}"` : `answered ${JSON.stringify(result.data)}`}`,
          );
        }
      }
      if (wrong.length) {
        fail(`not refused with FORBIDDEN for a regular member (${way.how}): ${wrong.join('; ')}`);
      }
    }
  },
);

export const roleChecks: Check[] = [adminOnly];

import {
  defaultFieldResolver,
  isObjectType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { hasFeature, messages, type Feature, type Role } from '@routebook/schema';
import { forbidden, planLimit } from './errors';
import { requireSession, sessionForToken, type Context } from './context';
import type { CompanyRecord, CompanyUserRecord, UserRecord } from './store/records';
import type { Turn, WriteQueue } from './writeQueue';

export interface AccessRule {
  /** Whether the field carries @access, @selfOrAdmin or @public at all. */
  declared: boolean;
  public: boolean;
  role: Role | null;
  feature: Feature | null;
  /** @selfOrAdmin: only the person the record stands for, or an admin of its company. */
  selfOrAdmin: boolean;
}

type SchemaField = Parameters<typeof getDirective>[1];

const rootTypes = (schema: GraphQLSchema) => [schema.getQueryType(), schema.getMutationType()];

/** The @access / @public rule of every root operation, by name (also used by the tests and docs). */
export function accessRules(schema: GraphQLSchema): Map<string, AccessRule> {
  const rules = new Map<string, AccessRule>();
  for (const type of rootTypes(schema)) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      rules.set(field.name, ruleOf(schema, field));
    }
  }
  return rules;
}

/** The rule of every field of an object type that declares one, by `Type.field` (docs, tests). */
export function fieldAccessRules(schema: GraphQLSchema): Map<string, AccessRule> {
  const roots = new Set(rootTypes(schema).map((type) => type?.name));
  const rules = new Map<string, AccessRule>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__') || roots.has(type.name)) continue;
    for (const field of Object.values(type.getFields())) {
      const rule = ruleOf(schema, field);
      if (rule.declared) rules.set(`${type.name}.${field.name}`, rule);
    }
  }
  return rules;
}

function ruleOf(schema: GraphQLSchema, field: SchemaField): AccessRule {
  const access = getDirective(schema, field, 'access')?.[0] as
    { role?: Role; feature?: Feature } | undefined;
  const isPublic = (getDirective(schema, field, 'public')?.length ?? 0) > 0;
  const selfOrAdmin = (getDirective(schema, field, 'selfOrAdmin')?.length ?? 0) > 0;
  return {
    declared: isPublic || selfOrAdmin || access !== undefined,
    public: isPublic,
    role: access?.role ?? null,
    feature: access?.feature ?? null,
    selfOrAdmin,
  };
}

/** Refuses the caller unless the rule lets them in. */
function checkRule(rule: AccessRule, ctx: Context): void {
  if (rule.public) return;
  const { companyUser, company } = requireSession(ctx);
  if (rule.role === 'admin' && companyUser.role !== 'admin') forbidden();
  if (rule.feature && !hasFeature(company.planLevel, rule.feature)) {
    planLimit(messages.planFeature);
  }
}

/**
 * Whose a record is: the companies it belongs to and, for a person's records, their account.
 * A type's fields can carry a rule only when its records are listed here.
 */
interface Holder {
  companyIds: readonly string[];
  userId: string | null;
}

const companyRecord = (record: { companyId: string }): Holder => ({
  companyIds: [record.companyId],
  userId: null,
});

const HOLDERS: Record<string, (record: never, ctx: Context) => Holder> = {
  Company: (company: CompanyRecord) => ({ companyIds: [company.id], userId: null }),
  CompanyUser: (member: CompanyUserRecord) => ({
    companyIds: [member.companyId],
    userId: member.userId,
  }),
  // An account is held by every company it has a membership in (any status).
  User: (account: UserRecord, ctx) => ({
    companyIds: ctx.store.companyUsers.where('userId', account.id).map((m) => m.companyId),
    userId: account.id,
  }),
  Route: companyRecord,
  Job: companyRecord,
  JobNote: companyRecord,
};

/**
 * A type's field: the record must be the caller's company's (another company's record, such as
 * the company of a membership elsewhere, shows only what carries no rule), then role and plan as
 * for an operation. With @selfOrAdmin only the person themself, or an admin of the record's
 * company, reads it.
 */
function checkRecordRule(rule: AccessRule, ctx: Context, holder: Holder): void {
  const session = requireSession(ctx);
  if (rule.selfOrAdmin && holder.userId !== null && holder.userId === session.user.id) return;
  if (!holder.companyIds.includes(session.company.id)) forbidden(messages.wrongCompany);
  if (rule.selfOrAdmin && session.companyUser.role !== 'admin') forbidden();
  checkRule(rule, ctx);
}

/** The turn in the write queue of the mutation each resolver call belongs to. */
const turns = new WeakMap<GraphQLResolveInfo, Turn>();

/**
 * Runs slow work that writes nothing (a geocoder over the network) outside the mutation's turn in
 * the write queue, so it holds no other caller's write. Afterwards the caller is checked again
 * (session, role, plan), and whatever the resolver read before must be read again.
 */
export function outsideWriteTurn<T>(info: GraphQLResolveInfo, work: () => Promise<T>): Promise<T> {
  const turn = turns.get(info);
  return turn ? turn.outside(work) : work();
}

/**
 * Wraps every field that carries @access, @selfOrAdmin or @public so the rule is checked before
 * it resolves. A root operation without a rule is a schema error (nothing is open by accident),
 * and so is a rule on a type whose records access.ts cannot tell the holder of.
 *
 * Every mutation takes its turn in `writes`; in its turn the session is read again from the token
 * (one revoked or changed while the request waited is seen), the rule is checked and the resolver
 * runs to its end. So a check and the write it guards are one step (decisions.md: "Atomic writes").
 */
export function enforceAccess(schema: GraphQLSchema, writes: WriteQueue): GraphQLSchema {
  const roots = new Set(rootTypes(schema).map((type) => type?.name));
  const mutation = schema.getMutationType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const rule = ruleOf(schema, field);
      const name = `${typeName}.${fieldName}`;
      if (!rule.declared) {
        if (roots.has(typeName)) throw new Error(`${name} has no @access or @public`);
        return field;
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      if (!roots.has(typeName)) {
        const holderOf = HOLDERS[typeName];
        if (!holderOf) throw new Error(`${name} has a rule, but access.ts has no holder of it`);
        if (rule.public) throw new Error(`${name}: @public is for operations`);
        return {
          ...field,
          resolve: (source, args, ctx: Context, info) => {
            requireSession(ctx);
            checkRecordRule(rule, ctx, holderOf(source as never, ctx));
            return resolve(source, args, ctx, info);
          },
        };
      }
      if (rule.selfOrAdmin) throw new Error(`${name}: @selfOrAdmin is for a type's fields`);
      if (typeName === mutation) {
        return {
          ...field,
          resolve: (source, args, ctx: Context, info) => {
            const checkCaller = async () => {
              ctx.session = await sessionForToken(ctx.store, ctx.token, ctx.now());
              checkRule(rule, ctx);
            };
            return writes.run(async (turn) => {
              await checkCaller();
              turns.set(info, turn);
              return await resolve(source, args, ctx, info);
            }, checkCaller);
          },
        };
      }
      if (rule.public) return field;
      return {
        ...field,
        resolve: (source, args, ctx: Context, info) => {
          checkRule(rule, ctx);
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}

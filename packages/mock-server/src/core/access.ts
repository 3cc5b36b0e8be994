import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { hasFeature, messages, type Feature, type Role } from '@routebook/schema';
import { forbidden, planLimit } from './errors';
import { requireSession, sessionForToken, type Context } from './context';
import type { WriteQueue } from './writeQueue';

export interface AccessRule {
  /** Whether the field carries @access or @public at all. */
  declared: boolean;
  public: boolean;
  role: Role | null;
  feature: Feature | null;
}

/** The @access / @public rule of every root operation, by name (also used by the tests and docs). */
export function accessRules(schema: GraphQLSchema): Map<string, AccessRule> {
  const rules = new Map<string, AccessRule>();
  for (const type of [schema.getQueryType(), schema.getMutationType()]) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      rules.set(field.name, ruleOf(schema, field));
    }
  }
  return rules;
}

function ruleOf(schema: GraphQLSchema, field: Parameters<typeof getDirective>[1]): AccessRule {
  const access = getDirective(schema, field, 'access')?.[0] as
    { role?: Role; feature?: Feature } | undefined;
  const isPublic = (getDirective(schema, field, 'public')?.length ?? 0) > 0;
  return {
    declared: isPublic || access !== undefined,
    public: isPublic,
    role: access?.role ?? null,
    feature: access?.feature ?? null,
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
 * Wraps every field that carries @access or @public so the rule is checked before it resolves.
 * A root operation without either is a schema error: nothing is open by accident.
 *
 * Every mutation takes its turn in `writes`; in its turn the session is read again from the token
 * (one revoked or changed while the request waited is seen), the rule is checked and the resolver
 * runs to its end. So a check and the write it guards are one step (decisions: Trust).
 */
export function enforceAccess(schema: GraphQLSchema, writes: WriteQueue): GraphQLSchema {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  const mutation = schema.getMutationType()?.name;
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const rule = ruleOf(schema, field);
      if (!rule.declared) {
        if (roots.has(typeName))
          throw new Error(`${typeName}.${fieldName} has no @access or @public`);
        return field;
      }
      const resolve = field.resolve ?? defaultFieldResolver;
      if (typeName === mutation) {
        return {
          ...field,
          resolve: (source, args, ctx: Context, info) =>
            writes.run(async () => {
              ctx.session = await sessionForToken(ctx.store, ctx.token, ctx.now());
              checkRule(rule, ctx);
              return await resolve(source, args, ctx, info);
            }),
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

import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import { hasFeature, messages, type Feature, type Role } from '@routebook/schema';
import { forbidden, planLimit } from './errors';
import { requireSession, type Context } from './context';

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

/**
 * Wraps every field that carries @access or @public so the rule is checked before it resolves.
 * A root operation without either is a schema error: nothing is open by accident.
 */
export function enforceAccess(schema: GraphQLSchema): GraphQLSchema {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      const rule = ruleOf(schema, field);
      if (!rule.declared) {
        if (roots.has(typeName))
          throw new Error(`${typeName}.${fieldName} has no @access or @public`);
        return field;
      }
      if (rule.public) return field;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, ctx: Context, info) => {
          const { companyUser, company } = requireSession(ctx);
          if (rule.role === 'admin' && companyUser.role !== 'admin') forbidden();
          if (rule.feature && !hasFeature(company.planLevel, rule.feature)) {
            planLimit(messages.planFeature);
          }
          return resolve(source, args, ctx, info);
        },
      };
    },
  });
}

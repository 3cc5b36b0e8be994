import type { GraphQLSchema } from 'graphql';
import { FEATURE_MIN_PLAN } from '@routebook/schema';
import { accessRules, fieldAccessRules, type AccessRule } from './access';

const planOf = (rule: AccessRule) =>
  rule.feature ? `${FEATURE_MIN_PLAN[rule.feature]}+ (${rule.feature})` : 'any';

function operationWho(rule: AccessRule): string {
  if (rule.public) return 'anyone (no login)';
  return rule.role === 'admin' ? 'admin' : 'any member';
}

/** A type's field is read under a login in the record's company (or by the person themself). */
function fieldWho(rule: AccessRule): string {
  if (rule.selfOrAdmin) return 'the person, or an admin logged in under its company';
  return rule.role === 'admin'
    ? 'admin logged in under its company'
    : 'member logged in under its company';
}

/**
 * The markdown table of who may call each operation, then read each field that has a rule of its
 * own, as docs/decisions.md records it.
 */
export function accessTable(schema: GraphQLSchema): string {
  const operations = [...accessRules(schema)].map(
    ([name, rule]) => `| ${name} | ${operationWho(rule)} | ${planOf(rule)} |`,
  );
  const fields = [...fieldAccessRules(schema)].map(
    ([name, rule]) => `| ${name} | ${fieldWho(rule)} | ${planOf(rule)} |`,
  );
  return [
    '| operation or field | who | plan level |',
    '| --- | --- | --- |',
    ...operations,
    ...fields,
  ].join('\n');
}

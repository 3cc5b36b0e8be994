import type { GraphQLSchema } from 'graphql';
import { FEATURE_MIN_PLAN } from '@routebook/schema';
import { accessRules } from './access';

/** The markdown table of who may call each operation, as docs/decisions.md records it. */
export function accessTable(schema: GraphQLSchema): string {
  const rows = [...accessRules(schema)].map(([name, rule]) => {
    const who = rule.public ? 'anyone (no login)' : rule.role === 'admin' ? 'admin' : 'any member';
    const plan = rule.feature ? `${FEATURE_MIN_PLAN[rule.feature]}+ (${rule.feature})` : 'any';
    return `| ${name} | ${who} | ${plan} |`;
  });
  return ['| operation | who | plan level |', '| --- | --- | --- |', ...rows].join('\n');
}

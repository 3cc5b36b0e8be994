import { describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { expectError, startTestServer } from '../../test/testSupport';
import { QUERY_LIMITS, QUERY_TOO_LARGE } from './queryLimits';

// The in-browser server (Storybook, app tests) runs core's `execute`: it enforces the limits too.
describe('query limits in the in-process server', () => {
  it('refuses a query nested past the depth limit, counted through fragments', async () => {
    const t = await startTestServer();
    const { token } = await t.signIn('staff40@routebook.test');
    const query = `query Deep($id: ID!) { route(id: $id) { ...Items } }
      fragment Items on Route { items { job { route { items { job { route { ...More } } } } } } }
      fragment More on Route { items { job { route { id } } } }`;
    expectError(
      await t.run(token, query, { id: 'r1' }),
      QUERY_TOO_LARGE,
      messages.queryTooDeep
        .replace('{found}', '11')
        .replace('{max}', String(QUERY_LIMITS.maxDepth)),
    );
  });

  it('measures fragments that multiply each other without expanding them', async () => {
    const t = await startTestServer();
    const { token } = await t.signIn('staff40@routebook.test');
    // Each fragment spreads the one below it twice: 2^30 fields if expanded.
    const levels = Array.from(
      { length: 30 },
      (_, i) => `fragment F${i} on Query { ...F${i + 1} a${i}: me { id } ...F${i + 1} }`,
    );
    const query = `{ ...F0 } ${levels.join(' ')} fragment F30 on Query { me { id } }`;
    const started = performance.now();
    const result = await t.run(token, query);
    // Expanded, it would take hours: any busy machine answers far within this.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(result.errors?.[0]?.extensions?.code).toBe(QUERY_TOO_LARGE);
  });

  it('refuses a document over the token limit before parsing it whole', async () => {
    const t = await startTestServer();
    const query = `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)} }`;
    expectError(
      await t.run(null, query),
      QUERY_TOO_LARGE,
      messages.queryTooManyTokens.replace('{max}', String(QUERY_LIMITS.maxTokens)),
    );
  });
});

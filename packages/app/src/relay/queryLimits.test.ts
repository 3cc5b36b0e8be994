/**
 * Every document the app sends stays well inside the server's query limits: the
 * operation texts of the Relay artifacts, measured as the server measures them.
 */
import { describe, expect, it } from 'vitest';
import { buildSchema, Lexer, Source, TokenKind, validate } from 'graphql';
import type { ConcreteRequest } from 'relay-runtime';
import { typeDefs } from '@routebook/schema';
import {
  measureOperations,
  parseWithLimits,
  queryLimitsRule,
  QUERY_LIMITS,
} from '@routebook/mock-server';

const artifacts = import.meta.glob<{
  default: { kind: string; params?: { text?: string | null } };
}>('../**/__generated__/*.graphql.ts', { eager: true });

const operations = Object.entries(artifacts).flatMap(([file, module]) => {
  const artifact = module.default;
  const text = artifact.kind === 'Request' ? (artifact as ConcreteRequest).params.text : null;
  return text ? [{ file, text }] : [];
});

function tokenCount(text: string): number {
  const lexer = new Lexer(new Source(text));
  let count = 0;
  while (lexer.advance().kind !== TokenKind.EOF) count += 1;
  return count;
}

describe("the app's documents and the query limits", () => {
  it('finds the operations Relay compiled', () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  it('passes every operation, with at least half of each limit to spare', () => {
    const schema = buildSchema(typeDefs);
    const largest = { depth: 0, aliases: 0, cost: 0, tokens: 0 };
    for (const { file, text } of operations) {
      const document = parseWithLimits(text);
      expect(validate(schema, document, [queryLimitsRule()]), file).toEqual([]);
      for (const measure of measureOperations(schema, document).values()) {
        largest.depth = Math.max(largest.depth, measure.depth);
        largest.aliases = Math.max(largest.aliases, measure.aliases);
        largest.cost = Math.max(largest.cost, measure.cost);
      }
      largest.tokens = Math.max(largest.tokens, tokenCount(text));
    }
    console.info(
      `largest of ${operations.length} app operations:`,
      largest,
      'limits:',
      QUERY_LIMITS,
    );
    expect(largest.depth).toBeLessThanOrEqual(QUERY_LIMITS.maxDepth / 2 + 1);
    expect(largest.aliases).toBeLessThanOrEqual(QUERY_LIMITS.maxAliases / 2);
    expect(largest.cost).toBeLessThanOrEqual(QUERY_LIMITS.maxCost / 2);
    expect(largest.tokens).toBeLessThanOrEqual(QUERY_LIMITS.maxTokens / 2);
  });
});

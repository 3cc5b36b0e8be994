import { describe, expect, it } from 'vitest';
import {
  CLIENT_MUTATION_ID_MAX_LENGTH,
  IDEMPOTENCY_KEYS_PER_MEMBER,
  IDEMPOTENCY_KEY_TTL_MS,
  idempotencyKeyExpired,
  isClientMutationId,
} from './idempotency';

describe('clientMutationId', () => {
  it('takes 1 to 64 letters, digits, - and _: a UUID or a ULID fits', () => {
    expect(CLIENT_MUTATION_ID_MAX_LENGTH).toBe(64);
    expect(isClientMutationId('3f2c1a9e-8b7d-4c6e-9f01-2a3b4c5d6e7f')).toBe(true);
    expect(isClientMutationId('01JC6Y8ZQ5N2W3X4Y5Z6A7B8C9')).toBe(true);
    expect(isClientMutationId('a')).toBe(true);
    expect(isClientMutationId('_'.repeat(64))).toBe(true);
  });

  it.each(['', '_'.repeat(65), 'has space', 'dot.ted', 'colon:', 'é', 'a\n'])(
    'refuses %j',
    (key) => {
      expect(isClientMutationId(key)).toBe(false);
    },
  );

  it('is remembered for 7 days, at most 1000 per member', () => {
    expect(IDEMPOTENCY_KEY_TTL_MS).toBe(7 * 24 * 60 * 60 * 1000);
    expect(IDEMPOTENCY_KEYS_PER_MEMBER).toBe(1000);
    expect(idempotencyKeyExpired(0, IDEMPOTENCY_KEY_TTL_MS - 1)).toBe(false);
    expect(idempotencyKeyExpired(0, IDEMPOTENCY_KEY_TTL_MS)).toBe(true);
  });
});

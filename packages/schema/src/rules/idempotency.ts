/**
 * Exactly-once field actions: the idempotency key a client sends with a queued change
 * (`clientMutationId`) and how long and how many of them the server remembers. The figures live
 * here so the production backend and the app's queue read the same ones.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest key: a UUID (36) or a ULID (26) fits with room for a prefix. */
export const CLIENT_MUTATION_ID_MAX_LENGTH = 64;

/** A key is 1 to {@link CLIENT_MUTATION_ID_MAX_LENGTH} letters, digits, `-` or `_`. */
export const CLIENT_MUTATION_ID_PATTERN = new RegExp(
  `^[A-Za-z0-9_-]{1,${CLIENT_MUTATION_ID_MAX_LENGTH}}$`,
);

/**
 * A first answer is remembered this long after it was given. A queue replays as soon as the phone
 * is back online; a week covers a phone left off over a long weekend. A key repeated later is
 * taken as new: a client must not resend a change older than this.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 7 * DAY_MS;

/**
 * At most this many answers are remembered per member: a new one makes the oldest be forgotten,
 * so no caller can grow the table without limit. A technician's busy week is a few hundred
 * field actions.
 */
export const IDEMPOTENCY_KEYS_PER_MEMBER = 1000;

/** Whether `value` is a well-formed key. */
export function isClientMutationId(value: string): boolean {
  return CLIENT_MUTATION_ID_PATTERN.test(value);
}

/** Whether an answer remembered at `rememberedAt` is forgotten at `now` (both in ms). */
export function idempotencyKeyExpired(rememberedAt: number, now: number): boolean {
  return now - rememberedAt >= IDEMPOTENCY_KEY_TTL_MS;
}

/**
 * Exactly-once field actions. A Mutation field that declares a `clientMutationId` argument is
 * idempotent: the first successful answer to a key is remembered per member (company and person),
 * operation and key, and a repeat with the same arguments answers it again without running the
 * resolver; other arguments under the same key are refused (IDEMPOTENCY_KEY_REUSED). A refusal is
 * not remembered, so a repeat is checked again.
 *
 * What is remembered is the payload's record ids (and its plain values), not a serialized
 * response: a GraphQL answer depends on the selection set, which a repeat may choose anew, and a
 * repeat answers the same records as they are now (the client's store then holds the present).
 *
 * The wrapper runs inside the resolver that `enforceAccess` queues: in the mutation's turn of the
 * write queue, after the session is read again and the @access rule checked, so a repeat is
 * checked like any call, and a lookup, the write and remembering it are one step (ten parallel
 * repeats write once). A synchronous resolver's writes and the remembered answer are one
 * transaction; an asynchronous one (uploadImage) is remembered as soon as it answers.
 */
import {
  getNamedType,
  getNullableType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLFieldResolver,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  IDEMPOTENCY_KEYS_PER_MEMBER,
  idempotencyKeyExpired,
  isClientMutationId,
  messages,
} from '@routebook/schema';
import { nowIso, requireSession, type Context } from './context';
import { badInput, fail } from './errors';
import { sha256Hex } from './crypto';
import { isBlobLike, MAX_UPLOAD_BYTES } from './uploads';
import type { Store } from './store/store';
import type { IdempotencyKeyRecord } from './store/records';

/** The argument that makes a mutation idempotent, and the payload field that echoes it. */
export const CLIENT_MUTATION_ID = 'clientMutationId';

/** Where a repeat reads a payload's records again, by GraphQL type. */
const RECORD_TABLES = {
  Job: 'jobs',
  JobTask: 'jobTasks',
  JobNote: 'jobNotes',
  JobTime: 'jobTimes',
  JobPhoto: 'jobPhotos',
  JobServiceItem: 'jobServiceItems',
  RouteItem: 'routeItems',
  Route: 'routes',
} as const satisfies Record<string, keyof Store>;

type RecordTable = (typeof RECORD_TABLES)[keyof typeof RECORD_TABLES];

/** How one payload field is remembered: a value as it was, or record ids read again. */
type PayloadField =
  | { name: string; kind: 'value' }
  | { name: string; kind: 'record' | 'records'; table: RecordTable; required: boolean };

function isRecordType(name: string): name is keyof typeof RECORD_TABLES {
  return Object.hasOwn(RECORD_TABLES, name);
}

/** The remembered shape of an idempotent operation's payload; a shape it cannot answer is a bug. */
function payloadShape(operation: string, type: GraphQLOutputType): PayloadField[] {
  const payload = getNamedType(type);
  if (!isObjectType(payload) || !payload.getFields()[CLIENT_MUTATION_ID]) {
    throw new Error(
      `Mutation.${operation} takes a ${CLIENT_MUTATION_ID}; its payload must echo it`,
    );
  }
  return Object.values(payload.getFields())
    .filter((field) => field.name !== CLIENT_MUTATION_ID)
    .map((field): PayloadField => {
      const named = getNamedType(field.type);
      if (!isObjectType(named)) return { name: field.name, kind: 'value' };
      if (!isRecordType(named.name)) {
        throw new Error(
          `${payload.name}.${field.name}: no table to answer a repeat's ${named.name}`,
        );
      }
      return {
        name: field.name,
        kind: isListType(getNullableType(field.type)) ? 'records' : 'record',
        table: RECORD_TABLES[named.name],
        required: isNonNullType(field.type),
      };
    });
}

/**
 * The arguments as canonical JSON (keys sorted), without the key itself; an upload counts by the
 * SHA-256 of its bytes (one over the size limit, or unreadable, is refused by the resolver anyway).
 */
async function canonical(value: unknown): Promise<unknown> {
  if (isBlobLike(value)) {
    if (value.size > MAX_UPLOAD_BYTES) return { upload: 'too large', size: value.size };
    try {
      return { upload: await sha256Hex(new Uint8Array(await value.arrayBuffer())) };
    } catch {
      return { upload: 'unreadable' };
    }
  }
  if (Array.isArray(value)) return Promise.all(value.map(canonical));
  if (typeof value === 'object' && value !== null) {
    const fields = value as Record<string, unknown>;
    const names = Object.keys(fields)
      .filter((name) => fields[name] !== undefined)
      .sort();
    return Object.fromEntries(
      await Promise.all(names.map(async (name) => [name, await canonical(fields[name])])),
    );
  }
  return value;
}

async function argumentsHash(args: Record<string, unknown>): Promise<string> {
  const { [CLIENT_MUTATION_ID]: _key, ...rest } = args;
  return sha256Hex(JSON.stringify(await canonical(rest)));
}

/** What is kept of a first answer: record ids, and other values as they were. */
function remembered(shape: readonly PayloadField[], payload: Record<string, unknown>) {
  const answer: Record<string, unknown> = {};
  for (const field of shape) {
    const value = payload[field.name] ?? null;
    if (field.kind === 'value') answer[field.name] = value;
    else if (field.kind === 'records') {
      answer[field.name] = (value as { id: string }[]).map((row) => row.id);
    } else answer[field.name] = value === null ? null : (value as { id: string }).id;
  }
  return answer;
}

/**
 * A first answer again: its records read as they are now. A record deleted since is left out of a
 * list and null where the schema allows; where it must be there the repeat is NOT_FOUND.
 */
function replay(ctx: Context, shape: readonly PayloadField[], answer: Record<string, unknown>) {
  const companyId = requireSession(ctx).company.id;
  const payload: Record<string, unknown> = {};
  for (const field of shape) {
    const value = answer[field.name] ?? null;
    if (field.kind === 'value') {
      payload[field.name] = value;
      continue;
    }
    const table = ctx.store[field.table] as {
      get(id: string): { companyId: string } | undefined;
    };
    const read = (id: unknown) => {
      const row = typeof id === 'string' ? table.get(id) : undefined;
      return row?.companyId === companyId ? row : null;
    };
    if (field.kind === 'records') {
      payload[field.name] = (Array.isArray(value) ? value : []).map(read).filter(Boolean);
      continue;
    }
    const row = read(value);
    if (row === null && field.required) fail('NOT_FOUND', messages.savedThenDeleted);
    payload[field.name] = row;
  }
  return payload;
}

const isExpired = (row: IdempotencyKeyRecord, now: number) =>
  idempotencyKeyExpired(Date.parse(row.createdAt), now);

/** The answer remembered under `id`, unless it has expired (then it is forgotten). */
function keptAnswer(ctx: Context, id: string): IdempotencyKeyRecord | null {
  const row = ctx.store.idempotencyKeys.get(id);
  if (!row) return null;
  if (!isExpired(row, ctx.now().getTime())) return row;
  ctx.store.idempotencyKeys.delete(id);
  return null;
}

/**
 * Remembers an answer, first forgetting the member's expired answers and, at
 * IDEMPOTENCY_KEYS_PER_MEMBER, their oldest: the table cannot grow without limit.
 */
function remember(ctx: Context, row: IdempotencyKeyRecord): void {
  const keys = ctx.store.idempotencyKeys;
  const now = ctx.now().getTime();
  const mine = keys.where('companyUserId', row.companyUserId); // oldest first
  let over = mine.length + 1 - IDEMPOTENCY_KEYS_PER_MEMBER;
  for (const old of mine) {
    if (over <= 0 && !isExpired(old, now)) break;
    keys.delete(old.id);
    over -= 1;
  }
  keys.insert(row);
}

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/** Answers a keyed call once: a repeat gets the first answer, another use of the key a refusal. */
async function answerOnce(
  ctx: Context,
  operation: string,
  shape: readonly PayloadField[],
  args: Record<string, unknown>,
  run: () => unknown,
): Promise<unknown> {
  const key = args[CLIENT_MUTATION_ID];
  if (typeof key !== 'string' || !isClientMutationId(key)) {
    return badInput(messages.clientMutationIdInvalid, {
      [CLIENT_MUTATION_ID]: messages.clientMutationIdInvalid,
    });
  }
  const { company, companyUser } = requireSession(ctx);
  const id = `${companyUser.id}:${operation}:${key}`;
  const hash = await argumentsHash(args);
  const kept = keptAnswer(ctx, id);
  if (kept) {
    if (kept.argumentsHash !== hash)
      fail('IDEMPOTENCY_KEY_REUSED', messages.clientMutationIdReused);
    return { ...replay(ctx, shape, kept.answer), [CLIENT_MUTATION_ID]: key };
  }
  const keep = (payload: unknown) =>
    remember(ctx, {
      id,
      companyId: company.id,
      companyUserId: companyUser.id,
      operation,
      clientMutationId: key,
      argumentsHash: hash,
      answer: remembered(shape, payload as Record<string, unknown>),
      createdAt: nowIso(ctx),
    });
  let keptInStep = false;
  const first = ctx.store.transaction(() => {
    const payload = run();
    if (isPromiseLike(payload)) return payload;
    keep(payload);
    keptInStep = true;
    return payload;
  });
  const payload = (await first) as Record<string, unknown>;
  if (!keptInStep) keep(payload);
  return { ...payload, [CLIENT_MUTATION_ID]: key };
}

/**
 * Makes every Mutation field with a `clientMutationId` argument answer each key once, and resolves
 * the payloads' `clientMutationId` (null without a key). Apply it before `enforceAccess`, whose
 * queued turn then runs it.
 */
export function exactlyOnce(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  const shapes = new Map<string, PayloadField[]>();
  for (const field of Object.values(mutation?.getFields() ?? {})) {
    if (field.args.some((arg) => arg.name === CLIENT_MUTATION_ID)) {
      shapes.set(field.name, payloadShape(field.name, field.type));
    }
  }
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (typeName !== mutation?.name) {
        if (fieldName !== CLIENT_MUTATION_ID) return field;
        return {
          ...field,
          resolve: (payload: Record<string, unknown> | null) =>
            payload?.[CLIENT_MUTATION_ID] ?? null,
        };
      }
      const shape = shapes.get(fieldName);
      if (!shape) return field;
      const resolve = field.resolve as GraphQLFieldResolver<unknown, Context> | undefined;
      if (!resolve) throw new Error(`Mutation.${fieldName} has no resolver`);
      return {
        ...field,
        resolve: (source, args: Record<string, unknown>, ctx: Context, info) =>
          args[CLIENT_MUTATION_ID] == null
            ? resolve(source, args, ctx, info)
            : answerOnce(ctx, fieldName, shape, args, () => resolve(source, args, ctx, info)),
      };
    },
  });
}

/** Forgets every expired answer (at start, so a data file does not carry them for ever). */
export function forgetExpiredAnswers(store: Store, now: Date): void {
  for (const row of store.idempotencyKeys.all()) {
    if (isExpired(row, now.getTime())) store.idempotencyKeys.delete(row.id);
  }
}

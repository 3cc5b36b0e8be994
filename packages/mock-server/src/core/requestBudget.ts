/**
 * What one request may cost as it runs (REQUEST_BUDGET, the contract's figures), where the query
 * limits can only guess before it runs. Every list field of the schema resolves through its
 * operation's budget, and the operations of a request share one RequestBudget, which:
 *
 * - counts each list at its real length (its length times the fields asked of each item) and
 *   refuses a list that does not fit in `maxListFields`, before the executor walks it; after
 *   that no list of the request resolves (work already counted goes on);
 * - counts the answer's size once an operation is done and refuses past `maxAnswerBytes`, before
 *   anything is serialized (the answer's texts are the store's own: nothing is copied before);
 * - stops a query past `queryTimeoutMs`;
 * - works in slices (SLICE_MS): a list starts only while the request's slice has time left, a
 *   short one (LIST_AT_ONCE) is walked at once, a longer one hands out its items a few at a time
 *   under the clock; between slices other callers' requests run (graphql-js completes a list of
 *   synchronous resolvers without ever yielding).
 *
 * A refused operation is not thrown out of the executor: its remaining fields are left pending and
 * `refused` settles with the refusal, which the server answers instead (`runWithin`). A throw
 * inside a list whose earlier items are still pending would leave their promises unhandled.
 */
import {
  GraphQLError,
  defaultFieldResolver,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  type ExecutionResult,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql';
import { MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  ANSWER_TOO_LARGE,
  messages,
  QUERY_TIMEOUT,
  QUERY_TOO_LARGE,
  REQUEST_BUDGET,
  type RequestBudgetLimits,
} from '@routebook/schema';
import { createMeasurer } from './queryLimits';

export { ANSWER_TOO_LARGE, QUERY_TIMEOUT, REQUEST_BUDGET, type RequestBudgetLimits };

/** The longest a request works before it lets other callers' requests run. */
export const SLICE_MS = 5;

/**
 * The fields of a list walked at once (a few ms), as the executor walks it, when the slice has
 * time left; a longer list hands out its items a few at a time under the clock.
 */
const LIST_AT_ONCE = 5_000;

/** Items of a long list handed out at once: few enough to stay well within a slice. */
const HAND_OUT = 16;

export interface RequestBudgetOptions extends RequestBudgetLimits {
  /** Milliseconds, for the time budget and the slices (tests pass one that jumps). */
  clock: () => number;
}

const MIB = 1024 * 1024;

/** What each item of a list costs: the fields asked of an object, or 1 for a scalar. */
type ListCost = (info: GraphQLResolveInfo) => number;

type Resolve = GraphQLFieldResolver<unknown, unknown>;

const isPromiseLike = (value: unknown): value is PromiseLike<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PromiseLike<unknown>).then === 'function';

/** A field of a stopped operation: never answered, and dropped with the operation. */
const pending = () => new Promise<never>(() => {});

const nextMacrotask: (run: () => void) => void =
  typeof setImmediate === 'function'
    ? (run) => setImmediate(run)
    : typeof MessageChannel === 'function'
      ? (run) => {
          // In a browser setTimeout(0) waits 4 ms once nested; a message does not.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            channel.port1.close();
            run();
          };
          channel.port2.postMessage(null);
        }
      : (run) => setTimeout(run, 0);

function refusal(message: string, code: string, status: number): GraphQLError {
  // `spec: false`: yoga answers `status` even to an `application/json` client (it would say 200).
  return new GraphQLError(message, { extensions: { code, http: { status, spec: false } } });
}

/**
 * About how many characters `value` takes in JSON, escaping aside (a number, true or null counts
 * 4). The walk reads what was resolved, never a copy: the texts are the store's own.
 */
function jsonLength(value: unknown): number {
  if (typeof value === 'string') return value.length + 2;
  if (value === null || typeof value !== 'object') return 4;
  let length = 2;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) length += jsonLength(value[index]) + 1;
    return length;
  }
  const keys = Object.keys(value);
  for (let index = 0; index < keys.length; index += 1) {
    const key = keys[index] as string;
    length += key.length + 4 + jsonLength((value as Record<string, unknown>)[key]);
  }
  return length;
}

interface Waiting {
  item: unknown;
  operation: OperationBudget;
  hand: (item: unknown) => void;
}

/** The budget of one request: what its operations have cost together, and its slices. */
export class RequestBudget {
  private listFields = 0;
  private answerBytes = 0;
  /** Set once a list did not fit: no list of the request resolves after it. */
  private spent: GraphQLError | null = null;
  /** Set once the answer is over its cap: nothing of the request resolves after it. */
  private oversized: GraphQLError | null = null;
  private readonly deadline: number;
  /**
   * When the request's current slice started: at its first field (what came before, parsing and
   * its session, was not its work), then each time it comes back after other requests ran.
   */
  private sliceStart: number | null = null;
  private freshSlice = false;
  /** The start of the next slice, while lists wait for it. */
  private slice: Promise<void> | null = null;
  /** Items of long lists waiting for their turn, first come first served. */
  private waiting: (Waiting | undefined)[] = [];
  private next = 0;
  private handing = false;

  constructor(private readonly options: RequestBudgetOptions) {
    this.deadline = options.clock() + options.queryTimeoutMs;
  }

  /** The budget of one operation of this request (its resolvers' `ctx.budget`). */
  operation(): OperationBudget {
    return new OperationBudget(this);
  }

  /**
   * Why a list may not resolve now, or null. Only lists are watched: the fields between them are
   * few (the query limits), and the items of a long list are handed out under the clock.
   */
  stopFor(isQuery: boolean): GraphQLError | null {
    return this.oversized ?? this.spent ?? this.timeUp(isQuery);
  }

  /** Counts a list of `fields` fields; the refusal when it does not fit, else null. */
  chargeList(fields: number): GraphQLError | null {
    if (this.spent) return this.spent;
    const found = this.listFields + fields;
    if (found > this.options.maxListFields) {
      const message = messages.requestTooMuchWork
        .replace('{found}', String(found))
        .replace('{max}', String(this.options.maxListFields));
      return (this.spent = refusal(message, QUERY_TOO_LARGE, 400));
    }
    this.listFields = found;
    return null;
  }

  /** Counts an operation's answer; the refusal once the request's is over its cap, else null. */
  chargeAnswer(result: ExecutionResult): GraphQLError | null {
    if (this.oversized) return this.oversized;
    this.answerBytes += jsonLength(result.data ?? null);
    if (this.answerBytes > this.options.maxAnswerBytes) {
      const message = messages.answerTooLarge.replace(
        '{max}',
        String(this.options.maxAnswerBytes / MIB),
      );
      return (this.oversized = refusal(message, ANSWER_TOO_LARGE, 400));
    }
    return null;
  }

  /**
   * A counted list as the executor is to walk it: at once when it is short and the slice has time
   * left; else its items at once while the slice lasts, then each a promise the budget fulfils in
   * its turn, a few at a time, after other requests had theirs.
   */
  paced(
    items: readonly unknown[],
    fields: number,
    operation: OperationBudget,
  ): readonly unknown[] | Iterable<unknown> {
    if (fields <= LIST_AT_ONCE && !this.sliceIsOver()) return items;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- a generator has its own `this`
    const budget = this;
    return {
      *[Symbol.iterator]() {
        let index = 0;
        // The executor completes each item as it takes it, so the clock sees the work.
        while (index < items.length && !budget.sliceIsOver()) yield items[index++];
        while (index < items.length) yield budget.later(items[index++], operation);
      },
    };
  }

  /** Starts the request's first slice, at the first field of any of its operations. */
  begin(): void {
    this.sliceStart ??= this.options.clock();
  }

  /**
   * Whether the request's current slice has had its time. Never at the first look in a new
   * slice: whatever made the request wait, it then does some work.
   */
  sliceIsOver(now = this.options.clock()): boolean {
    if (this.freshSlice) {
      this.freshSlice = false;
      return false;
    }
    return now - (this.sliceStart ?? now) >= SLICE_MS;
  }

  /** Resolves when the request's next slice starts, after the event loop ran what else waited. */
  nextSlice(): Promise<void> {
    this.slice ??= new Promise((start) =>
      nextMacrotask(() => {
        this.slice = null;
        this.sliceStart = this.options.clock();
        this.freshSlice = true;
        start();
      }),
    );
    return this.slice;
  }

  /** An item of a long list, handed to the executor in its turn (see `handOut`). */
  private later(item: unknown, operation: OperationBudget): Promise<unknown> {
    operation.paced = true;
    return new Promise((hand) => {
      this.waiting.push({ item, operation, hand });
      if (!this.handing) {
        this.handing = true;
        void this.nextSlice().then(this.handOut);
      }
    });
  }

  /**
   * Hands out the next HAND_OUT waiting items, then comes back (a microtask, queued after
   * the executor's completion of them) while the slice lasts, else at the next slice. The items of
   * a stopped operation are dropped.
   */
  private handOut = (): void => {
    let handed = 0;
    while (this.next < this.waiting.length && handed < HAND_OUT) {
      const waiting = this.waiting[this.next] as Waiting;
      if (!waiting.operation.stopped) {
        const now = this.options.clock();
        if (this.sliceIsOver(now)) {
          void this.nextSlice().then(this.handOut);
          return;
        }
        const stop = this.timeUp(waiting.operation.isQuery, now);
        if (stop) waiting.operation.stop(stop);
        else {
          waiting.hand(waiting.item);
          handed += 1;
        }
      }
      this.waiting[this.next] = undefined;
      this.next += 1;
    }
    if (handed > 0) {
      queueMicrotask(this.handOut);
      return;
    }
    this.waiting = [];
    this.next = 0;
    this.handing = false;
  };

  /** The refusal of a query past its time at `now`, else null. */
  private timeUp(isQuery: boolean, now = this.options.clock()): GraphQLError | null {
    // A mutation is not stopped for time: its write may be done, and its answer says so.
    if (!isQuery || now <= this.deadline) return null;
    const seconds = String(this.options.queryTimeoutMs / 1000);
    return refusal(messages.queryTimedOut.replace('{seconds}', seconds), QUERY_TIMEOUT, 503);
  }
}

/** The budget of one operation: its share of the request's, and whether it was stopped. */
export class OperationBudget {
  /** Settles with the refusal once the budget stops this operation; pending while it runs. */
  readonly refused: Promise<GraphQLError>;
  stopped = false;
  /** Whether the operation is a query (learnt at its first field), for the time budget. */
  isQuery = false;
  /**
   * Whether some of its work was put off to later slices: then its fields finish out of order,
   * which an executor may show (see node/plugins/queryOrder.ts).
   */
  paced = false;
  private started = false;
  private settle!: (error: GraphQLError) => void;

  constructor(private readonly request: RequestBudget) {
    this.refused = new Promise((settle) => {
      this.settle = settle;
    });
  }

  /** Resolves a list field within the budget (see applyRequestBudget). */
  resolveList(
    resolve: Resolve,
    source: unknown,
    args: Record<string, unknown>,
    ctx: unknown,
    info: GraphQLResolveInfo,
    itemCost: ListCost,
  ): unknown {
    if (this.stopped) return pending();
    if (!this.started) {
      this.started = true;
      this.isQuery = info.operation.operation === 'query';
      this.request.begin();
    }
    const stop = this.request.stopFor(this.isQuery);
    if (stop) return this.stop(stop);
    // A list's resolver may take a while itself (a search): it starts in a slice of its own.
    if (this.request.sliceIsOver()) {
      this.paced = true;
      return this.request
        .nextSlice()
        .then(() => this.resolveList(resolve, source, args, ctx, info, itemCost));
    }
    const value = resolve(source, args, ctx, info);
    return isPromiseLike(value)
      ? value.then((resolved) => this.account(resolved, info, itemCost))
      : this.account(value, info, itemCost);
  }

  /** Stops the operation with `error` (the first one stays). */
  stop(error: GraphQLError): Promise<never> {
    if (!this.stopped) {
      this.stopped = true;
      this.settle(error);
    }
    return pending();
  }

  /** The operation's answer, or its refusal when the request's answer is over the cap. */
  finish(result: ExecutionResult): ExecutionResult {
    const stop = this.request.chargeAnswer(result);
    return stop ? { errors: [stop] } : result;
  }

  private account(value: unknown, info: GraphQLResolveInfo, itemCost: ListCost): unknown {
    if (this.stopped) return pending();
    if (!Array.isArray(value)) return value;
    const fields = value.length * itemCost(info);
    const stop = this.request.chargeList(fields);
    if (stop) return this.stop(stop);
    return itemCost === scalarItem ? value : this.request.paced(value, fields, this);
  }
}

/**
 * Runs an operation's execution under its budget: its result, or the refusal alone (no data, one
 * error) once the budget stopped it.
 */
export async function runWithin(
  budget: OperationBudget | undefined,
  execution: ExecutionResult | Promise<ExecutionResult>,
): Promise<ExecutionResult> {
  if (!budget) return execution;
  return Promise.race([
    Promise.resolve(execution).then((result) => budget.finish(result)),
    budget.refused.then((error): ExecutionResult => ({ errors: [error] })),
  ]);
}

const processClock = () => performance.now();

/** A budget of the contract's figures, overridden by `options`, on the process's clock. */
export function createRequestBudget(options: Partial<RequestBudgetOptions> = {}): RequestBudget {
  return new RequestBudget({ ...REQUEST_BUDGET, clock: processClock, ...options });
}

/** The fields asked of each item of a list, measured once per field of a parsed document. */
function objectItemCost(): ListCost {
  const known = new WeakMap<FieldNode, number>();
  return (info) => {
    const [first] = info.fieldNodes;
    const single = first && info.fieldNodes.length === 1 ? first : null;
    const cached = single ? known.get(single) : undefined;
    if (cached !== undefined) return cached;
    // Nested lists count as one field here; each charges its own items when it resolves.
    const measure = createMeasurer(info.schema, (name) => info.fragments[name], 0);
    const itemType = getNamedType(info.returnType) as GraphQLCompositeType;
    let cost = 0;
    for (const node of info.fieldNodes) {
      if (node.selectionSet) cost += measure(node.selectionSet, itemType).cost;
    }
    if (single) known.set(single, cost);
    return cost;
  };
}

/** A list of scalars costs one per item (and is not paced: its items take no resolvers). */
const scalarItem: ListCost = () => 1;

/**
 * Puts every list field of the schema under its operation's budget (`ctx.budget`); a context
 * without one resolves as before. Other fields are left as they are: the work is in lists.
 */
export function applyRequestBudget(schema: GraphQLSchema): GraphQLSchema {
  const objectItem = objectItemCost();
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field) => {
      if (!isListType(getNullableType(field.type))) return field;
      const resolve = (field.resolve ?? defaultFieldResolver) as Resolve;
      const itemCost = isCompositeType(getNamedType(field.type)) ? objectItem : scalarItem;
      return {
        ...field,
        resolve: (source, args, ctx: { budget?: OperationBudget }, info) =>
          ctx.budget
            ? ctx.budget.resolveList(resolve, source, args, ctx, info, itemCost)
            : resolve(source, args, ctx, info),
      };
    },
  });
}

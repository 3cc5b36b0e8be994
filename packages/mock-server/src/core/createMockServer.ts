import {
  GraphQLError,
  execute as executeGraphQL,
  specifiedRules,
  validate,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { addResolversToSchema, makeExecutableSchema } from '@graphql-tools/schema';
import { addMocksToSchema } from '@graphql-tools/mock';
import { messages, typeDefs } from '@routebook/schema';
import { Store } from './store/store';
import { createMemoryFileStore, type FileStore } from './files';
import { DEFAULT_APP_URL, sessionForToken, type Context, type ServerConfig } from './context';
import { enforceAccess } from './access';
import { exactlyOnce, forgetExpiredAnswers } from './idempotency';
import { LoginThrottle } from './domain/loginThrottle';
import { PasswordChecks } from './domain/passwordChecks';
import { replaceGuessableInviteCodes, upgradeSessions } from './domain/accounts';
import { offlineGeocoder } from './domain/offlineGeocoder';
import { noTravelTimes } from './domain/travelTimes';
import { createWriteQueue } from './writeQueue';
import { parseWithLimits, queryLimitsRule } from './queryLimits';
import {
  applyRequestBudget,
  createRequestBudget,
  runWithin,
  type RequestBudget,
  type RequestBudgetOptions,
} from './requestBudget';
import { resolvers } from './resolvers';
import { deterministicMocks } from './mocks';
import { seedDemoData, type DemoLogin } from '../seed/seed';

export interface MockServerOptions {
  /** Seed of the demo data and of mocked values; the same seed gives the same data. */
  seed?: number;
  /** The clock; fixed in tests and stories. */
  now?: () => Date;
  /** A snapshot to start from instead of the demo data (the node server's --data file). */
  snapshot?: unknown;
  /** Where uploaded bytes go; in memory by default. */
  files?: FileStore;
  /** Start empty: no demo companies. */
  empty?: boolean;
  config?: Partial<ServerConfig>;
  /** Other figures for the per-request budget than REQUEST_BUDGET's (tests). */
  requestBudget?: Partial<RequestBudgetOptions>;
}

export interface OperationRequest {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
  /** The session token, as the Authorization header would carry it. */
  token?: string | null;
}

export interface MockServer {
  schema: GraphQLSchema;
  store: Store;
  files: FileStore;
  now: () => Date;
  /** The demo accounts and their passwords (empty when started from a snapshot or empty). */
  demoLogins: DemoLogin[];
  /** The resolver context for a request carrying `token`. */
  contextFor(token: string | null): Promise<Context>;
  /** A new budget for one request (the HTTP server's: one per POST, shared by a batch). */
  requestBudget(): RequestBudget;
  /** Runs one operation in-process (Storybook, app tests), with unexpected errors masked. */
  execute(request: OperationRequest): Promise<ExecutionResult>;
}

export const UNEXPECTED_ERROR_MESSAGE = messages.unexpectedError;

/** Replaces errors the resolvers did not mean to show (bugs, crashes) with a generic one. */
export function maskError(error: GraphQLError): GraphQLError {
  const original = error.originalError;
  if (!original || original instanceof GraphQLError) return error;
  return new GraphQLError(UNEXPECTED_ERROR_MESSAGE, {
    nodes: error.nodes,
    path: error.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/**
 * The schema with every field mocked, for our resolvers to be laid over: a field a resolver sets
 * is the resolver's alone, and the mock answers only fields no resolver sets. (Mocking with
 * `preserveResolvers` instead runs the mock beside every resolver and keeps each result: 4x
 * slower and a leak per request.)
 */
function mockedSchema(seed: number): GraphQLSchema {
  return addMocksToSchema({
    schema: makeExecutableSchema({ typeDefs }),
    mocks: deterministicMocks(seed),
  });
}

/** Builds the executable schema over a fresh store (demo data, a snapshot, or empty). */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const seed = options.seed ?? 1;
  const now = options.now ?? (() => new Date());
  const store = new Store();
  const files = options.files ?? createMemoryFileStore();
  const config: ServerConfig = {
    botCheck: (token) => token.trim().length > 0,
    geocoder: offlineGeocoder,
    travelTimes: noTravelTimes,
    ...options.config,
    appUrl: (options.config?.appUrl ?? DEFAULT_APP_URL).replace(/\/+$/, ''),
  };

  let demoLogins: DemoLogin[] = [];
  if (options.snapshot !== undefined) {
    store.restore(options.snapshot);
    upgradeSessions(store, now());
    replaceGuessableInviteCodes(store);
    forgetExpiredAnswers(store, now());
  } else if (!options.empty) demoLogins = await seedDemoData(store, files, { seed, now });

  // exactlyOnce first: its keyed lookups and writes run in the turn enforceAccess queues. The
  // budget last, so a field over it is refused before its access is even checked.
  const schema = applyRequestBudget(
    enforceAccess(
      exactlyOnce(
        addResolversToSchema({
          schema: mockedSchema(seed),
          resolvers,
          updateResolversInPlace: false,
        }),
      ),
      createWriteQueue(),
    ),
  );
  const requestBudget = () => createRequestBudget(options.requestBudget);
  const validationRules = [...specifiedRules, queryLimitsRule()];

  const logins = new LoginThrottle(now);
  const passwordChecks = new PasswordChecks();
  const contextFor = async (token: string | null): Promise<Context> => ({
    store,
    files,
    now,
    config,
    token,
    logins,
    passwordChecks,
    session: await sessionForToken(store, token, now()),
  });

  const execute = async (request: OperationRequest): Promise<ExecutionResult> => {
    let document;
    try {
      document = parseWithLimits(request.query);
    } catch (error) {
      return { errors: [error as GraphQLError] };
    }
    const errors = validate(schema, document, validationRules);
    if (errors.length > 0) return { errors };
    const budget = requestBudget().operation();
    const result = await runWithin(
      budget,
      executeGraphQL({
        schema,
        document,
        variableValues: request.variables ?? undefined,
        operationName: request.operationName ?? undefined,
        contextValue: { ...(await contextFor(request.token ?? null)), budget },
      }),
    );
    return result.errors ? { ...result, errors: result.errors.map(maskError) } : result;
  };

  return { schema, store, files, now, demoLogins, contextFor, requestBudget, execute };
}

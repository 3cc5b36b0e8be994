import { createContext, use } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import {
  createMockServer,
  type JobRecord,
  type MockServer,
  type RouteRecord,
} from '@routebook/mock-server';
import { STORY_MAP_TILES } from '@routebook/ui';
import { DEFAULT_CONFIG } from '../config/config';
import { createRoutes } from '../routing/routes';
import { createAppServices, type AppServices } from '../services/services';
import { AppRoot } from '../AppRoot';
import { SESSION_STORAGE_KEY } from '../session/session';
import { offlineDB } from '../offline/db';
import { createInProcessFetch, createMemoryStorage } from './inProcessFetch';
import { inPageFiles } from './inPageFiles';
import { reviewedAccount, type AccountGlobals, type DemoPlanLevel } from './reviewedAccount';

/** The fixed clock of stories and app tests. */
export const HARNESS_NOW = new Date('2026-11-02T09:00:00.000Z');

export interface Harness {
  server: MockServer;
  services: AppServices;
  router: ReturnType<typeof createMemoryRouter>;
  /** Shows the in-page server's files (it serves no `/uploads/` address) as blob URLs. */
  resolveUploadUrl: (url: string) => string;
  /** The page's network: set `offline` and every request fails as with no signal. */
  network: HarnessNetwork;
}

export interface HarnessNetwork {
  offline: boolean;
  /** Resolves once no request is in flight: what the page asked for has its answer. */
  idle(): Promise<void>;
}

/**
 * The in-page server behind a switch, counting what is in flight for `idle()`. A query waits in
 * the batcher for `batchWindowMs` before it is fetched, so idle() lets a window pass (a later timer
 * than the batcher's fires after it) and looks again until nothing is queued or in flight.
 *
 * Why idle() and not a visible result: the offline stories switch the signal off once the page has
 * what it asked for in the background (the route's stops for Next stop, the kept service item
 * list), which no element shows; switching off earlier would fail those requests and test nothing.
 * What would replace it: a visible or queryable mark of that background data (as
 * `offlineWithServiceItemsKept` also polls the kept answers in IndexedDB), or Relay's own
 * `environment.isRequestActive` for each prefetched operation; Playwright's `networkidle` does not
 * reach a play function and sees no in-page fetch anyway.
 */
function harnessNetwork(
  answer: typeof fetch,
  batchWindowMs: number,
): { network: HarnessNetwork; fetch: typeof fetch } {
  let inFlight = 0;
  let answered: (() => void)[] = [];
  const windowPassed = () => new Promise((resolve) => setTimeout(resolve, batchWindowMs + 1));
  const nextAnswer = () => new Promise<void>((resolve) => answered.push(resolve));
  const network: HarnessNetwork = {
    offline: false,
    idle: async () => {
      await windowPassed();
      while (inFlight > 0) {
        await nextAnswer();
        await windowPassed();
      }
    },
  };
  const fetchThrough: typeof fetch = async (input, init) => {
    if (network.offline) throw new TypeError('Failed to fetch');
    inFlight += 1;
    try {
      return await answer(input, init);
    } finally {
      inFlight -= 1;
      const waiting = answered;
      answered = [];
      waiting.forEach((resolve) => resolve());
    }
  };
  return { network, fetch: fetchThrough };
}

/** Where a harness starts: a path, or a function that finds one in the fresh store. */
export type HarnessPath =
  string | ((server: MockServer, account: { planLevel?: DemoPlanLevel }) => string);

export interface HarnessOptions {
  path: HarnessPath;
  /** Logged in as this demo account (password `routebook`); logged out without. */
  email?: string;
}

/**
 * The whole app over a fresh in-page mock server: optionally logged in as `email` (demo password),
 * starting at `path`. A story's loader passes its context, so that the Role and Plan toolbar
 * switches (globals) can show the page to another demo account.
 */
export async function createHarness(
  { path, email }: HarnessOptions,
  context?: { globals?: AccountGlobals },
): Promise<Harness> {
  const server = await createMockServer({ now: () => HARNESS_NOW });
  // Each story starts with an empty outbox and no stored answers: a change another story kept must
  // not replay here, nor its answers (same seed, same ids) show here when the network is off.
  await offlineDB()?.then((db) => Promise.all([db.clear('outbox'), db.clear('answers')]));
  const storage = createMemoryStorage();
  const account = reviewedAccount(email, context?.globals);
  if (account.email) {
    const login = await server.execute({
      query: `query HarnessLogin($data: UserLoginInput!) {
        userLogin(data: $data) { status token user { id firstName lastName email companies { id status }
          currentUser { id role company { id name planLevel logo } } } }
      }`,
      variables: { data: { email: account.email, password: 'routebook' } },
    });
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify((login.data as { userLogin: unknown }).userLogin),
    );
  }
  const { network, fetch } = harnessNetwork(
    createInProcessFetch(server),
    DEFAULT_CONFIG.batching.intervalMs,
  );
  // Maps draw on the one tile Storybook serves itself: nothing reaches the internet.
  const services = createAppServices(
    { ...DEFAULT_CONFIG, mapTiles: STORY_MAP_TILES },
    storage,
    fetch,
  );
  const router = createMemoryRouter(createRoutes(services), {
    initialEntries: [typeof path === 'function' ? path(server, account) : path],
  });
  return { server, services, router, resolveUploadUrl: inPageFiles(server), network };
}

const HarnessContext = createContext<Harness | null>(null);

/** Provides the harness a story's loader made to the app the story renders. */
export function HarnessProvider({
  harness,
  children,
}: {
  harness: Harness;
  children: React.ReactNode;
}) {
  return <HarnessContext value={harness}>{children}</HarnessContext>;
}

/**
 * The app of the harness above it. It takes no props on purpose: Storybook's source snippet turns
 * a story's element into JSX text, walking every prop, and a harness (a whole server and Relay
 * store) is not something to print.
 */
export function HarnessApp() {
  const harness = use(HarnessContext);
  if (!harness) throw new Error('HarnessApp renders inside a page story (pageStoryMeta).');
  return (
    <AppRoot
      key={harnessKey(harness)}
      services={harness.services}
      router={harness.router}
      resolveUploadUrl={harness.resolveUploadUrl}
    />
  );
}

const keys = new WeakMap<Harness, number>();
let harnessCount = 0;
/** A new harness (the story's loaders ran again) mounts a new app rather than updating the old. */
function harnessKey(harness: Harness): number {
  let key = keys.get(harness);
  if (key === undefined) keys.set(harness, (key = ++harnessCount));
  return key;
}

/** The demo seed's route `name` of the company `companyId`, with its jobs in route order. */
export function seededRouteOf(
  server: MockServer,
  companyId: string,
  name = 'Monday Route',
): { route: RouteRecord; jobs: JobRecord[] } {
  const { store } = server;
  const route = store.routes.all().find((r) => r.companyId === companyId && r.name === name);
  if (!route) throw new Error(`the demo seed has no ${name} for company ${companyId}`);
  const jobs = store.routeItems
    .where('routeId', route.id)
    .sort((a, b) => a.order - b.order)
    .flatMap((item) => (item.jobId ? [store.jobs.get(item.jobId)] : []))
    .flatMap((job) => (job ? [job] : []));
  return { route, jobs };
}

/** The path of the active route named `name` of the company at `planLevel` in the demo seed. */
export function seededRoutePath(planLevel: number, name = 'Monday Route') {
  return (server: MockServer, account: { planLevel?: DemoPlanLevel } = {}) => {
    const level = account.planLevel === undefined ? planLevel : account.planLevel;
    const company = server.store.companies.all().find((c) => c.planLevel === level);
    const route = server.store.routes
      .all()
      .find((r) => r.companyId === company?.id && r.name === name);
    if (!route) throw new Error(`the demo seed has no ${name} at plan ${level}`);
    return `/route/${route.id}`;
  };
}

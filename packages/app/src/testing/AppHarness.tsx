import { createMemoryRouter } from 'react-router-dom';
import { createMockServer, type MockServer } from '@routebook/mock-server';
import { DEFAULT_CONFIG } from '../config/config';
import { createRoutes } from '../routing/routes';
import { createAppServices, type AppServices } from '../services/services';
import { AppRoot } from '../AppRoot';
import { SESSION_STORAGE_KEY } from '../session/session';
import { createInProcessFetch, createMemoryStorage } from './inProcessFetch';

/** The fixed clock of stories and app tests. */
export const HARNESS_NOW = new Date('2026-11-02T09:00:00.000Z');

export interface Harness {
  server: MockServer;
  services: AppServices;
  router: ReturnType<typeof createMemoryRouter>;
}

/**
 * The whole app over a fresh in-page mock server: optionally logged in as `email` (demo password),
 * starting at `path`.
 */
export async function createHarness({
  path,
  email,
}: {
  /** Where the app starts; a function to find an id in the fresh store. */
  path: string | ((server: MockServer) => string);
  email?: string;
}): Promise<Harness> {
  const server = await createMockServer({ now: () => HARNESS_NOW });
  const storage = createMemoryStorage();
  if (email) {
    const login = await server.execute({
      query: `query HarnessLogin($data: UserLoginInput!) {
        userLogin(data: $data) { status token user { id firstName lastName email companies { id status }
          currentUser { id role company { id name planLevel logo } } } }
      }`,
      variables: { data: { email, password: 'routebook' } },
    });
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify((login.data as { userLogin: unknown }).userLogin),
    );
  }
  const services = createAppServices(DEFAULT_CONFIG, storage, createInProcessFetch(server));
  const router = createMemoryRouter(createRoutes(services), {
    initialEntries: [typeof path === 'function' ? path(server) : path],
  });
  return { server, services, router };
}

export function HarnessApp({ harness }: { harness: Harness }) {
  return <AppRoot services={harness.services} router={harness.router} />;
}

/** The path of the active route named `name` of the company at `planLevel` in the demo seed. */
export function seededRoutePath(planLevel: number, name = 'Monday Route') {
  return (server: MockServer) => {
    const company = server.store.companies.all().find((c) => c.planLevel === planLevel);
    const route = server.store.routes
      .all()
      .find((r) => r.companyId === company?.id && r.name === name);
    if (!route) throw new Error(`the demo seed has no ${name} at plan ${planLevel}`);
    return `/route/${route.id}`;
  };
}

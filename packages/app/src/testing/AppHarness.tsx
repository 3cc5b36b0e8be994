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
  path: string;
  email?: string;
}): Promise<Harness> {
  const server = await createMockServer({ now: () => HARNESS_NOW });
  const storage = createMemoryStorage();
  if (email) {
    const login = await server.execute({
      query: `query HarnessLogin($data: UserLoginInput!) {
        userLogin(data: $data) { status token user { id firstName lastName email
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
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
  return { server, services, router };
}

export function HarnessApp({ harness }: { harness: Harness }) {
  return <AppRoot services={harness.services} router={harness.router} />;
}

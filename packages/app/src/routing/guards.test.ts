import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../testing/inProcessFetch';
import { createSessionStore, type Session } from '../session/session';
import {
  landingPath,
  requireAdmin,
  requireFeature,
  requireLoggedIn,
  requirePlanGuard,
} from './guards';

const sessionOf = (role: 'admin' | 'regular', planLevel: unknown): Session =>
  ({
    status: 'success',
    token: 't',
    user: {
      id: 'u1',
      firstName: null,
      lastName: null,
      email: 'x@routebook.test',
      currentUser: { id: 'cu1', role, company: { id: 'co1', name: 'Co', planLevel, logo: null } },
    },
  }) as Session;

const storeWith = (session: Session | null) => {
  const store = createSessionStore(createMemoryStorage());
  store.set(session);
  return store;
};

/** The redirect a guard threw, or null when it let the user through. */
function redirectOf(guard: () => unknown): string | null {
  try {
    guard();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

afterEach(() => vi.restoreAllMocks());

describe('logged-in guard', () => {
  it('sends a logged-out user to /login', () => {
    expect(redirectOf(() => requireLoggedIn(storeWith(null), 'http://app/route/list'))).toBe(
      '/login',
    );
  });
  it('lets a logged-out user through when the address contains webportal', () => {
    expect(
      redirectOf(() => requireLoggedIn(storeWith(null), 'http://app/webportal/signup')),
    ).toBeNull();
  });
  it('lets a logged-in user through', () => {
    expect(
      redirectOf(() =>
        requireLoggedIn(storeWith(sessionOf('regular', 10)), 'http://app/route/list'),
      ),
    ).toBeNull();
  });
});

describe('admin-only guard', () => {
  it('logs the denial and sends a regular user to /route/list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const sessions = storeWith(sessionOf('regular', 40));
    expect(redirectOf(() => requireAdmin(sessions, 'http://app/customers'))).toBe('/route/list');
    expect(warn).toHaveBeenCalledWith('Access denied to /customers: admin role required.');
  });
  it('lets an admin through', () => {
    expect(
      redirectOf(() => requireAdmin(storeWith(sessionOf('admin', 10)), 'http://app/users')),
    ).toBeNull();
  });
});

describe('plan guard (plan level read as an integer, 30 or more)', () => {
  it.each([
    [10, '/route/list'],
    [20, '/route/list'],
    [null, '/route/list'],
    ['29', '/route/list'],
    [30, null],
    ['30', null],
    [40, null],
  ])('plan %s → %s', (planLevel, expected) => {
    expect(redirectOf(() => requirePlanGuard(sessionOf('admin', planLevel)))).toBe(expected);
  });
});

describe('feature gates (time clock, my time sheet, service items at 40+)', () => {
  it.each([
    [30, 'myTimeSheet', '/route/list'],
    [40, 'myTimeSheet', null],
    [30, 'timeClock', '/route/list'],
    [40, 'serviceItems', null],
    [null, 'serviceItems', '/route/list'],
  ] as const)('plan %s, %s → %s', (planLevel, feature, expected) => {
    expect(redirectOf(() => requireFeature(sessionOf('regular', planLevel), feature))).toBe(
      expected,
    );
  });
});

describe('landing page', () => {
  it('lands field staff on Today and admins on the route list', () => {
    expect(landingPath(sessionOf('regular', 10))).toBe('/today');
    expect(landingPath(sessionOf('admin', 40))).toBe('/route/list');
  });

  it('sends a login without a current company to link-company', () => {
    const session = sessionOf('regular', 10);
    expect(landingPath({ ...session, user: { ...session.user, currentUser: null } })).toBe(
      '/link-company',
    );
  });
});

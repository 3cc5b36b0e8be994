import type { Session } from '../session/session';

/** A stored login of a plan 10 staff member, for tests that need one without a server. */
export const STAFF_SESSION = {
  status: 'success',
  token: 't0k3n',
  user: {
    id: 'u1',
    firstName: 'Sam',
    lastName: 'Staff',
    email: 'staff10@routebook.test',
    currentUser: {
      id: 'cu1',
      role: 'regular' as const,
      company: { id: 'co1', name: 'Greenway', planLevel: 10, logo: null },
    },
  },
} satisfies Session;

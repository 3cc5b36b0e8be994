/**
 * Logins and sessions (product.md §Accounts, companies and plans; decisions.md, "Errors" and "Accounts and sessions").
 * The checks log in with sessions of their own (`ctx.logIn`) and log them out afterwards; the one
 * that changes a password puts it back and drops the run's shared sessions of that account.
 */
import { messages } from '@routebook/schema';
import { check, expectEqual, expectRefused, expectTrue } from '../check';
import { LOGIN } from '../context';
import { expectLoggedIn, expectStatus, LOGOUT, ME, ownSession, uniqueKey } from './fixtures';

const SECTION = '§7 The calls it makes';

const ROUTES = `query ConformanceRoutes($companyId: ID!) { routes(companyId: $companyId) { id } }`;
const UPDATE_ACCOUNT = `mutation ConformanceUpdateAccount($id: ID!, $data: UserInput!) {
  updateUser(id: $id, data: $data) { id }
}`;

export const sessionChecks = [
  check(
    'sessions.wrong-password',
    SECTION,
    `a wrong password and an unknown email are refused alike: UNAUTHENTICATED "${messages.invalidLogin}"`,
    async (ctx) => {
      const account = ctx.config.companies.level20.member;
      const attempts = [
        ['a wrong password', { email: account.email, password: `${account.password}-wrong` }],
        [
          'an unknown email',
          { email: `${uniqueKey(ctx, 'nobody')}@conformance.invalid`, password: account.password },
        ],
      ] as const;
      for (const [what, data] of attempts) {
        const answer = await ctx.client.graphql({ query: LOGIN, variables: { data } });
        expectStatus(answer, 200, `HTTP status of ${what}`);
        expectRefused(answer, 'UNAUTHENTICATED', messages.invalidLogin);
        expectEqual(answer.body?.data?.userLogin ?? null, null, `userLogin with ${what}`);
      }
      // The right password still logs in (and resets the account's count of failed logins).
      await ownSession(ctx, account);
    },
  ),
  check(
    'sessions.needs-token',
    SECTION,
    `without a token, or with one the server never gave, queries are refused: UNAUTHENTICATED "${messages.notLoggedIn}"`,
    async ({ client, as }) => {
      const { companyId } = await as('level40', 'admin');
      for (const token of [null, 'conformance-not-a-token']) {
        for (const [query, variables] of [
          [ME, {}],
          [ROUTES, { companyId }],
        ] as const) {
          const answer = await client.graphql({ query, variables }, { token });
          const what = `${query.split(' ')[1]} with ${token ? 'an unknown token' : 'no token'}`;
          expectStatus(answer, 200, `HTTP status of ${what}`);
          expectEqual(answer.body?.errors?.length, 1, `errors of ${what}`);
          expectRefused(answer, 'UNAUTHENTICATED', messages.notLoggedIn);
        }
      }
    },
  ),
  check(
    'sessions.logout',
    SECTION,
    'logout answers true and revokes its token on the server (a copy of it is refused); other sessions stay; without a valid token it does nothing',
    async (ctx) => {
      const account = ctx.config.companies.level40.member;
      const phone = await ctx.logIn(account);
      const laptop = await ownSession(ctx, account);
      expectEqual(await ctx.ok(phone, LOGOUT), { logout: true }, 'logout');
      expectRefused(await ctx.run(phone.token, ME), 'UNAUTHENTICATED', messages.notLoggedIn);
      await expectLoggedIn(ctx, laptop.token, 'another session of the account');
      expectEqual(await ctx.ok(null, LOGOUT), { logout: true }, 'logout without a token');
      expectEqual(await ctx.ok(phone.token, LOGOUT), { logout: true }, 'logout again');
    },
  ),
  check(
    'sessions.password-change-ends-others',
    SECTION,
    "changing one's own password (updateUser) keeps the current session and ends the account's other sessions",
    async (ctx) => {
      const account = ctx.config.companies.level20.member;
      const newPassword = `${uniqueKey(ctx, 'Pw')}!`;
      const phone = await ownSession(ctx, account);
      const laptop = await ownSession(ctx, account);
      // Afterwards the password is put back from the session that changed it (which must still
      // work), or from a new login with the new one; either way the run's shared sessions of the
      // account are dropped, since a password change (and putting it back) ends them.
      let changed = false;
      ctx.cleanup(async () => {
        ctx.forgetSessions(account.email);
        if (!changed) return;
        const stillIn = Boolean((await ctx.run(phone, ME)).data?.me);
        const current = stillIn
          ? phone
          : await ctx.logIn({ email: account.email, password: newPassword });
        const password = account.password;
        await ctx.ok(current, UPDATE_ACCOUNT, {
          id: current.userId,
          data: { password, confirmPassword: password },
        });
        if (!stillIn) await ctx.run(current, LOGOUT);
      });
      await ctx.ok(phone, UPDATE_ACCOUNT, {
        id: phone.userId,
        data: { password: newPassword, confirmPassword: newPassword },
      });
      changed = true;
      await expectLoggedIn(ctx, phone.token, 'the session that changed the password');
      expectRefused(await ctx.run(laptop, ME), 'UNAUTHENTICATED', messages.notLoggedIn);
      const old = await ctx.client.graphql({ query: LOGIN, variables: { data: account } });
      expectRefused(old, 'UNAUTHENTICATED', messages.invalidLogin);
      const fresh = await ownSession(ctx, { email: account.email, password: newPassword });
      expectTrue(fresh.token !== laptop.token, 'a new login answers a new token');
    },
  ),
];

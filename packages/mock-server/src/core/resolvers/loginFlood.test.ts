/**
 * A flood of failed logins must not stall the API: password checks take turns, a bounded line of
 * them waits, and the rest are refused at once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { expectError, startTestServer, type TestServer } from '../../../test/testSupport';
import {
  PASSWORD_CHECKS_AT_ONCE,
  PASSWORD_CHECKS_RETRY_SECONDS,
  PASSWORD_CHECKS_WAITING,
} from '../domain/passwordChecks';

const LOGIN = `query Login($data: UserLoginInput!) { userLogin(data: $data) { token } }`;
const ME = `query Me { me { id } }`;
/** Every check the server takes at once: running and waiting. */
const TAKEN = PASSWORD_CHECKS_AT_ONCE + PASSWORD_CHECKS_WAITING;

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

/**
 * `count` logins with unknown emails sent at once; `settled()` says how many have answered and
 * `first` resolves when one has (the rest are then queued or hashing).
 */
function flood(count: number) {
  let settled = 0;
  let firstSettled = () => {};
  const first = new Promise<void>((resolve) => (firstSettled = resolve));
  const answers = Promise.all(
    Array.from({ length: count }, (_, i) =>
      t
        .run(null, LOGIN, { data: { email: `nobody-${i}@routebook.test`, password: 'guess' } })
        .finally(() => {
          settled += 1;
          firstSettled();
        }),
    ),
  );
  return { answers, first, settled: () => settled };
}

describe('failed logins do not stall the API', () => {
  it('a logged-in caller is answered while every login the server takes is still waiting', async () => {
    const token = await t.login('admin40@routebook.test');
    const logins = flood(TAKEN);
    await logins.first;
    const settledBeforeMe = logins.settled();
    const me = await t.run(token, ME);
    const settledMeanwhile = logins.settled() - settledBeforeMe;
    const answers = await logins.answers;

    expect(me.errors).toBeUndefined();
    // Before the limit, the caller's token digest waited behind every queued password hash and
    // was answered after all of them; now it is answered while most still wait.
    expect(settledMeanwhile).toBeLessThan(TAKEN / 4);
    for (const answer of answers) expectError(answer, 'UNAUTHENTICATED', messages.invalidLogin);
  });

  it('refuses at once, with a time to retry after, the logins past the line', async () => {
    const extra = 10;
    const answers = await flood(TAKEN + extra).answers;
    const busy = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'TOO_MANY_REQUESTS');
    expect(busy).toHaveLength(extra);
    for (const answer of busy) {
      expectError(answer, 'TOO_MANY_REQUESTS', messages.loginBusy);
      expect(answer.errors?.[0]?.extensions?.retryAfterSeconds).toBe(PASSWORD_CHECKS_RETRY_SECONDS);
    }
    const checked = answers.filter((a) => !busy.includes(a));
    for (const answer of checked) expectError(answer, 'UNAUTHENTICATED', messages.invalidLogin);

    // Once the line has drained, logins are taken again.
    expect(
      (
        await t.run(null, LOGIN, {
          data: { email: 'admin40@routebook.test', password: 'routebook' },
        })
      ).errors,
    ).toBeUndefined();
  });
});

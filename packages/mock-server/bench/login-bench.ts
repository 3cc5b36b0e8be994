/**
 * `npm run bench`: whether a flood of failed logins stalls everyone else. A server on loopback,
 * one logged-in caller; each round fires LOGINS logins at once, each with its own unknown email
 * (so the per-email lock never cuts them short), and while they run the caller sends `{ me { id } }`
 * one after another and times each answer. Printed: the caller's p50 and slowest answer during the
 * flood, the flood's own time until its last answer, how many logins were refused as busy, and for
 * comparison LOGINS cheap anonymous queries at once (the caller's first answer waits behind the
 * flood's requests as behind any burst that size). Figures are medians over ROUNDS rounds.
 * Judged: the caller's p50 during the flood beside its p50 alone (before the password-check limit
 * its token digest waited behind every queued hash: 1.5 s against 14 ms).
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { median, reportFigures } from '../src/node/benchReport';
import { startHttpServer } from '../src/node/httpServer';
import { logInOverHttp, postGraphql as post } from '../test/http';

const LOGINS = Number(process.env.LOGIN_BENCH_LOGINS ?? 300);
const ROUNDS = Number(process.env.LOGIN_BENCH_ROUNDS ?? 3);
const IDLE_REQUESTS = 20;
/** The caller's p50 during the flood, at most this times its p50 alone. */
const P50_RATIO_TARGET = 5;

const ME = 'query Me { me { id } }';
const PLANS = 'query Plans { plans { level } }';
const LOGIN = `query Login($data: UserLoginInput!) { userLogin(data: $data) { token } }`;

/** One `me` as the logged-in caller, in milliseconds until its answer. */
async function timedMe(url: string, token: string): Promise<number> {
  const started = performance.now();
  const answer = await post(url, token, ME);
  if (answer.errors?.length) throw new Error(`me failed: ${answer.errors[0]?.message}`);
  return performance.now() - started;
}

interface Round {
  meP50: number;
  meMax: number;
  meCount: number;
  floodMs: number;
  busy: number;
  cheapBurstMs: number;
}

/** LOGINS anonymous `plans` queries at once, in milliseconds until the last answer. */
async function cheapBurst(url: string): Promise<number> {
  const started = performance.now();
  await Promise.all(Array.from({ length: LOGINS }, () => post(url, null, PLANS)));
  return performance.now() - started;
}

async function round(url: string, token: string, index: number): Promise<Round> {
  let done = false;
  const started = performance.now();
  const codes = new Map<string, number>();
  const flood = Promise.all(
    Array.from({ length: LOGINS }, async (_, i) => {
      const answer = await post(url, null, LOGIN, {
        data: { email: `flood-${index}-${i}@nobody.test`, password: 'guess' },
      });
      const code = answer.errors?.[0]?.extensions?.code ?? 'OK';
      codes.set(code, (codes.get(code) ?? 0) + 1);
    }),
  ).then(() => {
    done = true;
    return performance.now() - started;
  });
  const during: number[] = [];
  while (!done) during.push(await timedMe(url, token));
  const floodMs = await flood;
  if (codes.has('OK')) throw new Error('an unknown email logged in');
  const cheapBurstMs = await cheapBurst(url);
  return {
    cheapBurstMs,
    meP50: median(during),
    meMax: Math.max(...during),
    meCount: during.length,
    floodMs,
    busy: codes.get('TOO_MANY_REQUESTS') ?? 0,
  };
}

async function main() {
  const running = await startHttpServer({ port: 0, quiet: true });
  try {
    const { token } = await logInOverHttp(running.url, 'admin40@routebook.test');
    await cheapBurst(running.url);
    const idle: number[] = [];
    for (let i = 0; i < 2 * IDLE_REQUESTS; i += 1) idle.push(await timedMe(running.url, token));
    idle.splice(0, IDLE_REQUESTS);
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r += 1) rounds.push(await round(running.url, token, r));

    console.log(
      `\n${LOGINS} logins with unknown emails at once, ${ROUNDS} rounds; a logged-in caller ` +
        `sends { me { id } } one after another meanwhile (${rounds.map((r) => r.meCount).join(', ')} answers)`,
    );
    console.log(`Node ${process.version}, ${availableParallelism()} CPUs`);
    const of = (pick: (r: Round) => number) => median(rounds.map(pick));
    reportFigures('Failed-login flood', [
      { name: 'me p50 alone', value: median(idle), unit: 'ms', judged: false },
      {
        name: 'me p50 during the flood',
        value: of((r) => r.meP50),
        unit: 'ms',
        target: { atMost: 100 },
        judged: false,
      },
      {
        name: 'me slowest during the flood',
        value: of((r) => r.meMax),
        unit: 'ms',
        target: { atMost: 2000 },
        judged: false,
      },
      {
        name: `${LOGINS} anonymous plans queries at once, for comparison`,
        value: of((r) => r.cheapBurstMs),
        unit: 'ms',
        digits: 0,
        judged: false,
      },
      {
        name: 'the flood, until its last answer',
        value: of((r) => r.floodMs),
        unit: 'ms',
        digits: 0,
        target: { atMost: 5000 },
        judged: false,
      },
      {
        name: 'logins refused as busy (TOO_MANY_REQUESTS)',
        value: of((r) => r.busy),
        unit: `of ${LOGINS}`,
        digits: 0,
      },
      {
        name: 'me p50 during the flood / alone',
        value: of((r) => r.meP50) / median(idle),
        unit: 'x',
        digits: 2,
        target: { atMost: P50_RATIO_TARGET },
      },
    ]);
  } finally {
    await running.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

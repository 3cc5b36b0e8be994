/**
 * `npm run bench`: one caller must not stall everyone. Over HTTP on loopback, a regular member of
 * a company with 50,000 customers sends the attack that was found: one POST, a batch of 10
 * operations, each with 15 aliased `company { customers(search: "a") { ... } }`. Meanwhile
 * another logged-in caller (another company's admin) sends `{ me { id } }` one after another
 * until the attack is answered. ROUNDS attacks in a row; printed: the attack's time, status and
 * answer size, and the latency of `me` during the attacks (p50, p95, max) beside `me` alone.
 */
import { performance } from 'node:perf_hooks';
import { startHttpServer } from '../src/node/httpServer';
import { addManyCustomers } from '../src/node/manyCustomers';
import { logInOverHttp } from '../src/node/largeRoute';
import { percentile, reportFigures, type BenchFigure } from '../src/node/benchReport';

const CUSTOMERS = 50_000;
const ROUNDS = Number(process.env.LOAD_BENCH_ROUNDS ?? 3);
const IDLE_SAMPLES = 30;
const ATTACKER = 'staff40@routebook.test';
const BYSTANDER = 'admin30@routebook.test';
/** Targets: the attack is refused or bounded quickly, and the bystander hardly notices it. */
const TARGETS = { attackMs: 2_000, meP95Ms: 200 };

/** 15 aliases of the company's customers matching "a", as the attack sent them. */
const attackOperation = (index: number) => `query Attack${index}($id: ID!) {
  ${Array.from(
    { length: 15 },
    (_, alias) =>
      `a${alias}: company(id: $id) { customers(search: "a") { id displayName email note address1 } }`,
  ).join('\n  ')}
}`;

interface Answer {
  ms: number;
  status: number;
  bytes: number;
  text: string;
}

async function post(url: string, token: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - started;
  // The start of the answer is enough to say what it was; a huge one is not decoded whole.
  const text = new TextDecoder().decode(bytes.subarray(0, 400));
  return { ms, status: response.status, bytes: bytes.byteLength, text };
}

/** The time `me` took to answer, or null when it failed (a blocked server drops connections). */
async function me(url: string, token: string): Promise<number | null> {
  try {
    const answer = await post(url, token, { query: '{ me { id } }' });
    if (answer.status === 200 && answer.text.includes('"me"')) return answer.ms;
    console.log(`me answered ${answer.status}: ${answer.text}`);
  } catch (error) {
    console.log(`me failed: ${String(error)}`);
  }
  return null;
}

async function main(): Promise<void> {
  const mock = await startHttpServer({ port: 0, quiet: true });
  try {
    const attacker = await logInOverHttp(mock.url, ATTACKER);
    const bystander = await logInOverHttp(mock.url, BYSTANDER);
    addManyCustomers(mock.server.store, attacker.companyId, CUSTOMERS);
    const batch = Array.from({ length: 10 }, (_, index) => ({
      query: attackOperation(index),
      variables: { id: attacker.companyId },
    }));

    const idle: number[] = [];
    for (let i = 0; i < IDLE_SAMPLES; i += 1)
      idle.push((await me(mock.url, bystander.token)) ?? NaN);

    const attacks: Answer[] = [];
    const during: number[] = [];
    let failed = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      let answered = false;
      const attack = post(mock.url, attacker.token, batch).finally(() => {
        answered = true;
      });
      while (!answered) {
        const ms = await me(mock.url, bystander.token);
        if (ms === null) failed += 1;
        else during.push(ms);
      }
      attacks.push(await attack);
      console.log(
        `attack ${round + 1}: ${attacks.at(-1)?.status} in ${attacks.at(-1)?.ms.toFixed(0)} ms, ` +
          `${attacks.at(-1)?.bytes} bytes: ${attacks.at(-1)?.text.slice(0, 160)}`,
      );
    }

    const worst = (pick: (answer: Answer) => number) => Math.max(...attacks.map(pick));
    const ms = (name: string, value: number, atMost?: number): BenchFigure => ({
      name,
      value,
      unit: 'ms',
      digits: 0,
      ...(atMost === undefined ? {} : { target: { atMost }, judged: false }),
    });
    reportFigures(
      `One heavy caller against ${CUSTOMERS.toLocaleString('en')} customers over HTTP: a batch of ` +
        `10 operations x 15 aliased customers(search: "a"), ${ROUNDS} rounds; another caller's ` +
        `{ me { id } } one after another meanwhile (${during.length} answered)`,
      [
        ms(
          'attack: time to its answer, worst round',
          worst((answer) => answer.ms),
          TARGETS.attackMs,
        ),
        {
          name: 'attack: HTTP status, worst round (a refusal, never a 500)',
          value: worst((answer) => answer.status),
          unit: '',
          digits: 0,
          target: { atMost: 499 },
        },
        {
          name: 'attack: answer size, largest round',
          value: worst((answer) => answer.bytes) / 1024,
          unit: 'KiB',
        },
        ms('me alone, p50', percentile(idle, 50)),
        ms('me during the attack, p50', percentile(during, 50), TARGETS.meP95Ms),
        ms('me during the attack, p95', percentile(during, 95), TARGETS.meP95Ms),
        ms('me during the attack, max', Math.max(...during)),
        {
          name: 'me during the attack: requests that failed',
          value: failed,
          unit: '',
          digits: 0,
          target: { atMost: 0 },
        },
      ],
    );
  } finally {
    await mock.close();
  }
}

await main();

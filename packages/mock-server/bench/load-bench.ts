/**
 * `npm run bench`: one caller must not stall everyone. Over HTTP on loopback, a regular member of
 * a company with 50,000 customers sends the attack that was found: one POST, a batch of 10
 * operations, each with 15 aliased `company { customers(search: "a") { ... } }`. Meanwhile
 * another logged-in caller (another company's admin) sends `{ me { id } }` one after another
 * until the attack is answered. ROUNDS attacks in a row; printed: the attack's time, status and
 * answer size, and the latency of `me` during the attacks (p50, p95, max) beside `me` alone.
 * Then the same for a heavy request the budget allows (ALLOWED_OPERATIONS lists of about 5,000
 * customers), which must let `me` through while it runs.
 */
import { performance } from 'node:perf_hooks';
import { REQUEST_BUDGET } from '@routebook/schema';
import { startHttpServer } from '../src/node/httpServer';
import { addManyCustomers } from '../test/manyCustomers';
import { logInOverHttp } from '../test/http';
import { median, percentile, reportFigures, type BenchFigure } from '../src/node/benchReport';

const CUSTOMERS = 50_000;
const ROUNDS = Number(process.env.LOAD_BENCH_ROUNDS ?? 3);
const IDLE_SAMPLES = 30;
const ATTACKER = 'staff40@routebook.test';
const ADMIN = 'admin40@routebook.test';
const BYSTANDER = 'admin30@routebook.test';
/** Operations of the heavy request within the budget: about 5,000 customers match "smith". */
const ALLOWED_OPERATIONS = 3;
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

/** The customers page's first page (CustomersPageQuery's list), as an admin opens it. */
const FIRST_PAGE = `query FirstPage($id: ID!) {
  company(id: $id) { customersConnection(first: 50) { totalCount edges { node { id displayName } } } }
}`;

/** Every customer matching "smith" (about a ninth of them), 5 fields each. */
const ALLOWED = `query Allowed($id: ID!) {
  company(id: $id) { customers(search: "smith") { id displayName email note address1 } }
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

interface UnderLoad {
  answers: Answer[];
  /** `me` latencies while the heavy requests ran. */
  during: number[];
  failed: number;
}

/** Sends `body` ROUNDS times, one after another, with `me` asked again and again meanwhile. */
async function underLoad(
  url: string,
  heavy: { token: string; body: unknown; name: string },
  bystander: string,
): Promise<UnderLoad> {
  const result: UnderLoad = { answers: [], during: [], failed: 0 };
  for (let round = 0; round < ROUNDS; round += 1) {
    let answered = false;
    const request = post(url, heavy.token, heavy.body).finally(() => {
      answered = true;
    });
    while (!answered) {
      const ms = await me(url, bystander);
      if (ms === null) result.failed += 1;
      else result.during.push(ms);
    }
    const answer = await request;
    result.answers.push(answer);
    console.log(
      `${heavy.name} ${round + 1}: ${answer.status} in ${answer.ms.toFixed(0)} ms, ` +
        `${answer.bytes} bytes: ${answer.text.slice(0, 120)}`,
    );
  }
  return result;
}

const ms = (name: string, value: number, atMost?: number): BenchFigure => ({
  name,
  value,
  unit: 'ms',
  digits: 0,
  ...(atMost === undefined ? {} : { target: { atMost }, judged: false }),
});

/** `me`'s latencies while `load` ran, beside the target. */
const meFigures = (during: string, load: UnderLoad): BenchFigure[] => [
  ms(`me during ${during}, p50`, percentile(load.during, 50)),
  ms(`me during ${during}, p95`, percentile(load.during, 95), TARGETS.meP95Ms),
  ms(`me during ${during}, max`, Math.max(...load.during)),
  {
    name: `me during ${during}: requests that failed`,
    value: load.failed,
    unit: '',
    digits: 0,
    target: { atMost: 0 },
  },
];

async function main(): Promise<void> {
  const mock = await startHttpServer({ port: 0, quiet: true });
  try {
    const attacker = await logInOverHttp(mock.url, ATTACKER);
    const admin = await logInOverHttp(mock.url, ADMIN);
    const bystander = await logInOverHttp(mock.url, BYSTANDER);
    addManyCustomers(mock.server.store, attacker.companyId, CUSTOMERS);
    const id = attacker.companyId;

    // The first list of the company after start sorts it once: timed on its own, as the admin's
    // customers page would ask for it, so the rounds below measure the attack alone.
    const firstPage = await post(mock.url, admin.token, { query: FIRST_PAGE, variables: { id } });
    const idle: number[] = [];
    for (let i = 0; i < IDLE_SAMPLES; i += 1) {
      idle.push((await me(mock.url, bystander.token)) ?? NaN);
    }

    const attack = await underLoad(
      mock.url,
      {
        name: 'attack',
        token: attacker.token,
        body: Array.from({ length: 10 }, (_, index) => ({
          query: attackOperation(index),
          variables: { id },
        })),
      },
      bystander.token,
    );
    const allowed = await underLoad(
      mock.url,
      {
        name: 'allowed',
        token: attacker.token,
        body: Array.from({ length: ALLOWED_OPERATIONS }, () => ({
          query: ALLOWED,
          variables: { id },
        })),
      },
      bystander.token,
    );
    const refused = allowed.answers.find((answer) => answer.text.includes('"errors"'));
    if (refused) throw new Error(`the allowed request was refused: ${refused.text}`);

    const worst = (pick: (answer: Answer) => number) => Math.max(...attack.answers.map(pick));
    reportFigures(
      `One heavy caller against ${CUSTOMERS.toLocaleString('en')} customers over HTTP, ${ROUNDS} ` +
        `rounds each: the attack (a batch of 10 operations x 15 aliased customers(search: "a")) and ` +
        `a heavy request within the budget (${ALLOWED_OPERATIONS} operations of ` +
        `customers(search: "smith"), ${((allowed.answers[0]?.bytes ?? 0) / 1048576).toFixed(1)} MiB); ` +
        `another caller's { me { id } } one after another meanwhile`,
      [
        ms('first customers page after start (sorts the company once)', firstPage.ms),
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
          target: { atMost: REQUEST_BUDGET.maxAnswerBytes / 1024 },
        },
        ms('me alone, p50', percentile(idle, 50)),
        ...meFigures('the attack', attack),
        ms(
          'heavy request within the budget: time to its answer, median',
          median(allowed.answers.map((answer) => answer.ms)),
        ),
        ...meFigures('the heavy request', allowed),
      ],
    );
  } finally {
    await mock.close();
  }
}

await main();

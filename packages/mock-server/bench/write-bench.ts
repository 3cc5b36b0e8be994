/**
 * `npm run bench`: what one write costs with a --data file, and whether that cost grows with the
 * store. Two servers on loopback, each on its own data file in a temporary folder, one with
 * 1,000 and one with 100,000 extra customers in Sparkle Cleaning Co (the data file is written
 * directly, then the server starts on it). Each round sends updateCompanyCustomer mutations to
 * each server over HTTP in BATCHES batches, each of SEQUENTIAL writes one at a time then
 * CONCURRENCY clients writing at once, and times each answer. The sizes take turns batch by batch,
 * the first alternating, so a busy moment of the machine falls on both; a round's p99 is over
 * its writes to one size, and the figures are medians over the rounds. Last, writes
 * go on one by one while the 100,000 server compacts its journal into its data file, to show what
 * a compaction still costs the requests it runs between.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createMockServer } from '@routebook/mock-server';
import { addManyCustomers, graphqlOverHttp, logInOverHttp } from '@routebook/mock-server/testing';
import {
  median,
  percentile,
  reportFigures,
  saveDataFile,
  startHttpServer,
  type BenchFigure,
  type RunningHttpServer,
} from '@routebook/mock-server/node';

const SMALL = 1_000;
const LARGE = 100_000;
const ROUNDS = Number(process.env.WRITE_BENCH_ROUNDS ?? 5);
const BATCHES = Number(process.env.WRITE_BENCH_BATCHES ?? 12);
const SEQUENTIAL = 10;
const CONCURRENCY = 4;
const PER_CLIENT = 3;
const WARM_UP_WRITES = 20;
const ADMIN = 'admin40@routebook.test';
/** The p99 with 100,000 customers may be at most this times the p99 with 1,000. */
const P99_RATIO_TARGET = 1.5;

const UPDATE = `mutation Update($id: ID!, $data: CustomerInput!) {
  updateCompanyCustomer(id: $id, data: $data) { customer { id note } }
}`;

interface Sized {
  size: number;
  running: RunningHttpServer;
  token: string;
  customerIds: string[];
  written: number;
}

/** A data file with the demo data, the admin's company grown to `size` customers. */
async function writeDataFile(path: string, size: number): Promise<void> {
  const { store } = await createMockServer({ seed: 1 });
  const [user] = store.users.where('email', ADMIN);
  const [member] = store.companyUsers.where('userId', user?.id ?? '');
  if (!member) throw new Error(`${ADMIN} has no company`);
  store.transaction(() => addManyCustomers(store, member.companyId, size));
  saveDataFile(path, store.snapshot());
}

async function startSized(directory: string, size: number): Promise<Sized> {
  const dataFile = join(directory, `customers-${size}.json`);
  await writeDataFile(dataFile, size);
  const running = await startHttpServer({ port: 0, quiet: true, dataFile });
  const { token, companyId } = await logInOverHttp(running.url, ADMIN);
  const customerIds = running.server.store.customers
    .where('companyId', companyId)
    .slice(-size)
    .map((customer) => customer.id);
  const sized = { size, running, token, customerIds, written: 0 };
  for (let i = 0; i < WARM_UP_WRITES; i += 1) await timedWrite(sized);
  return sized;
}

/** One acknowledged write over HTTP, in milliseconds until its answer. */
async function timedWrite(sized: Sized): Promise<number> {
  sized.written += 1;
  const n = sized.written;
  const id = sized.customerIds[(n * 7919) % sized.customerIds.length];
  const started = performance.now();
  const data = await graphqlOverHttp(sized.running.url, sized.token, UPDATE, {
    id,
    data: { note: `Write ${n}` },
  });
  const ms = performance.now() - started;
  if (data.updateCompanyCustomer?.customer?.note !== `Write ${n}`) {
    throw new Error(`write ${n} was not answered with its change`);
  }
  return ms;
}

/** SEQUENTIAL writes one after another, then PER_CLIENT from each of CONCURRENCY clients at once. */
async function batch(sized: Sized, times: number[]): Promise<void> {
  for (let i = 0; i < SEQUENTIAL; i += 1) times.push(await timedWrite(sized));
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = 0; i < PER_CLIENT; i += 1) times.push(await timedWrite(sized));
    }),
  );
}

async function main() {
  const directory = mkdtempSync(join(tmpdir(), 'routebook-write-bench-'));
  const servers: Sized[] = [];
  try {
    const small = await startSized(directory, SMALL);
    servers.push(small);
    const large = await startSized(directory, LARGE);
    servers.push(large);

    const p50 = new Map<number, number[]>([
      [SMALL, []],
      [LARGE, []],
    ]);
    const p99 = new Map<number, number[]>([
      [SMALL, []],
      [LARGE, []],
    ]);
    const ratios: number[] = [];
    for (let r = 0; r < ROUNDS; r += 1) {
      const times = new Map<Sized, number[]>([
        [small, []],
        [large, []],
      ]);
      for (let b = 0; b < BATCHES; b += 1) {
        for (const sized of (r + b) % 2 === 0 ? [small, large] : [large, small]) {
          await batch(sized, times.get(sized) ?? []);
        }
      }
      for (const [sized, series] of times) {
        p50.get(sized.size)?.push(percentile(series, 50));
        p99.get(sized.size)?.push(percentile(series, 99));
      }
      ratios.push(percentile(times.get(large) ?? [], 99) / percentile(times.get(small) ?? [], 99));
    }

    // What a compaction of the large store costs the writes it runs between.
    const compactionStarted = performance.now();
    let compacted = false;
    const compaction = large.running.compactDataFile().then(() => {
      compacted = true;
      return performance.now() - compactionStarted;
    });
    const duringCompaction: number[] = [];
    while (!compacted) duringCompaction.push(await timedWrite(large));
    const compactionMs = await compaction;

    console.log(
      `\nA write with --data (updateCompanyCustomer over HTTP): ${ROUNDS} rounds of ${BATCHES} ` +
        `batches per size, each ${SEQUENTIAL} writes one by one then ${CONCURRENCY} clients ` +
        `writing ${PER_CLIENT} each at once`,
    );
    console.log(`Node ${process.version}, ${availableParallelism()} CPUs`);
    const absolute = (size: number, name: string, series: number[]): BenchFigure => ({
      name: `${name} with ${size.toLocaleString('en-US')} customers (median of rounds)`,
      value: median(series),
      unit: 'ms',
      judged: false,
    });
    reportFigures('Write latency', [
      absolute(SMALL, 'p50', p50.get(SMALL) ?? []),
      absolute(SMALL, 'p99', p99.get(SMALL) ?? []),
      absolute(LARGE, 'p50', p50.get(LARGE) ?? []),
      absolute(LARGE, 'p99', p99.get(LARGE) ?? []),
      {
        name: `p99 ${LARGE.toLocaleString('en-US')} / ${SMALL.toLocaleString('en-US')} customers (median of rounds)`,
        value: median(ratios),
        unit: 'x',
        digits: 2,
        target: { atMost: P99_RATIO_TARGET },
      },
      {
        name: `compaction of the ${LARGE.toLocaleString('en-US')}-customer data file`,
        value: compactionMs,
        unit: 'ms',
        digits: 0,
        judged: false,
      },
      {
        name: `slowest of ${duringCompaction.length} writes during it, one by one`,
        value: Math.max(...duringCompaction),
        unit: 'ms',
        judged: false,
      },
    ]);
  } finally {
    for (const sized of servers) await sized.running.close();
    rmSync(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

/**
 * The data file's journal, so that writes cost the same with 100 customers or 100,000: each
 * acknowledged write is on disk before its answer, whatever happens after; a write appends only its
 * own rows; a crash while appending or compacting loses nothing acknowledged and applies nothing
 * twice; a damaged journal is reported and left as it is.
 */
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Store } from '../core';
import type { CustomerRecord } from '../core/store/records';
import { TEST_NOW } from '../../test/testSupport';
import { CorruptDataFileError, journalPathFor, loadDataFile, readDataFile } from './dataFile';
import { openDataFileWriter, type DataFileWriter } from './dataFileWriter';
import { startHttpServer, type RunningHttpServer } from './httpServer';
import { graphqlOverHttp, logInOverHttp } from '../../test/http';

const CLI = join(dirname(fileURLToPath(import.meta.url)), 'bin.ts');
const ADMIN = 'admin40@routebook.test';

let directory: string;
let file: string;
let journal: string;
const cleanups: (() => Promise<void> | void)[] = [];

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'routebook-journal-'));
  file = join(directory, 'data.json');
  journal = journalPathFor(file);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(directory, { recursive: true, force: true });
});

/** A server on the data file; closing it twice is fine. */
async function start(): Promise<RunningHttpServer> {
  const running = await startHttpServer({
    port: 0,
    quiet: true,
    dataFile: file,
    now: () => TEST_NOW,
  });
  let closing: Promise<void> | null = null;
  const close = () => (closing ??= running.close());
  cleanups.push(close);
  return { ...running, close };
}

const CREATE_ROUTE = `mutation C($data: RouteInput!) {
  createRoute(data: $data) { route { id name } }
}`;

async function createRoute(url: string, token: string, companyId: string, name: string) {
  const data = await graphqlOverHttp(url, token, CREATE_ROUTE, {
    data: { name, company: companyId },
  });
  return data.createRoute.route as { id: string; name: string };
}

/** The routes a restart would load from the data file and its journal. */
function routeNamesOnDisk(): string[] {
  const snapshot = loadDataFile(file);
  return (snapshot?.tables.routes?.rows ?? []).map(
    (row) => (row as { id: string; name?: string }).name ?? '',
  );
}

/** A server on the data file with `names` created as routes, then closed. */
async function fileWithRoutes(names: string[]): Promise<void> {
  const running = await start();
  const { token, companyId } = await logInOverHttp(running.url, ADMIN);
  for (const name of names) await createRoute(running.url, token, companyId, name);
  await running.close();
}

describe('the journal of a --data file, through the server', () => {
  it('keeps every acknowledged write when the server is killed with SIGKILL', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--port', '0', '--data', file], {
      env: { ...process.env, PORT: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    cleanups.push(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    const exited = new Promise((done) => child.once('exit', (_, signal) => done(signal)));
    let stdout = '';
    const url = await new Promise<string>((found, fail) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /GraphQL:\s+(http:\/\/127\.0\.0\.1:\d+)\/graphql/.exec(stdout);
        if (match?.[1]) found(match[1]);
      });
      child.once('exit', () => fail(new Error(`the server stopped:\n${stdout}`)));
    });
    const { token, companyId } = await logInOverHttp(url, ADMIN);

    const acknowledged: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      acknowledged.push((await createRoute(url, token, companyId, `One by one ${i}`)).name);
    }
    // Twenty at once, killed the moment the fifth answer arrives, with the others in flight.
    let answers = 0;
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      createRoute(url, token, companyId, `At once ${i}`).then((route) => {
        answers += 1;
        if (answers === 5) child.kill('SIGKILL');
        return route.name;
      }),
    );
    const settled = await Promise.allSettled(inFlight);
    expect(await exited).toBe('SIGKILL');
    // Every answer that arrived was sent after its write was saved.
    for (const result of settled)
      if (result.status === 'fulfilled') acknowledged.push(result.value);
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);

    const onDisk = routeNamesOnDisk();
    for (const name of acknowledged) expect(onDisk).toContain(name);
    // And the server starts on it, with them.
    const running = await start();
    const again = await logInOverHttp(running.url, ADMIN);
    const { routes } = await graphqlOverHttp(
      running.url,
      again.token,
      'query R($c: ID!) { routes(companyId: $c) { name } }',
      {
        c: companyId,
      },
    );
    const names = (routes as { name: string }[]).map((route) => route.name);
    for (const name of acknowledged) expect(names).toContain(name);
  });

  it('appends only the rows a write changed, and nothing for a refused one', async () => {
    const running = await start();
    const { token, companyId } = await logInOverHttp(running.url, ADMIN);
    const snapshotBytes = readFileSync(file);
    const before = statSync(journal).size; // the login's session
    await createRoute(running.url, token, companyId, 'Small write');
    const record = readFileSync(journal, 'utf8').slice(before);
    expect(record.split('\n')).toHaveLength(2); // one line
    expect(record).toContain('"Small write"');
    expect(record.length).toBeLessThan(1000);

    const journalBytes = readFileSync(journal);
    await expect(createRoute(running.url, token, companyId, '   ')).rejects.toThrow();
    expect(readFileSync(journal).equals(journalBytes)).toBe(true);
    expect(readFileSync(file).equals(snapshotBytes)).toBe(true);
  });

  it('compacts on request: the data file then holds every write, and the journal is gone', async () => {
    const running = await start();
    const { token, companyId } = await logInOverHttp(running.url, ADMIN);
    await createRoute(running.url, token, companyId, 'Compacted');
    expect(readFileSync(file, 'utf8')).not.toContain('"Compacted"');
    await running.compactDataFile();
    expect(readFileSync(file, 'utf8')).toContain('"Compacted"');
    expect(existsSync(journal)).toBe(false);
    await createRoute(running.url, token, companyId, 'After compacting');
    expect(routeNamesOnDisk()).toEqual(expect.arrayContaining(['Compacted', 'After compacting']));
  });

  it('ignores a last record cut short or garbled, and starts without it', async () => {
    await fileWithRoutes(['Saved 1', 'Saved 2']);
    const snapshot = readFileSync(file);
    // The routes are in the journal only.
    expect(snapshot.toString()).not.toContain('Saved 1');
    const whole = readFileSync(journal, 'utf8');
    const lastLine = whole.slice(whole.lastIndexOf('\n', whole.length - 2) + 1);
    for (const damage of [
      lastLine.slice(0, lastLine.length / 2), // cut short: no newline
      `${lastLine.slice(0, 20)}X${lastLine.slice(21)}`, // garbled, newline and all
      '\0\0\0\0\0\0', // zeros where the filesystem had not written the bytes yet
    ]) {
      writeFileSync(file, snapshot);
      writeFileSync(journal, whole + damage);
      expect(routeNamesOnDisk()).toEqual(expect.arrayContaining(['Saved 1', 'Saved 2']));
      const running = await start();
      const { token, companyId } = await logInOverHttp(running.url, ADMIN);
      await createRoute(running.url, token, companyId, 'After the damage');
      await running.close();
      // Started from the whole records: the damage is gone, later writes load.
      expect(readFileSync(journal, 'utf8')).not.toContain(damage);
      expect(routeNamesOnDisk()).toEqual(
        expect.arrayContaining(['Saved 1', 'Saved 2', 'After the damage']),
      );
    }
  });

  it('refuses a journal garbled before its last record, and changes neither file', async () => {
    await fileWithRoutes(['Saved 1', 'Saved 2', 'Saved 3']);
    const snapshot = readFileSync(file);
    const lines = readFileSync(journal, 'utf8').split('\n');
    expect(lines.length).toBeGreaterThan(3);
    const middle = lines[1] ?? '';
    const garbled = [...lines];
    garbled[1] = middle.replace('"seq":2', '"seq":7');
    const renumbered = [...lines];
    renumbered.splice(1, 1); // a record missing: 1, 3, 4...
    const bitFlip = [...lines];
    bitFlip[1] = middle.replace('Saved', 'Saver');

    for (const [what, damaged] of [
      ['garbled', garbled],
      ['missing a record', renumbered],
      ['flipped', bitFlip],
    ] as const) {
      const bytes = Buffer.from(damaged.join('\n'));
      writeFileSync(journal, bytes);
      const error = await startHttpServer({ port: 0, quiet: true, dataFile: file }).then(
        (running) => running.close().then(() => null),
        (thrown: unknown) => thrown,
      );
      expect(error, what).toBeInstanceOf(CorruptDataFileError);
      expect((error as Error).message).toContain(journal);
      expect((error as Error).message).toContain('NOT changed');
      expect(readFileSync(journal).equals(bytes), what).toBe(true);
      expect(readFileSync(file).equals(snapshot), what).toBe(true);
      expect(readdirSync(directory).sort()).toEqual([
        'data.json',
        'data.json.journal',
        'data.json.uploads',
      ]);
    }
  });

  it('starts from the demo data when the data file was deleted, whatever journal is left', async () => {
    await fileWithRoutes(['Before the reset']);
    expect(existsSync(journal)).toBe(true);
    rmSync(file);
    await fileWithRoutes(['After the reset']);
    expect(routeNamesOnDisk()).toContain('After the reset');
    expect(routeNamesOnDisk()).not.toContain('Before the reset');
  });
});

// --- The writer on a plain store ---------------------------------------------------------------

function customer(i: number): Omit<CustomerRecord, 'id'> {
  return {
    companyId: 'co1',
    firstName: 'Pat',
    lastName: `Person${i}`,
    displayName: `Person ${i}`,
    mobile: null,
    address1: `${i} Main Street`,
    address2: null,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    email: null,
    note: null,
    status: 'active',
    passwordHash: null,
  };
}

function storeWith(customers: number): Store {
  const store = new Store();
  for (let i = 1; i <= customers; i += 1) store.customers.insert(customer(i));
  return store;
}

function open(store: Store, minCompactBytes = Number.MAX_SAFE_INTEGER): DataFileWriter {
  const errors: unknown[] = [];
  const writer = openDataFileWriter(file, store, {
    seq: readDataFile(file)?.seq ?? 0,
    minCompactBytes,
    onError: (error) => errors.push(error),
  });
  cleanups.push(async () => {
    await writer.close();
    expect(errors).toEqual([]);
  });
  return writer;
}

/** A write as a mutation makes it: one transaction, then saved. */
function write(store: Store, writer: DataFileWriter, change: () => void) {
  store.transaction(change);
  writer.persist();
}

const nextTurn = () => new Promise((done) => setImmediate(done));

describe('the data file writer', () => {
  it('appends the same few bytes for a write with 10 customers or 20,000', async () => {
    const sizes = [];
    for (const count of [10, 20_000]) {
      rmSync(file, { force: true });
      const store = storeWith(count);
      const writer = open(store);
      write(store, writer, () => store.customers.update('cus5', { note: 'Gate code 1234' }));
      sizes.push(statSync(journal).size);
      await writer.close();
    }
    expect(sizes[0]).toBeLessThan(500);
    // The same record but for the digits of the next id (11, 20001).
    expect(sizes[1]).toBe((sizes[0] ?? 0) + 3);
  });

  it('writes nothing for a transaction that was undone', () => {
    const store = storeWith(3);
    const writer = open(store);
    expect(() =>
      write(store, writer, () => {
        store.customers.update('cus1', { note: 'never saved' });
        throw new Error('refused');
      }),
    ).toThrow('refused');
    writer.persist();
    expect(existsSync(journal)).toBe(false);
  });

  it('compacts in the background while writes go on, losing none of them', async () => {
    const store = storeWith(3000);
    const writer = open(store);
    let n = 0;
    const update = () =>
      write(store, writer, () => {
        n += 1;
        store.customers.update(`cus${(n % 50) + 1}`, { note: `write ${n}` });
        if (n % 3 === 0) store.customers.insert(customer(10_000 + n));
        if (n % 5 === 0) store.customers.delete(`cus${3000 - n}`);
      });
    for (let i = 0; i < 10; i += 1) update();

    const compacted = writer.compact();
    let done = false;
    void compacted.then(() => (done = true));
    let during = 0;
    while (!done) {
      update();
      during += 1;
      await nextTurn();
    }
    await compacted;

    // The data file now holds a snapshot; the journal only what came after its capture.
    const { journalSeq } = JSON.parse(readFileSync(file, 'utf8')) as { journalSeq: number };
    expect(journalSeq).toBeGreaterThan(10);
    const kept = readFileSync(journal, 'utf8').trim().split('\n');
    // Some writes came after the capture (the first loop's turn comes before it).
    expect(during).toBeGreaterThan(1);
    expect(kept.length).toBeGreaterThan(0);
    expect(readDataFile(file)).toEqual({
      snapshot: store.snapshot(),
      seq: journalSeq + kept.length,
    });

    // Writes after it go on from there.
    update();
    expect(loadDataFile(file)).toEqual(store.snapshot());
  });

  it('compacts by itself once the journal is bigger than the snapshot', async () => {
    const store = storeWith(20);
    const writer = open(store, 0);
    const snapshotBytes = statSync(file).size;
    let n = 0;
    const longNote = 'x'.repeat(200);
    while (statSync(file).size === snapshotBytes) {
      n += 1;
      write(store, writer, () =>
        store.customers.update(`cus${(n % 20) + 1}`, { note: `${n}${longNote}` }),
      );
      await nextTurn();
      expect(n, 'no compaction after 500 writes').toBeLessThan(500);
    }
    await writer.close();
    const { journalSeq } = JSON.parse(readFileSync(file, 'utf8')) as { journalSeq: number };
    expect(journalSeq).toBeGreaterThan(0);
    expect(statSync(file).size).toBeGreaterThan(snapshotBytes);
    expect(loadDataFile(file)).toEqual(store.snapshot());
  });

  it('applies none of the old journal again after a crash at start, before it was deleted', async () => {
    const store = storeWith(100);
    const first = open(store);
    for (let i = 1; i <= 30; i += 1) {
      write(store, first, () => store.customers.update(`cus${i}`, { note: `saved ${i}` }));
    }
    await first.close();
    const oldJournal = readFileSync(journal);

    // The next start changes what it loaded (as it upgrades invitation codes) and writes it whole.
    const loaded = readDataFile(file);
    const restarted = new Store();
    restarted.restore(loaded?.snapshot);
    restarted.customers.update('cus1', { note: 'upgraded at start' });
    open(restarted);
    expect(existsSync(journal)).toBe(false);
    // Killed before the old journal was deleted.
    writeFileSync(journal, oldJournal);

    expect(loadDataFile(file)).toEqual(restarted.snapshot());
  });

  it('loads every saved write whichever step of a compaction a crash stopped at', async () => {
    const store = storeWith(3000);
    const writer = open(store);
    // Records 1 to 30: inserts (the next id moves) and updates of rows that are moved last.
    for (let i = 1; i <= 30; i += 1) {
      write(store, writer, () => {
        store.customers.update(`cus${i}`, { note: `before ${i}` });
        store.customers.insert(customer(5000 + i));
      });
    }
    const snapshotBefore = readFileSync(file);

    const compacted = writer.compact();
    let done = false;
    void compacted.then(() => (done = true));
    // The journal as it was when the compaction replaced it: every record written.
    let fullJournal = '';
    let i = 0;
    while (!done) {
      i += 1;
      write(store, writer, () => store.customers.update(`cus${100 + i}`, { note: `during ${i}` }));
      fullJournal = readFileSync(journal, 'utf8');
      await nextTurn();
    }
    await compacted;
    await writer.close();
    const expected = store.snapshot();
    const snapshotAfter = readFileSync(file);
    const tail = readFileSync(journal, 'utf8');
    // Written after the capture, so kept; the records before it went into the snapshot.
    expect(tail).toContain(`"during ${i}"`);
    expect(fullJournal.endsWith(tail)).toBe(true);
    expect(fullJournal.length).toBeGreaterThan(tail.length);

    const states = {
      'while writing the new snapshot': () => {
        writeFileSync(file, snapshotBefore);
        writeFileSync(`${file}.tmp-999999999`, snapshotAfter.subarray(0, 1000));
        writeFileSync(journal, fullJournal);
      },
      'after the new snapshot, before the new journal': () => {
        writeFileSync(file, snapshotAfter);
        writeFileSync(journal, fullJournal);
      },
      'while writing the new journal': () => {
        writeFileSync(file, snapshotAfter);
        writeFileSync(journal, fullJournal);
        writeFileSync(`${journal}.tmp-999999999`, tail.slice(0, 10));
      },
      'after the new journal': () => {
        writeFileSync(file, snapshotAfter);
        writeFileSync(journal, tail);
      },
    };
    for (const [step, crash] of Object.entries(states)) {
      crash();
      // Nothing saved is lost, and a record the new snapshot holds changes nothing when applied.
      expect(loadDataFile(file), step).toEqual(expected);
      const running = await startHttpServer({ port: 0, quiet: true, dataFile: file });
      expect(running.server.store.snapshot(), step).toEqual(expected);
      await running.close();
      expect(readdirSync(directory), step).toEqual(['data.json']);
    }
  });
});

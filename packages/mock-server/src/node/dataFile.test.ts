import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { postGraphQL, TEST_NOW } from '../../test/testSupport';
import { DEMO_PASSWORD } from '../seed/seed';
import { offlineLocation } from '../core';
import { CorruptDataFileError, loadDataFile } from './dataFile';
import { startHttpServer, type RunningHttpServer } from './httpServer';
import { formatLogins } from './logins';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let directory: string;
let file: string;
const open: RunningHttpServer[] = [];

beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'routebook-data-'));
  file = join(directory, 'mock-server.json');
});
afterEach(async () => {
  for (const running of open.splice(0)) await running.close();
  rmSync(directory, { recursive: true, force: true });
});

async function start(dataFile = file) {
  const running = await startHttpServer({ port: 0, quiet: true, dataFile, now: () => TEST_NOW });
  open.push(running);
  return running;
}

async function stop(running: RunningHttpServer) {
  open.splice(open.indexOf(running), 1);
  await running.close();
}

async function gql(
  running: RunningHttpServer,
  token: string | null,
  query: string,
  variables?: Record<string, unknown>,
) {
  const response = await postGraphQL(running.url, query, variables, token);
  return (await response.json()) as any;
}

async function ok(
  running: RunningHttpServer,
  token: string | null,
  query: string,
  variables?: Record<string, unknown>,
) {
  const result = await gql(running, token, query, variables);
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data;
}

async function login(running: RunningHttpServer, email = 'admin40@routebook.test') {
  const data = await ok(
    running,
    null,
    `query L($data: UserLoginInput!) {
      userLogin(data: $data) { token user { currentUser { company { id } } } }
    }`,
    { data: { email, password: DEMO_PASSWORD } },
  );
  return {
    token: data.userLogin.token as string,
    companyId: data.userLogin.user.currentUser.company.id as string,
  };
}

const CREATE_ROUTE = `mutation C($data: RouteInput!) {
  createRoute(data: $data) { route { id name status } }
}`;
const ROUTES = 'query R($c: ID!) { routes(companyId: $c) { id name } }';

const readJson = () => JSON.parse(readFileSync(file, 'utf8'));
/** What a restart would load: the data file with its journal applied. */
const onDisk = () => loadDataFile(file) as any;
const routeNamesOnDisk = (): string[] =>
  onDisk().tables.routes.rows.map((row: { name: string }) => row.name);

describe('--data file', () => {
  it('starts from the demo data when the file is missing, and saves it', async () => {
    const running = await start();
    const saved = readJson();
    expect(saved.version).toBe(1);
    expect(saved.tables.users.rows.length).toBeGreaterThan(0);
    await login(running);
  });

  it('keeps a write across a restart', async () => {
    const first = await start();
    const { token, companyId } = await login(first);
    const created = await ok(first, token, CREATE_ROUTE, {
      data: { name: 'Survives restarts', company: companyId },
    });
    const id = created.createRoute.route.id;
    await stop(first);

    const second = await start();
    const again = await login(second);
    const { routes } = await ok(second, again.token, ROUTES, { c: companyId });
    expect(routes).toContainEqual({ id, name: 'Survives restarts' });
    // Sessions are stored too: the token of the first run still works.
    const { routes: withOldToken } = await ok(second, token, ROUTES, { c: companyId });
    expect(withOldToken).toContainEqual({ id, name: 'Survives restarts' });
  });

  it('has the change on disk after every acknowledged mutation', async () => {
    const running = await start();
    const { token, companyId } = await login(running);
    for (let i = 1; i <= 5; i += 1) {
      await ok(running, token, CREATE_ROUTE, { data: { name: `Route ${i}`, company: companyId } });
      expect(routeNamesOnDisk()).toContain(`Route ${i}`);
    }
    // The changes went to the journal; the data file is the snapshot written at start.
    expect(readJson().tables.routes.rows.map((row: { name: string }) => row.name)).not.toContain(
      'Route 1',
    );
    expect(readdirSync(directory).sort()).toEqual([
      'mock-server.json',
      'mock-server.json.journal',
      'mock-server.json.uploads',
    ]);
  });

  it('does not change the file when a write is refused', async () => {
    const running = await start();
    const { token, companyId } = await login(running);
    const before = readFileSync(file);
    const result = await gql(running, token, CREATE_ROUTE, {
      data: { name: '   ', company: companyId },
    });
    expect(result.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('keeps uploaded images on disk across a restart', async () => {
    const first = await start();
    const { token } = await login(first);
    const response = await fetch(`${first.url}/v1/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: new Uint8Array(PNG),
    });
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const id = url.slice(url.lastIndexOf('/') + 1);
    expect(onDisk().tables.files.rows.map((row: { id: string }) => row.id)).toContain(id);
    await stop(first);

    const second = await start();
    const served = await fetch(`${second.url}/uploads/${id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('moves the uploads of an older data file to random ids and relative URLs', async () => {
    await stop(await start());
    // Rewind the file to what older versions saved: ids f1, f2... at absolute URLs of the server.
    const legacy = readJson();
    const uploads = `${file}.uploads`;
    const legacyUrls: string[] = [];
    legacy.tables.files.rows.forEach((row: { id: string; url: string }, index: number) => {
      const oldId = `f${index + 1}`;
      renameSync(join(uploads, row.id), join(uploads, oldId));
      renameSync(join(uploads, `${row.id}.type`), join(uploads, `${oldId}.type`));
      const oldUrl = `http://127.0.0.1:4000/uploads/${oldId}`;
      for (const photo of legacy.tables.jobPhotos.rows)
        if (photo.url === row.url) photo.url = oldUrl;
      row.id = oldId;
      row.url = oldUrl;
      legacyUrls.push(oldUrl);
    });
    const [first = '', second = ''] = legacyUrls;
    const foreign = 'https://elsewhere.example/uploads/f1';
    const note = legacy.tables.jobNotes.rows[0];
    note.description = `<p><img src="${first}"><img src="${foreign}"><img src="${first}0"></p>`;
    const company = legacy.tables.companies.rows[0];
    company.logo = second;
    writeFileSync(file, JSON.stringify(legacy));

    const running = await start();
    const saved = readJson();
    const urlOf = new Map<string, string>(
      legacy.tables.files.rows.map((row: { url: string }, index: number) => [
        row.url,
        saved.tables.files.rows[index].url,
      ]),
    );
    for (const newUrl of urlOf.values()) expect(newUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}$/);
    expect(saved.tables.jobNotes.rows[0].description).toBe(
      `<p><img src="${urlOf.get(first)}"><img src="${foreign}"><img src="${first}0"></p>`,
    );
    expect(saved.tables.companies.rows[0].logo).toBe(urlOf.get(second));
    for (const photo of saved.tables.jobPhotos.rows)
      expect([...urlOf.values()]).toContain(photo.url);
    // The bytes are served at the new URL; the old ids answer 404 and are gone from the disk.
    const served = await fetch(`${running.url}${urlOf.get(first)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const old = await fetch(`${running.url}/uploads/f1`);
    expect(old.status).toBe(404);
    expect(existsSync(join(uploads, 'f1'))).toBe(false);
  });

  it('loads a file from before customer locations: they need a pin until geocoded again', async () => {
    await stop(await start());
    const legacy = readJson();
    for (const row of legacy.tables.customers.rows) delete row.location;
    writeFileSync(file, JSON.stringify(legacy));

    const running = await start();
    const { token, companyId } = await login(running);
    const customer = legacy.tables.customers.rows.find(
      (row: { companyId: string }) => row.companyId === companyId,
    );
    const LOCATION = 'location { latitude longitude source }';
    const read = await ok(
      running,
      token,
      `query C($id: ID!) { companyCustomer(id: $id) { ${LOCATION} } }`,
      {
        id: customer.id,
      },
    );
    expect(read.companyCustomer.location).toBeNull();
    const geocoded = await ok(
      running,
      token,
      `mutation G($id: ID!) { geocodeCustomer(id: $id) { customer { ${LOCATION} } } }`,
      { id: customer.id },
    );
    expect(geocoded.geocodeCustomer.customer.location).toEqual({
      ...offlineLocation(customer),
      source: 'geocoded',
    });
  });

  it('loads a file from before depots: none is set, and one set then is kept', async () => {
    await stop(await start());
    const legacy = readJson();
    for (const row of legacy.tables.companies.rows) delete row.depot;
    writeFileSync(file, JSON.stringify(legacy));

    let running = await start();
    const { token, companyId } = await login(running);
    const DEPOT = `query D($id: ID!) { company(id: $id) { depot { latitude longitude } } }`;
    expect((await ok(running, token, DEPOT, { id: companyId })).company.depot).toBeNull();
    const yard = { latitude: 39.78, longitude: -89.65 };
    await ok(
      running,
      token,
      `mutation U($id: ID!, $depot: LocationInput) {
        updateCompanyDepot(companyId: $id, depot: $depot) { id }
      }`,
      { id: companyId, depot: yard },
    );
    await stop(running);
    running = await start();
    const again = await login(running);
    expect((await ok(running, again.token, DEPOT, { id: companyId })).company.depot).toEqual(yard);
  });

  it('lists the stored accounts without passwords when started from a file', async () => {
    await stop(await start());
    const running = await start();
    expect(running.server.demoLogins).toEqual([]);
    const text = formatLogins(running.server);
    expect(text).toContain('admin40@routebook.test');
    expect(text).toContain('Passwords are as set');
    expect(text).not.toContain(DEMO_PASSWORD + ' ');
  });

  it('refuses a file that is not JSON, names it, and leaves it unchanged', async () => {
    const bytes = Buffer.from('{"version":1,"tables":{"routes":');
    writeFileSync(file, bytes);
    const error = await startHttpServer({ port: 0, quiet: true, dataFile: file }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(CorruptDataFileError);
    const { message } = error as Error;
    expect(message).toContain(file);
    expect(message).toContain('corrupt');
    expect(message).toContain('NOT changed');
    expect(message).toMatch(/JSON/);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(readdirSync(directory)).toEqual(['mock-server.json']);
  });

  it('refuses JSON that is not a store snapshot, and leaves it unchanged', async () => {
    for (const text of ['{"hello":1}', '[]', 'null', '{"version":1,"tables":{"routes":{}}}']) {
      writeFileSync(file, text);
      expect(() => loadDataFile(file), text).toThrow(CorruptDataFileError);
      await expect(startHttpServer({ port: 0, quiet: true, dataFile: file })).rejects.toThrow(
        /NOT changed/,
      );
      expect(readFileSync(file, 'utf8')).toBe(text);
    }
  });

  it('answers another company through a restarted server as it did before', async () => {
    const first = await start();
    const own = await login(first);
    const other = await login(first, 'admin30@routebook.test');
    await stop(first);

    const second = await start();
    const result = await gql(second, own.token, ROUTES, { c: other.companyId });
    expect(result.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(result.errors[0].message).toBe(messages.wrongCompany);
  });

  it('removes the temporary file of a save that kill -9 cut short, and nothing else', async () => {
    await stop(await start());
    const saved = readFileSync(file, 'utf8');
    // A process killed (SIGKILL) halfway through writing its temporary file, as a save would.
    const killed = spawnSync(process.execPath, [
      '-e',
      `require('node:fs').writeFileSync(${JSON.stringify(file)} + '.tmp-' + process.pid, '{"ver');` +
        "process.kill(process.pid, 'SIGKILL')",
    ]);
    expect(killed.signal).toBe('SIGKILL');
    const leftover = `mock-server.json.tmp-${killed.pid}`;
    const ours = `mock-server.json.tmp-${process.pid}`;
    // Not ours to remove: other names, and a save in flight in a process that still runs.
    const kept = [
      'mock-server.json.tmp-12a',
      'mock-server.json.tmp-',
      'other.json.tmp-123',
      'mock-server.json.bak',
      `mock-server.json.tmp-${process.ppid}`,
    ];
    for (const name of [ours, ...kept]) writeFileSync(join(directory, name), 'x');
    expect(readdirSync(directory)).toContain(leftover);

    const running = await start();
    expect(readdirSync(directory).sort()).toEqual(
      ['mock-server.json', 'mock-server.json.uploads', ...kept].sort(),
    );
    expect(readFileSync(file, 'utf8')).toBe(saved);
    await login(running);
  });

  it('gives each new data file its own random invitation codes, kept across restarts', async () => {
    const CHECK = `query Check($code: String!) {
      checkInviteCode(invitecode: $code) { status email companyId }
    }`;
    const invitations = (path: string) =>
      (JSON.parse(readFileSync(path, 'utf8')).tables.companyUsers.rows as any[])
        .filter((member) => member.status === 'invited')
        .map((member) => ({ companyId: member.companyId, code: member.inviteCode as string }));

    const first = await start();
    const firstCodes = invitations(file);
    expect(firstCodes).toHaveLength(5);
    for (const { code } of firstCodes) expect(code).toMatch(/^[0-9a-f]{32}$/); // 128 bits

    const otherFile = join(directory, 'other.json');
    await start(otherFile);
    const otherCodes = invitations(otherFile).map(({ code }) => code);
    expect(otherCodes).toHaveLength(5);
    for (const { code } of firstCodes) expect(otherCodes).not.toContain(code);

    const [{ companyId, code }] = firstCodes as [{ companyId: string; code: string }];
    const check = async (running: RunningHttpServer, invitecode: string) =>
      gql(running, null, CHECK, { code: invitecode });
    expect((await check(first, code)).data.checkInviteCode).toMatchObject({
      status: 'valid',
      companyId,
    });
    // The code of old, made from the company id, is no invitation.
    const guessed = await check(first, `invite-${companyId}`);
    expect(guessed.data).toBeNull();
    expect(guessed.errors[0]).toMatchObject({
      message: messages.inviteInvalid,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    await stop(first);
    const restarted = await start();
    expect(invitations(file)).toEqual(firstCodes);
    expect((await check(restarted, code)).data.checkInviteCode.status).toBe('valid');

    // A data file of an older version, with the guessable codes, gets random ones at load.
    await stop(restarted);
    const old = readJson();
    for (const member of old.tables.companyUsers.rows) {
      if (member.status === 'invited') member.inviteCode = `invite-${member.companyId}`;
    }
    writeFileSync(file, JSON.stringify(old));
    const upgraded = await start();
    const upgradedCodes = invitations(file);
    expect(upgradedCodes).toHaveLength(5);
    for (const { code: fresh } of upgradedCodes) expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect((await check(upgraded, `invite-${companyId}`)).errors[0].message).toBe(
      messages.inviteInvalid,
    );
  });
});

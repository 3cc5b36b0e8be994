import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli';
import { graphqlOverHttp, logInOverHttp } from '../../test/http';

const here = dirname(fileURLToPath(import.meta.url));
const CLI = join(here, 'bin.ts');

interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

const children: ChildProcess[] = [];
const directories: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const directory of directories.splice(0))
    rmSync(directory, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string> = {}): Run {
  // tsx as a loader in this node process, not the tsx command: that one runs the CLI in a child
  // and, when the machine is busy, can miss that the child handles SIGINT and exit 130 itself.
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, PORT: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exit = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, stdout: () => stdout, stderr: () => stderr, exit };
}

async function waitFor(read: () => string, pattern: RegExp, ms = 50_000): Promise<RegExpExecArray> {
  const deadline = Date.now() + ms;
  for (;;) {
    const match = pattern.exec(read());
    if (match) return match;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${pattern} in:\n${read()}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

function temporaryDirectory() {
  const directory = mkdtempSync(join(tmpdir(), 'routebook-cli-'));
  directories.push(directory);
  return directory;
}

describe('parseCliArgs', () => {
  it("defaults to 127.0.0.1:4000, seed 1, in memory, emailed links to the app's dev server", () => {
    expect(parseCliArgs([])).toEqual({
      kind: 'start',
      options: { port: 4000, host: '127.0.0.1', seed: 1, appUrl: 'http://127.0.0.1:5173' },
    });
  });

  it("reads the app's public address, without a trailing slash", () => {
    expect(parseCliArgs(['--app-url', 'https://app.example.com/'])).toMatchObject({
      options: { appUrl: 'https://app.example.com' },
    });
  });

  it('reads the flags, and PORT from the environment', () => {
    expect(
      parseCliArgs(['--port', '0', '--host', '0.0.0.0', '--data', 'x.json', '--seed', '7']),
    ).toEqual({
      kind: 'start',
      options: {
        port: 0,
        host: '0.0.0.0',
        seed: 7,
        dataFile: 'x.json',
        appUrl: expect.any(String),
      },
    });
    expect(parseCliArgs([], { PORT: '5000' })).toMatchObject({ options: { port: 5000 } });
    expect(parseCliArgs(['--port=4001'], { PORT: '5000' })).toMatchObject({
      options: { port: 4001 },
    });
    expect(parseCliArgs(['--help'])).toEqual({ kind: 'help' });
  });

  it('reads the server modes: persisted queries, allow-list, no batching', () => {
    expect(
      parseCliArgs(['--persisted-queries', 'q.json', '--persisted-only', '--no-batching']),
    ).toEqual({
      kind: 'start',
      options: expect.objectContaining({ persistedOnly: true, batching: false }),
      persistedQueriesFile: 'q.json',
    });
    expect(parseCliArgs(['--persisted-queries', ' ']).kind).toBe('error');
    expect(parseCliArgs(['--persisted-queries']).kind).toBe('error');
  });

  it('reads the geocoding service to ask instead of the offline geocoder', () => {
    expect(parseCliArgs(['--geocoder-url', ' http://127.0.0.1:8088/nominatim '])).toMatchObject({
      kind: 'start',
      options: { geocoderUrl: 'http://127.0.0.1:8088/nominatim' },
    });
    expect(parseCliArgs([])).not.toHaveProperty('options.geocoderUrl');
    for (const url of ['', 'nominatim.example.org', 'file:///etc/passwd']) {
      expect(parseCliArgs(['--geocoder-url', url]), url).toEqual({
        kind: 'error',
        message: `--geocoder-url must be an http:// or https:// address, not "${url}".`,
      });
    }
  });

  it('reads the travel-time service to answer travelTimes with', () => {
    expect(parseCliArgs(['--travel-times-url', ' http://127.0.0.1:5000 '])).toMatchObject({
      kind: 'start',
      options: { travelTimesUrl: 'http://127.0.0.1:5000' },
    });
    expect(parseCliArgs([])).not.toHaveProperty('options.travelTimesUrl');
    for (const url of ['', 'osrm.example.org', 'file:///etc/passwd']) {
      expect(parseCliArgs(['--travel-times-url', url]), url).toEqual({
        kind: 'error',
        message: `--travel-times-url must be an http:// or https:// address, not "${url}".`,
      });
    }
  });

  it('refuses unknown flags, positionals and bad numbers', () => {
    for (const args of [
      ['--bogus'],
      ['extra'],
      ['--port', 'abc'],
      ['--port', '70000'],
      ['--port', '-1'],
      ['--seed', '1.5'],
      ['--data', ''],
      ['--port'],
      ['--app-url', ''],
      ['--app-url', 'app.example.com'],
      ['--app-url', 'javascript:alert(1)'],
    ]) {
      expect(parseCliArgs(args).kind, args.join(' ')).toBe('error');
    }
    expect(parseCliArgs([], { PORT: 'eighty' }).kind).toBe('error');
  });
});

describe('the mock-server command', () => {
  it('prints the flags with --help and exits 0', async () => {
    const cli = run(['--help']);
    expect(await cli.exit).toBe(0);
    for (const flag of [
      '--port',
      '--host',
      '--data',
      '--seed',
      '--app-url',
      '--geocoder-url',
      '--travel-times-url',
      '--persisted-queries',
      '--persisted-only',
      '--no-batching',
      '--help',
    ]) {
      expect(cli.stdout()).toContain(flag);
    }
  });

  it('prints the usage on stderr and exits 2 for a bad flag', async () => {
    const cli = run(['--prot', '4000']);
    expect(await cli.exit).toBe(2);
    expect(cli.stderr()).toContain("'--prot'");
    expect(cli.stderr()).toContain('Usage:');
    expect(cli.stdout()).toBe('');
  });

  it('exits 1 naming a persisted queries file it cannot use', async () => {
    const file = join(temporaryDirectory(), 'persisted.json');
    writeFileSync(file, '["not", "a map"]');
    const cli = run(['--port', '0', '--persisted-queries', file, '--persisted-only']);
    expect(await cli.exit).toBe(1);
    expect(cli.stderr()).toContain(`${file} is not a persisted queries file`);
  });

  it('exits 1 naming a corrupt data file, which it leaves unchanged', async () => {
    const file = join(temporaryDirectory(), 'data.json');
    writeFileSync(file, 'not json at all');
    const cli = run(['--port', '0', '--data', file]);
    expect(await cli.exit).toBe(1);
    expect(cli.stderr()).toContain(file);
    expect(cli.stderr()).toContain('NOT changed');
    expect(readFileSync(file, 'utf8')).toBe('not json at all');
  });

  it('prints the URL, the demo logins and each email sent; closes on SIGTERM', async () => {
    const cli = run(['--port', '0']);
    const [, url] = await waitFor(cli.stdout, /GraphQL:\s+(http:\/\/127\.0\.0\.1:\d+)\/graphql/);
    expect(cli.stdout()).toMatch(/admin40@routebook\.test\s+routebook\s+admin\s+.+\s+40/);
    expect(cli.stdout()).toMatch(/staff-unset@routebook\.test\s+routebook\s+regular/);

    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          'query F($data: ForgotPasswordInput!) { sendForgotPassword(data: $data) { result } }',
        variables: { data: { email: 'staff40@routebook.test' } },
      }),
    });
    expect(((await response.json()) as any).data.sendForgotPassword.result).toBe('success');
    await waitFor(cli.stdout, /email to staff40@routebook\.test[\s\S]*Subject: /);
    // Its link is absolute, under the app's dev server by default.
    await waitFor(cli.stdout, /Open http:\/\/127\.0\.0\.1:5173\/forgot-password\?code=\S+ within/);

    cli.child.kill('SIGTERM');
    expect(await cli.exit).toBe(0);
  });

  it('prints the invitation and password-reset emails with links under --app-url', async () => {
    const appUrl = 'https://routebook.example.com/app';
    const cli = run(['--port', '0', '--app-url', `${appUrl}/`]);
    const [, url = ''] = await waitFor(
      cli.stdout,
      /GraphQL:\s+(http:\/\/127\.0\.0\.1:\d+)\/graphql/,
    );
    expect(cli.stdout()).toContain(`App:      ${appUrl} `);

    await graphqlOverHttp(
      url,
      null,
      'query F($data: ForgotPasswordInput!) { sendForgotPassword(data: $data) { result } }',
      { data: { email: 'staff40@routebook.test' } },
    );
    const admin = await logInOverHttp(url, 'admin40@routebook.test');
    await graphqlOverHttp(
      url,
      admin.token,
      'mutation I($data: InviteInput!) { inviteCompanyUser(data: $data) { inviteCode } }',
      { data: { firstName: 'Ida', lastName: 'Link', email: 'ida@routebook.test' } },
    );
    const [, reset] = await waitFor(
      cli.stdout,
      /email to staff40@routebook\.test[^\n]*\n[^\n]*\n.*Open (\S+)/,
    );
    const [, invite] = await waitFor(
      cli.stdout,
      /email to ida@routebook\.test[^\n]*\n[^\n]*\n.*Open (\S+)/,
    );
    expect(reset).toMatch(new RegExp(`^${appUrl}/forgot-password\\?code=[\\w-]+$`));
    expect(invite).toMatch(new RegExp(`^${appUrl}/invite-user\\?code=[\\w-]+$`));
    cli.child.kill('SIGTERM');
    expect(await cli.exit).toBe(0);
  });

  it('prints each open invitation with its code beside the logins; a printed code works', async () => {
    const cli = run(['--port', '0']);
    const [, url] = await waitFor(cli.stdout, /GraphQL:\s+(http:\/\/127\.0\.0\.1:\d+)\/graphql/);
    const [, code] = await waitFor(
      cli.stdout,
      /invitee40@routebook\.test\s+Sparkle Cleaning Co\s+([0-9a-f]{32})\n/,
    );
    expect(cli.stdout()).toMatch(/Invitations open[\s\S]*invitee-unset@routebook\.test/);
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'query C($code: String!) { checkInviteCode(invitecode: $code) { status email } }',
        variables: { code },
      }),
    });
    expect(((await response.json()) as any).data.checkInviteCode).toEqual({
      status: 'valid',
      email: 'invitee40@routebook.test',
    });
    cli.child.kill('SIGTERM');
    expect(await cli.exit).toBe(0);
  });

  it('lists the stored accounts when restarted on its data file', async () => {
    const file = join(temporaryDirectory(), 'data.json');
    const first = run(['--port', '0', '--data', file]);
    await waitFor(first.stdout, /GraphQL:/);
    first.child.kill('SIGINT');
    expect(await first.exit).toBe(0);

    const second = run(['--port', '0', '--data', file]);
    await waitFor(second.stdout, /Passwords are as set/);
    expect(second.stdout()).toMatch(/admin40@routebook\.test\s+admin\s/);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
  });
});

/**
 * `npm run conformance` as a backend team runs it: the CLI in its own process against a server,
 * judged by its exit status, its summary and the JUnit file it writes.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CHECKS } from '@routebook/conformance';
import { BROKEN_DOUBLES, startDouble } from '../../test/doubles';
import type { RunningHttpServer } from './httpServer';
import { startConformanceServer } from '../../test/conformanceServer';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const demoConfigPath = join(root, 'packages/conformance/src/demoConfig.json');

interface Exit {
  code: number;
  stdout: string;
  stderr: string;
}

function conformance(...args: string[]): Promise<Exit> {
  return new Promise((resolve) => {
    execFile(
      join(root, 'node_modules/.bin/tsx'),
      ['packages/conformance/src/cli.ts', ...args],
      { cwd: root, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

let running: RunningHttpServer;
let directory: string;

beforeAll(async () => {
  running = await startConformanceServer();
  directory = mkdtempSync(join(tmpdir(), 'routebook-conformance-'));
});

afterAll(async () => {
  await running.close();
  rmSync(directory, { recursive: true, force: true });
});

describe('npm run conformance', () => {
  it('exits 0 when every check passes, with the summary and a JUnit file', async () => {
    const junit = join(directory, 'reports', 'passing.xml');
    const only = ALL_CHECKS.filter((check) => /^(http|cross-site)\./.test(check.id));
    const run = await conformance(
      '--endpoint',
      `${running.url}/graphql`,
      '--only',
      'http,cross-site',
      '--junit',
      junit,
    );
    expect(run.stderr).toBe('');
    expect(run.code, run.stdout).toBe(0);
    expect(run.stdout).toContain(
      `${only.length} of ${only.length} checks passed, against ${running.url}/graphql`,
    );
    const xml = readFileSync(junit, 'utf8');
    expect(xml).toContain(`tests="${only.length}" failures="0"`);
    for (const check of only) {
      expect(xml).toContain(`<testcase classname="${check.section}" name="${check.id}" time="`);
    }
  });

  it('exits 1 when a check fails, and says why in the table and the JUnit file', async () => {
    const breakage = BROKEN_DOUBLES.find((double) => double.breaks === 'cors.other-origin')!;
    const double = await startDouble(running.url, breakage);
    try {
      const junit = join(directory, 'failing.xml');
      const run = await conformance(
        '--endpoint',
        double.endpoint,
        '--only',
        'cors',
        '--junit',
        junit,
      );
      expect(run.code, run.stdout + run.stderr).toBe(1);
      expect(run.stdout).toMatch(/cors\.other-origin\s+Extension: browser access \(CORS\)\s+FAIL/);
      expect(run.stdout).toContain(`1 of 2 checks passed, 1 failed, against ${double.endpoint}`);
      const xml = readFileSync(junit, 'utf8');
      expect(xml).toContain('tests="2" failures="1"');
      expect(xml).toMatch(
        /<testcase classname="Extension: browser access \(CORS\)" name="cors\.other-origin" time="[\d.]+">\s*<failure message="Access-Control-Allow-Origin/,
      );
    } finally {
      await double.close();
    }
  });

  it('exits 2 with one line when the endpoint cannot be reached, the options are wrong or an account is in another company', async () => {
    const closed = await startConformanceServer();
    const url = `${closed.url}/graphql`;
    await closed.close();
    const unreachable = await conformance('--endpoint', url);
    expect(unreachable.code).toBe(2);
    expect(unreachable.stderr).toBe(`conformance: Cannot reach ${url}: ECONNREFUSED.\n`);

    const unknown = await conformance('--endpoint', `${running.url}/graphql`, '--only', 'nope');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe('conformance: --only nope names no check (see --list).\n');

    const config = join(directory, 'elsewhere.json');
    const accounts = JSON.parse(readFileSync(demoConfigPath, 'utf8'));
    accounts.companies.level30.name = 'Another Company Ltd';
    writeFileSync(config, JSON.stringify(accounts));
    const elsewhere = await conformance('--endpoint', `${running.url}/graphql`, '--config', config);
    expect(elsewhere.code).toBe(2);
    expect(elsewhere.stderr).toBe(
      'conformance: admin30@routebook.test (companies.level30.admin) logs in to "Shield Pest Control", not "Another Company Ltd": the kit runs only against the companies it is given.\n',
    );
  });
});

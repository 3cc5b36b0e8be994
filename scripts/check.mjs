// `npm test`: every check CI runs, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './ensureChromium.mjs';
import { failureReport, timeReport } from './testReport.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} name */
const bin = (name) => join(root, 'node_modules', '.bin', name);
const RESULTS = join(root, 'node_modules', '.cache', 'vitest-results.json');

/**
 * Where the tests' time went, the tests that failed and why, then the plain closing line CI reads:
 * `tests: N passed, N failed`.
 */
function printTestCounts() {
  if (!existsSync(RESULTS)) return;
  const report = JSON.parse(readFileSync(RESULTS, 'utf8'));
  console.log([...timeReport(report, root), ...failureReport(report, root)].join('\n'));
  console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

const steps = [
  {
    name: 'codegen',
    command: process.execPath,
    args: ['packages/schema/scripts/generate-typedefs.mjs', '--check'],
  },
  { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  // Relay's artifacts are generated, not committed; compiling also checks every document.
  { name: 'relay', command: bin('relay-compiler'), args: ['--repersist'] },
  { name: 'typecheck', command: bin('tsc'), args: ['-b'] },
  {
    // Every vitest project: `node` (unit and contract tests), `storybook` (every story as a test
    // in Chromium, with its play function and the axe check), `storybook-ui` (the static
    // Storybook built, then every story and docs page opened as a person opens it) and `e2e`
    // (journeys in Chromium against the production build and the mock server).
    name: 'tests',
    command: bin('vitest'),
    args: ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}`],
  },
];

rmSync(RESULTS, { force: true });
// The browser first: a machine without one learns it now, not after minutes of lint and types.
if (ensureChromium() !== 0) process.exit(1);

/** @type {{ name: string, seconds: string, ok: boolean }[]} */
const timings = [];
const summary = () =>
  timings.map(({ name, seconds, ok }) => `${name} ${seconds}s${ok ? '' : ' (failed)'}`).join(', ');

for (const [index, { name, command, args }] of steps.entries()) {
  const label = `step ${index + 1}/${steps.length} "${name}"`;
  const shown = command === process.execPath ? 'node' : basename(command);
  console.log(`\n=== ${label}: ${[shown, ...args].join(' ')}`);

  const started = performance.now();
  const result = existsSync(command)
    ? spawnSync(command, args, { cwd: root, stdio: 'inherit' })
    : { status: null, signal: null, error: new Error(`${command} is missing: run npm ci`) };
  const ok = result.status === 0;
  timings.push({ name, seconds: ((performance.now() - started) / 1000).toFixed(1), ok });

  if (!ok) {
    const why =
      result.error?.message ??
      (result.signal ? `killed by ${result.signal}` : `exit code ${result.status}`);
    console.error(`\nFAILED at ${label} (${why})`);
    console.error(`summary: ${summary()}`);
    printTestCounts();
    process.exit(1);
  }
}

console.log(`\nall ${steps.length} checks passed: ${summary()}`);
printTestCounts();

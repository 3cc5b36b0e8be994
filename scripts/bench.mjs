// `npm run bench`: every benchmark in turn, each printing its figures beside their targets. All
// run even when one misses a target or fails, and the command exits non-zero if any did.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsx = join(root, 'node_modules', '.bin', 'tsx');

const benches = [
  'packages/mock-server/bench/route-bench.ts',
  'packages/mock-server/bench/import-bench.ts',
  'packages/mock-server/bench/write-bench.ts',
  'packages/mock-server/bench/customers-bench.ts',
  'packages/mock-server/bench/login-bench.ts',
  'packages/mock-server/bench/load-bench.ts',
  'packages/app/bench/bundle-bench.ts',
  'packages/app/bench/route-detail-bench.ts',
  'packages/app/bench/route-map-bench.ts',
  'packages/app/bench/report-bench.ts',
  'packages/app/bench/customers-page-bench.ts',
  'packages/app/bench/offline-bench.ts',
  'packages/optimizer/bench/tsplib-bench.ts',
];

const results = [];
for (const bench of benches) {
  console.log(`\n=== ${bench}`);
  const started = performance.now();
  const { status, signal } = spawnSync(tsx, [bench], { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  results.push({ bench, ok: status === 0, why: signal ?? `exit ${status}`, seconds });
}

console.log('\n=== bench summary');
for (const { bench, ok, why, seconds } of results) {
  console.log(`${ok ? 'ok    ' : 'FAILED'}  ${bench} (${seconds} s)${ok ? '' : `: ${why}`}`);
}
if (results.some(({ ok }) => !ok)) process.exitCode = 1;

// What `npm test`'s JSON report tells CI's reader: where the time went (per project, then the
// slowest files), then the tests that failed and why.
import { relative } from 'node:path';

/**
 * The vitest project a test file belongs to, by the include globs in vitest.config.ts.
 * @param {string} file a path relative to the repository
 */
export function projectOf(file) {
  if (file.startsWith('.storybook/test/')) return 'storybook-ui';
  if (file.startsWith('packages/app/e2e/')) return 'e2e';
  if (/\.stories\.tsx?$/.test(file)) return 'storybook';
  return 'node';
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

/**
 * Lines telling where the time went: each project's files, tests, the time from its first file's
 * start to its last file's end, and the files' time summed (above the span when files ran side
 * by side); then the `slowest` slowest files.
 * @param {{ testResults: { name: string, startTime: number, endTime: number, assertionResults: unknown[] }[] }} report
 * @param {string} root the repository, to shorten paths
 */
export function timeReport(report, root, slowest = 10) {
  const files = report.testResults.map((result) => ({
    file: relative(root, result.name),
    tests: result.assertionResults.length,
    start: result.startTime,
    end: result.endTime,
    ms: Math.max(0, result.endTime - result.startTime),
  }));
  const projects = new Map();
  for (const entry of files) {
    const project = projectOf(entry.file);
    const sum = projects.get(project) ?? { files: 0, tests: 0, start: Infinity, end: 0, ms: 0 };
    sum.files += 1;
    sum.tests += entry.tests;
    sum.start = Math.min(sum.start, entry.start);
    sum.end = Math.max(sum.end, entry.end);
    sum.ms += entry.ms;
    projects.set(project, sum);
  }
  const lines = [
    'where the time went (per project: span from first start to last end; files summed):',
  ];
  for (const [project, sum] of [...projects].sort((a, b) => b[1].ms - a[1].ms)) {
    lines.push(
      `  ${project}: ${sum.files} files, ${sum.tests} tests, span ${seconds(sum.end - sum.start)}, files summed ${seconds(sum.ms)}`,
    );
  }
  lines.push(`the ${slowest} slowest files:`);
  for (const entry of [...files].sort((a, b) => b.ms - a.ms).slice(0, slowest)) {
    lines.push(`  ${seconds(entry.ms).padStart(7)}  ${entry.file} (${entry.tests} tests)`);
  }
  return lines;
}

/**
 * A failure message's first lines, without colours, short enough for a CI summary.
 * @param {string} message
 */
function gist(message, maxLength = 1200) {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .filter((/** @type {string} */ line) => line.trim() && !/^\s+at /.test(line));
  const text = lines.slice(0, 12).join('\n');
  return text.length > maxLength ? `${text.slice(0, maxLength)}…` : text;
}

/**
 * Lines naming each failed test (file, then its full name) with the gist of why: the tail of a
 * long run is often all a CI reader sees, and the failure itself scrolled away.
 * @param {{ testResults: { name: string, message?: string, assertionResults: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} report
 * @param {string} root the repository, to shorten paths
 */
export function failureReport(report, root) {
  const lines = [];
  for (const result of report.testResults) {
    const file = relative(root, result.name);
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    // A file that failed to load has no failed tests, only its message.
    if (!failed.length && result.message) lines.push(`  ${file}`, indent(gist(result.message)));
    for (const test of failed) {
      lines.push(`  ${file} > ${test.fullName}`);
      for (const message of test.failureMessages ?? []) lines.push(indent(gist(message)));
    }
  }
  return lines.length ? ['failed:', ...lines] : [];
}

/** @param {string} text */
const indent = (text) =>
  text
    .split('\n')
    .map((line) => `      ${line}`)
    .join('\n');

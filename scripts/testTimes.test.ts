import { describe, expect, it } from 'vitest';
import { projectOf, timeReport } from './testTimes.mjs';

const file = (name: string, startTime: number, endTime: number, tests: number) => ({
  name: `/repo/${name}`,
  startTime,
  endTime,
  assertionResults: Array.from({ length: tests }, () => ({})),
});

describe('timeReport', () => {
  it('tells each file its project by the config include globs', () => {
    expect(projectOf('.storybook/test/everyStory.shard1.test.ts')).toBe('storybook-ui');
    expect(projectOf('packages/app/e2e/login.e2e.ts')).toBe('e2e');
    expect(projectOf('packages/ui/src/Toast/Toast.stories.tsx')).toBe('storybook');
    expect(projectOf('packages/mock-server/src/node/cli.test.ts')).toBe('node');
  });

  it('sums each project and lists the slowest files first', () => {
    const lines = timeReport(
      {
        testResults: [
          file('packages/schema/src/a.test.ts', 0, 2_000, 3),
          file('packages/schema/src/b.test.ts', 1_000, 4_000, 2),
          file('packages/app/e2e/login.e2e.ts', 0, 10_000, 5),
        ],
      },
      '/repo',
      2,
    );
    expect(lines).toEqual([
      expect.stringContaining('where the time went'),
      '  e2e: 1 files, 5 tests, span 10.0s, files summed 10.0s',
      '  node: 2 files, 5 tests, span 4.0s, files summed 5.0s',
      'the 2 slowest files:',
      '    10.0s  packages/app/e2e/login.e2e.ts (5 tests)',
      '     3.0s  packages/schema/src/b.test.ts (2 tests)',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { failureReport, projectOf, timeReport } from './testReport.mjs';

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

describe('failureReport', () => {
  it('names each failed test with the gist of its message, and a file that did not load', () => {
    const lines = failureReport(
      {
        testResults: [
          {
            name: '/repo/.storybook/test/everyStory.shard1.test.ts',
            assertionResults: [
              { status: 'passed', fullName: 'every story pages-today--all-done' },
              {
                status: 'failed',
                fullName: 'every story pages-today--offline',
                failureMessages: [
                  '\u001b[31mAssertionError: expected [ …(1) ] to deeply equal []\u001b[39m\n    at everyStory.ts:264:24\n- Expected\n+ Received',
                ],
              },
            ],
          },
          {
            name: '/repo/packages/app/e2e/login.e2e.ts',
            message: 'SyntaxError: x',
            assertionResults: [],
          },
        ],
      },
      '/repo',
    );
    expect(lines).toEqual([
      'failed:',
      '  .storybook/test/everyStory.shard1.test.ts > every story pages-today--offline',
      '      AssertionError: expected [ …(1) ] to deeply equal []\n      - Expected\n      + Received',
      '  packages/app/e2e/login.e2e.ts',
      '      SyntaxError: x',
    ]);
  });

  it('says nothing when every test passed', () => {
    expect(
      failureReport(
        {
          testResults: [
            { name: '/repo/a.test.ts', assertionResults: [{ status: 'passed', fullName: 'a' }] },
          ],
        },
        '/repo',
      ),
    ).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test/testSupport';
import { accessTable } from './core/accessTable';

/** A markdown table's rows without the padding a formatter adds. */
const tableRows = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => line.replace(/\s*\|\s*/g, '|').replace(/-{3,}/g, '---'));

describe('docs/decisions.md', () => {
  it('records the current access table of every operation (regenerate: npm run docs:access)', async () => {
    const { server } = await startTestServer({ empty: true });
    const decisions = readFileSync(new URL('../../../docs/decisions.md', import.meta.url), 'utf8');
    const section = decisions.slice(decisions.indexOf('## Who may call each operation'));
    expect(tableRows(section)).toEqual(tableRows(accessTable(server.schema)));
  });
});

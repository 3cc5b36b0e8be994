import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { invokedDirectly } from './invokedDirectly';

const self = fileURLToPath(import.meta.url);
const directory = mkdtempSync(join(tmpdir(), 'routebook-invoked-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('invokedDirectly', () => {
  it('is true when the module is the script started, also through a link (npm bins)', () => {
    expect(invokedDirectly(import.meta.url, ['node', self])).toBe(true);
    const link = join(directory, 'bin.ts');
    symlinkSync(self, link);
    expect(invokedDirectly(import.meta.url, ['node', link])).toBe(true);
  });

  it('is false when another script imported it, the script is missing, or there is none', () => {
    expect(invokedDirectly(import.meta.url, ['node', join(self, '..', 'cli.ts')])).toBe(false);
    expect(invokedDirectly(import.meta.url, ['node', join(directory, 'gone.ts')])).toBe(false);
    expect(invokedDirectly(import.meta.url, ['node'])).toBe(false);
  });
});

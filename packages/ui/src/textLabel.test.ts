import { describe, expect, it } from 'vitest';

import { LABEL_EXCERPT_MAX_CHARS, labelWithExcerpt } from './textLabel';

describe('labelWithExcerpt (names built from what a row shows)', () => {
  it('names by the prefix and the whole text when it is short', () => {
    expect(labelWithExcerpt('Note', 'Gate code 4321')).toBe('Note: Gate code 4321');
  });

  it('cuts a long text at the limit and marks the cut', () => {
    const text = 'a'.repeat(LABEL_EXCERPT_MAX_CHARS) + 'b';
    expect(labelWithExcerpt('task', text)).toBe(`task: ${'a'.repeat(LABEL_EXCERPT_MAX_CHARS)}…`);
    expect(labelWithExcerpt('task', 'Trim the hedges now', 9)).toBe('task: Trim the…');
  });

  it('reads line breaks and runs of spaces as one space', () => {
    expect(labelWithExcerpt('note', '  Back gate\n\nlocked  ')).toBe('note: Back gate locked');
  });

  it('answers the prefix alone when there is no text', () => {
    expect(labelWithExcerpt('Note', ' \n ')).toBe('Note');
  });
});

import { describe, expect, it } from 'vitest';
import { onlyViewChanged } from './viewParam';

const url = (path: string) => new URL(path, 'https://app.example.com');

describe('switching between the list and the map', () => {
  it('loads nothing again when only ?view changes', () => {
    expect(onlyViewChanged(url('/route/r1'), url('/route/r1?view=map'))).toBe(true);
    expect(onlyViewChanged(url('/route/r1?view=map'), url('/route/r1'))).toBe(true);
    expect(onlyViewChanged(url('/today?technician=u2'), url('/today?view=map&technician=u2'))).toBe(
      true,
    );
  });

  it('loads again for another page or another of its parameters', () => {
    expect(onlyViewChanged(url('/route/r1?view=map'), url('/route/r2?view=map'))).toBe(false);
    expect(onlyViewChanged(url('/today?view=map'), url('/today?view=map&technician=u2'))).toBe(
      false,
    );
    expect(onlyViewChanged(url('/route/r1'), url('/route/r1'))).toBe(true);
  });
});

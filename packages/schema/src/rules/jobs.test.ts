import { describe, expect, it } from 'vitest';
import { canDeleteJob } from './jobs';
import { MAX_BATCH_SIZE, TIMING } from './timing';

const none = { clockIns: 0, tasks: 0, photos: 0, notes: 0, serviceItems: 0 };

describe('canDeleteJob (spec §5)', () => {
  it('allows a job with nothing recorded', () => {
    expect(canDeleteJob(none)).toBe(true);
  });
  it.each(['clockIns', 'tasks', 'photos', 'notes', 'serviceItems'] as const)(
    'blocks a job with one of %s',
    (kind) => {
      expect(canDeleteJob({ ...none, [kind]: 1 })).toBe(false);
    },
  );
});

describe('timings (spec §9)', () => {
  it('uses the spec figures', () => {
    expect(TIMING.customerRequiredMessage).toBe(4000);
    expect(TIMING.serviceItemSaveClose).toBe(1500);
    expect([TIMING.toastShort, TIMING.toastLong, TIMING.toastDefault]).toEqual([2000, 4000, 4000]);
    expect(TIMING.refreshDelay).toBe(2000);
    expect([TIMING.batchInterval, MAX_BATCH_SIZE]).toEqual([10, 10]);
  });
});

import { describe, expect, it } from 'vitest';
import { canDeleteJob, jobTakesNewWork, mayChangeJobStatus } from './jobs';
import { MAX_BATCH_SIZE, TIMING } from './timing';

const none = { clockIns: 0, tasks: 0, photos: 0, notes: 0, serviceItems: 0 };

describe('canDeleteJob', () => {
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

describe('timings', () => {
  it('uses the spec figures', () => {
    expect(TIMING.customerRequiredMessage).toBe(4000);
    expect(TIMING.serviceItemSaveClose).toBe(1500);
    expect([TIMING.toastShort, TIMING.toastLong, TIMING.toastDefault]).toEqual([2000, 4000, 4000]);
    expect(TIMING.refreshDelay).toBe(2000);
    expect([TIMING.batchInterval, MAX_BATCH_SIZE]).toEqual([10, 10]);
  });
});

describe('a cancelled job', () => {
  it('takes no new work; every other status does', () => {
    expect(jobTakesNewWork('cancelled')).toBe(false);
    for (const status of ['active', 'inprogress', 'complete']) {
      expect(jobTakesNewWork(status)).toBe(true);
    }
  });

  it('is taken out of cancelled by an admin only; sending the status back is no change', () => {
    expect(mayChangeJobStatus('cancelled', 'complete', 'regular')).toBe(false);
    expect(mayChangeJobStatus('cancelled', 'active', 'regular')).toBe(false);
    expect(mayChangeJobStatus('cancelled', 'cancelled', 'regular')).toBe(true);
    expect(mayChangeJobStatus('cancelled', 'active', 'admin')).toBe(true);
    expect(mayChangeJobStatus('active', 'cancelled', 'regular')).toBe(true);
    expect(mayChangeJobStatus('complete', 'inprogress', 'regular')).toBe(true);
  });
});

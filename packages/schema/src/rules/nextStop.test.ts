import { describe, expect, it } from 'vitest';
import { dayProgress, isOpenStop, nextStop } from './nextStop';

const stops = [
  { jobId: 'a', status: 'complete' },
  { jobId: 'b', status: 'active' },
  { jobId: 'c', status: 'inprogress' },
  { jobId: 'd', status: 'cancelled' },
  { jobId: 'e', status: 'active' },
];

describe('next stop', () => {
  it('counts planned and in-progress jobs as open, complete and cancelled as done', () => {
    expect(['active', 'inprogress', 'complete', 'cancelled'].map(isOpenStop)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('answers the first open stop after the current one, passing over done ones', () => {
    expect(nextStop(stops, 'c').next?.jobId).toBe('e');
    expect(nextStop(stops, 'a').next?.jobId).toBe('b');
  });

  it('names open stops before the current one, so none is skipped silently', () => {
    expect(nextStop(stops, 'c').earlierOpen.map((stop) => stop.jobId)).toEqual(['b']);
    expect(nextStop(stops, 'e')).toEqual({ next: null, earlierOpen: [stops[1], stops[2]] });
  });

  it('starts at the first stop for a job not on the route', () => {
    expect(nextStop(stops, 'z')).toEqual({ next: stops[1], earlierOpen: [] });
  });

  it('reports the day as done of total', () => {
    expect(dayProgress(stops.map((stop) => stop.status))).toEqual({ done: 2, total: 5 });
  });
});

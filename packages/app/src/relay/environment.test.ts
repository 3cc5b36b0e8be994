import { describe, expect, it } from 'vitest';
import { getDataID } from './environment';

describe('Relay record ids', () => {
  it('are Typename:id, so ids need only be unique within their type', () => {
    expect(getDataID({ id: 'r1' }, 'Route')).toBe('Route:r1');
    expect(getDataID({ id: 'r1' }, 'RouteItem')).toBe('RouteItem:r1');
    expect(getDataID({ id: 7 }, 'Job')).toBe('Job:7');
  });
  it('leave records without an id to Relay (it derives one from the parent)', () => {
    expect(getDataID({ clockIns: 1 }, 'JobCounts')).toBeUndefined();
  });
});

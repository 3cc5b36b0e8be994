/**
 * The conformance kit catches what it claims: against a double that breaks one rule (a proxy in
 * front of this server), the check of that rule fails, saying what the double did wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CHECKS, demoConfig, runChecks } from '@routebook/conformance';
import { BROKEN_DOUBLES, startDouble } from '../../test/doubles';
import type { RunningHttpServer } from './httpServer';
import { startConformanceServer } from '../../test/conformanceServer';

let running: RunningHttpServer;

beforeAll(async () => {
  running = await startConformanceServer();
});

afterAll(() => running.close());

describe('each broken double fails the check it breaks, for what it breaks', () => {
  it('has a double for every check', () => {
    const broken = new Set(BROKEN_DOUBLES.map((double) => double.breaks));
    expect(ALL_CHECKS.map((check) => check.id).filter((id) => !broken.has(id))).toEqual([]);
  });

  for (const breakage of BROKEN_DOUBLES) {
    it(`${breakage.breaks}: ${breakage.description}`, async () => {
      const double = await startDouble(running.url, breakage);
      try {
        const check = ALL_CHECKS.find((candidate) => candidate.id === breakage.breaks);
        expect(check, `no check ${breakage.breaks}`).toBeDefined();
        const [result] = await runChecks([check!], demoConfig(double.endpoint));
        expect(result!.passed, `${breakage.breaks} passed against the double`).toBe(false);
        expect(result!.message, 'why the check failed').toContain(breakage.failsWith);
      } finally {
        await double.close();
      }
    });
  }
});

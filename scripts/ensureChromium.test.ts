import { describe, expect, it } from 'vitest';
import { chromiumPlan, INSTALL_COMMAND } from './ensureChromium.mjs';

const missing = () => false;
const facts = {
  path: '/usr/bin/chromium',
  pathFromEnv: false,
  executable: missing,
  isRoot: true,
  hasAptGet: true,
};

describe('chromiumPlan', () => {
  it('is ready when the browser is executable', () => {
    expect(chromiumPlan({ ...facts, executable: () => true })).toEqual({ action: 'ready' });
  });

  it("installs Debian's chromium as root with apt-get", () => {
    expect(chromiumPlan(facts)).toEqual({ action: 'install' });
  });

  it('stops with the one command to run when it cannot install', () => {
    const plan = chromiumPlan({ ...facts, isRoot: false });
    expect(plan).toEqual({ action: 'stop', message: expect.stringContaining(INSTALL_COMMAND) });
    expect(chromiumPlan({ ...facts, hasAptGet: false })).toMatchObject({ action: 'stop' });
  });

  it('never installs over a CHROMIUM_PATH that points nowhere: it names the variable', () => {
    const plan = chromiumPlan({ ...facts, path: '/opt/chrome', pathFromEnv: true });
    expect(plan).toEqual({ action: 'stop', message: expect.stringContaining('CHROMIUM_PATH') });
  });
});

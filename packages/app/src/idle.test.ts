import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idle, whenIdle } from './idle';

/** A browser whose main thread is never idle: an idle callback runs only when its timeout ends. */
function neverIdleBrowser() {
  vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
    options?.timeout === undefined ? -1 : setTimeout(run, options.timeout),
  );
  vi.stubGlobal('cancelIdleCallback', (handle: ReturnType<typeof setTimeout>) =>
    clearTimeout(handle),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the work on a page that is never idle, once the bound has passed', async () => {
    neverIdleBrowser();
    const work = vi.fn();
    whenIdle(work, { atMostMs: 2_000 });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledOnce();
  });

  it('does not run cancelled work', async () => {
    neverIdleBrowser();
    const work = vi.fn();
    whenIdle(work)();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(work).not.toHaveBeenCalled();
  });

  it('runs the work soon in a browser without idle callbacks (Safari before 18)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work);
    await vi.advanceTimersByTimeAsync(200);
    expect(work).toHaveBeenCalledOnce();
  });
});

describe('idle', () => {
  it('resolves on a page that is never idle (the day is still read ahead)', async () => {
    neverIdleBrowser();
    const resolved = vi.fn();
    void idle().then(resolved);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(resolved).toHaveBeenCalledOnce();
  });
});

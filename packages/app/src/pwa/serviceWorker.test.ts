import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeContainer, FakeRegistration } from './fakeServiceWorkers';

/** The page around registerServiceWorker(): its document, window and navigator, as fakes. */
function fakePage({ readyState = 'complete' as DocumentReadyState } = {}) {
  const container = new FakeContainer();
  const registration = new FakeRegistration(container);
  const registered: { url: string; scope: string | undefined }[] = [];
  const register = (url: string, options?: RegistrationOptions) => {
    registered.push({ url, scope: options?.scope });
    return Promise.resolve(registration.asRegistration);
  };
  const idle: (() => void)[] = [];
  const documentEvents = new EventTarget();
  const windowEvents = new EventTarget();
  const fakeDocument = Object.assign(documentEvents, { readyState, visibilityState: 'visible' });
  const reload = vi.fn();
  vi.stubGlobal('navigator', { serviceWorker: Object.assign(container, { register }) });
  vi.stubGlobal('document', fakeDocument);
  vi.stubGlobal('window', { requestIdleCallback: (run: () => void) => idle.push(run) });
  vi.stubGlobal('addEventListener', windowEvents.addEventListener.bind(windowEvents));
  vi.stubGlobal('location', { reload });
  return {
    container,
    registration,
    registered,
    reload,
    /** Runs what waits for the browser to be idle. */
    runIdle: () => idle.splice(0).forEach((run) => run()),
    load: () => windowEvents.dispatchEvent(new Event('load')),
    backToTheFront: () => documentEvents.dispatchEvent(new Event('visibilitychange')),
  };
}

/** A fresh copy of the module (its state is the page's). */
const freshModule = async () => {
  vi.resetModules();
  return import('./serviceWorker');
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval'] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app once the page has loaded and the browser is idle', async () => {
    const page = fakePage({ readyState: 'interactive' });
    const { registerServiceWorker } = await freshModule();
    registerServiceWorker();
    page.runIdle();
    expect(page.registered).toEqual([]);
    page.load();
    expect(page.registered).toEqual([]);
    page.runIdle();
    expect(page.registered).toEqual([{ url: '/sw.js', scope: '/' }]);
  });

  it('tells the notice about a version already waiting, with ready() true when it asks', async () => {
    const page = fakePage();
    const { registration, container } = page;
    registration.found();
    registration.installed();
    registration.activate(true);
    registration.found();
    registration.installed();
    expect(container.controller).not.toBeNull();

    const { registerServiceWorker, updates } = await freshModule();
    const seen: boolean[] = [];
    updates.subscribe(() => seen.push(updates.ready()));
    registerServiceWorker();
    page.runIdle();
    await vi.waitFor(() => expect(seen).toContain(true));
    expect(seen.at(-1)).toBe(true);
  });

  it('offers a version found while the page runs, and reloads only after Reload', async () => {
    const page = fakePage();
    const { registration } = page;
    registration.found();
    registration.installed();
    registration.activate(true);
    const { registerServiceWorker, updates } = await freshModule();
    registerServiceWorker();
    page.runIdle();
    await vi.waitFor(() => expect(page.registered).toHaveLength(1));

    const next = registration.found();
    registration.installed();
    await vi.waitFor(() => expect(updates.ready()).toBe(true));
    expect(page.reload).not.toHaveBeenCalled();
    updates.apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    registration.activate(false);
    expect(page.reload).toHaveBeenCalledOnce();
  });

  it('the first visit is no update: nothing offered, nothing reloaded', async () => {
    const page = fakePage();
    const { registerServiceWorker, updates } = await freshModule();
    const told = vi.fn();
    updates.subscribe(told);
    registerServiceWorker();
    page.runIdle();
    await vi.waitFor(() => expect(page.registered).toHaveLength(1));
    page.registration.found();
    page.registration.installed();
    page.registration.activate(true);
    await Promise.resolve();
    expect(updates.ready()).toBe(false);
    expect(told).not.toHaveBeenCalled();
    expect(page.reload).not.toHaveBeenCalled();
  });

  it('looks for a new version when the app comes back to the front, and hourly', async () => {
    const page = fakePage();
    const { registerServiceWorker } = await freshModule();
    registerServiceWorker();
    page.runIdle();
    await vi.waitFor(() => expect(page.registered).toHaveLength(1));
    await Promise.resolve();
    expect(page.registration.updates).toBe(0);
    page.backToTheFront();
    expect(page.registration.updates).toBe(1);
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(page.registration.updates).toBe(2);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { FakeContainer, FakeRegistration } from './fakeServiceWorkers';
import { watchUpdates } from './updateWatch';

/** A page run by version 1 of the worker (its first visit is over). */
function pageOnVersionOne() {
  const container = new FakeContainer();
  const registration = new FakeRegistration(container);
  registration.found();
  registration.installed();
  registration.activate(true);
  const reload = vi.fn();
  const changed = vi.fn();
  const watch = watchUpdates(
    registration.asRegistration,
    { container: container as unknown as ServiceWorkerContainer, reload },
    changed,
  );
  return { container, registration, reload, changed, watch };
}

describe('watchUpdates', () => {
  it('offers a new version once it is installed, and switches only when asked', () => {
    const { registration, reload, changed, watch } = pageOnVersionOne();
    const next = registration.found();
    expect(watch.ready()).toBe(false);
    registration.installed();
    expect(watch.ready()).toBe(true);
    expect(changed).toHaveBeenCalledOnce();
    expect(next.messages).toEqual([]);
    expect(reload).not.toHaveBeenCalled();

    watch.apply();
    expect(next.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    // The page reloads once the new version runs it, not before.
    expect(reload).not.toHaveBeenCalled();
    registration.activate(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting when the page started', () => {
    const container = new FakeContainer();
    const registration = new FakeRegistration(container);
    registration.found();
    registration.installed();
    registration.activate(true);
    registration.found();
    registration.installed();
    const changed = vi.fn();
    const watch = watchUpdates(
      registration.asRegistration,
      { container: container as unknown as ServiceWorkerContainer, reload: vi.fn() },
      changed,
    );
    expect(watch.ready()).toBe(true);
    expect(changed).toHaveBeenCalledOnce();
  });

  it('is not an update: the first install, which takes the page without a reload', () => {
    const container = new FakeContainer();
    const registration = new FakeRegistration(container);
    const reload = vi.fn();
    const changed = vi.fn();
    const watch = watchUpdates(
      registration.asRegistration,
      { container: container as unknown as ServiceWorkerContainer, reload },
      changed,
    );
    registration.found();
    registration.installed();
    registration.activate(true);
    expect(container.controller).not.toBeNull();
    expect(watch.ready()).toBe(false);
    expect(changed).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads by itself: another tab switching only moves this page to the new worker', () => {
    const { registration, reload, watch } = pageOnVersionOne();
    registration.found();
    registration.installed();
    // Another tab said Reload.
    registration.activate(true);
    expect(reload).not.toHaveBeenCalled();
    // Here nothing waits any more: Reload just loads the page again, on the new version.
    watch.apply();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('switches once, however often Reload is pressed', () => {
    const { registration, reload, watch } = pageOnVersionOne();
    const next = registration.found();
    registration.installed();
    watch.apply();
    watch.apply();
    expect(next.messages).toHaveLength(1);
    registration.activate(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});

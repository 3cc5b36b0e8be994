/**
 * The service worker on the page: registered once the first page is idle, so it costs
 * the first visit next to nothing; what watches for a new version (updateWatch.ts) loads only when
 * one is on its way. Hand-written instead of workbox-window, which the first page would carry.
 */
import type { UpdateWatch } from './updateWatch';

const listeners = new Set<() => void>();
let watch: UpdateWatch | null = null;
const notify = () => listeners.forEach((listener) => listener());

/** The app's new version, for the update notice: never ready in dev, tests and stories. */
export const updates = {
  ready: () => watch?.ready() ?? false,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  apply: () => watch?.apply(),
};

/** How often a page left open looks for a new version (phones keep the app open for days). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker once the page has loaded and the browser is idle; then looks for
 * a new version whenever the app comes back to the front, and hourly.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const base = import.meta.env.BASE_URL;
  const container = navigator.serviceWorker;
  const register = async () => {
    const registration = await container.register(`${base}sw.js`, { scope: base });
    // A worker installing or waiting while another runs the page is a new version (the first
    // install is not: the page already runs the current code).
    const watchIfUpdating = () => {
      if (watch || !container.controller || !(registration.installing || registration.waiting))
        return;
      import('./updateWatch').then(
        ({ watchUpdates }) => {
          const host = { container, reload: () => location.reload() };
          watch ??= watchUpdates(registration, host, notify);
          // A version already waiting was found inside watchUpdates, before `watch` was set.
          notify();
        },
        () => undefined,
      );
    };
    watchIfUpdating();
    registration.addEventListener('updatefound', watchIfUpdating);
    const check = () => void registration.update().catch(() => undefined);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
    setInterval(check, CHECK_EVERY_MS);
  };
  // Safari has no requestIdleCallback: a second after load stands in.
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  const whenIdle = () => idle(() => void register().catch(() => undefined));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

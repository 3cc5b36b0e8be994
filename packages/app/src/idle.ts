/** Safari before 18 has no requestIdleCallback: a short wait stands in. */
const FALLBACK_MS = 200;

/**
 * Runs `work` in the browser's next idle period, or after `atMostMs` on a page that is never idle
 * (a busy phone, a ticking clock): work put off to idle still happens. Answers a function that
 * cancels it (an effect's cleanup).
 */
export function whenIdle(work: () => void, { atMostMs = 2_000 }: { atMostMs?: number } = {}) {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(work, FALLBACK_MS);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(() => work(), { timeout: atMostMs });
  return () => cancelIdleCallback(handle);
}

/** Resolves in the next idle period (at most `atMostMs` later). */
export const idle = (options?: { atMostMs?: number }) =>
  new Promise<void>((resolve) => void whenIdle(resolve, options));

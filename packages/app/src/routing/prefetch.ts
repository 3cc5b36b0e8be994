import { whenIdle } from '../idle';

/**
 * Runs `task` once the page on screen has painted and the browser is idle: for fetching what the
 * user may open next (another page's code) without competing with what this page still needs.
 * Answers a function that cancels it (an effect's cleanup).
 */
export function whenIdleAfterPaint(task: () => void): () => void {
  let cancel: () => void;
  // The frame after the current render is painted, then the first idle period after it.
  const frame = requestAnimationFrame(() => {
    const timer = setTimeout(() => {
      cancel = whenIdle(task);
    }, 0);
    cancel = () => clearTimeout(timer);
  });
  cancel = () => cancelAnimationFrame(frame);
  return () => cancel();
}

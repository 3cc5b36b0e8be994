/** Minimum hit area of any control, in px (keep in sync with --touch-target-min in tokens.css). */
export const TOUCH_TARGET_MIN_PX = 44;

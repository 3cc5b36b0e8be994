export const TOUCH_TARGET_MIN_PX = 44;

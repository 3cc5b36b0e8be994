/** The product's timings, in milliseconds (product.md §Timings and sizes). */
export const TIMING = {
  /** Pull-to-refresh / refresh button delay. */
  refreshDelay: 2000,
  /** How long "Customer Required!" stays. */
  customerRequiredMessage: 4000,
  /** Short toasts (forgot password). */
  toastShort: 2000,
  /** Long toasts (service item update); also the default. */
  toastLong: 4000,
  toastDefault: 4000,
  /** Decided: toasts of two sentences to read (Add User inviting an existing account). */
  toastNotice: 8000,
  /** The Select Service Item modal closes this long after SAVE. */
  serviceItemSaveClose: 1500,
  /** The network waits this long to batch operations into one POST. */
  batchInterval: 10,
} as const;

/** At most this many operations in one batched POST. */
export const MAX_BATCH_SIZE = 10;

/** The rich-text editor's height and the menu logo's maximum width, in px. */
export const EDITOR_HEIGHT_PX = 190;
export const LOGO_MAX_WIDTH_PX = 75;

/** The app's version. */
export const APP_VERSION = 2;

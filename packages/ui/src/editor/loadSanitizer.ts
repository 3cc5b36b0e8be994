import { useEffect, useSyncExternalStore } from 'react';

/** The sanitizer's module (DOMPurify and the schema package's policy, about 13 KiB gzipped). */
export type RichTextSanitizer = typeof import('./sanitize');

let loaded: RichTextSanitizer | null = null;
let loading: Promise<RichTextSanitizer> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the rich-text sanitizer in its own chunk, once (a failed load is tried again next time).
 * No page needs it before it shows rich text: SanitizedHtml asks for it when it first renders.
 */
export function loadSanitizer(): Promise<RichTextSanitizer> {
  loading ??= import('./sanitize').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (failure: unknown) => {
      loading = null;
      throw failure;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/**
 * The sanitizer once its code is in, else null (and its loading starts); the component renders
 * again when it arrives. A failed load leaves null: the caller's fallback stays, and the next
 * component to mount tries again.
 */
export function useSanitizer(): RichTextSanitizer | null {
  const sanitizer = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  useEffect(() => {
    if (!sanitizer) loadSanitizer().catch(() => undefined);
  }, [sanitizer]);
  return sanitizer;
}

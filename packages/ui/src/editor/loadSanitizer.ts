import { useEffect } from 'react';
import { lazyModule } from '../lazyModule';

/** The sanitizer's module (DOMPurify and the schema package's policy, about 13 KiB gzipped). */
export type RichTextSanitizer = typeof import('./sanitize');

const sanitizer = lazyModule<RichTextSanitizer>(() => import('./sanitize'));

/**
 * Loads the rich-text sanitizer in its own chunk, once (a failed load is tried again next time).
 * No page needs it before it shows rich text: SanitizedHtml asks for it when it first renders.
 */
export const loadSanitizer = (): Promise<RichTextSanitizer> => sanitizer.load();

/**
 * The sanitizer once its code is in, else null (and its loading starts); the component renders
 * again when it arrives. A failed load leaves null: the caller's fallback stays, and the next
 * component to mount tries again.
 */
export function useSanitizer(): RichTextSanitizer | null {
  const loaded = sanitizer.useLoaded();
  useEffect(() => {
    if (!loaded) loadSanitizer().catch(() => undefined);
  }, [loaded]);
  return loaded;
}

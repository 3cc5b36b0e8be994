import * as RadixToast from '@radix-ui/react-toast';
import { useRef } from 'react';

import { ModalCloseIcon } from '../Modal/ModalCloseIcon';
import type { ToastItem } from './Toast';
import styles from './Toast.module.css';
import { useClearOfDialog } from './useClearOfDialog';

export interface ToastViewportProps {
  toasts: readonly ToastItem[];
  /** Whether the viewport (the F8 landmark) stays mounted with no toast in it. */
  keepViewport: boolean;
  onRemove(id: number): void;
}

/**
 * The toasts themselves, on Radix Toast: loaded by ToastProvider when the first toast shows (or on
 * `preloadToasts()`). Each toast is announced to screen readers, its timer pauses while it is
 * hovered or focused (and while the window is in the background), its Dismiss button (×) or a
 * swipe to the right closes it, and F8 moves focus to the toasts.
 */
export default function ToastViewport({ toasts, keepViewport, onRemove }: ToastViewportProps) {
  const viewport = useRef<HTMLOListElement>(null);
  // Over an open dialog, the toasts stand where they cover none of its buttons.
  const placement = useClearOfDialog(viewport, toasts.length);
  return (
    <RadixToast.Provider swipeDirection="right">
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          className={styles.toast}
          duration={toast.durationMs}
          // Errors are announced at once; other news waits for a pause.
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) onRemove(toast.id);
          }}
          data-tone={toast.tone}
          data-duration-ms={toast.durationMs}
        >
          {toast.message}
          {/* An icon, not a word: the toast's text stays its message alone. */}
          <RadixToast.Close className={styles.dismiss} aria-label="Dismiss">
            <ModalCloseIcon />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {(keepViewport || toasts.length > 0) && (
        <RadixToast.Viewport ref={viewport} className={styles.viewport} style={placement} />
      )}
    </RadixToast.Provider>
  );
}

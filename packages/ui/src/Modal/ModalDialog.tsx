import * as Dialog from '@radix-ui/react-dialog';
import { useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import type { ModalProps } from './Modal';
import styles from './Modal.module.css';
import { ModalCloseIcon } from './ModalCloseIcon';

/**
 * The modal itself (Radix Dialog: focus trap, Escape, overlay, portal), loaded by `Modal` when one
 * first opens. A full-screen sheet under 600 px wide, a centred card above (or a small card at
 * every width with size 'compact'); the body scrolls and the footer stays at the bottom.
 */
export default function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel = 'Close',
  size = 'sheet',
  role = 'dialog',
  className,
}: ModalProps) {
  // Our modals open from the app's own buttons, not a Radix Trigger, so Radix does not know where
  // focus came from: remember it, and give it back on close (a keyboard user keeps their place).
  const openedFrom = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={className ? `${styles.content} ${className}` : styles.content}
          data-size={size}
          role={role}
          onOpenAutoFocus={() => {
            openedFrom.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const from = openedFrom.current;
            openedFrom.current = null;
            if (from?.isConnected && from !== document.body) {
              event.preventDefault();
              from.focus();
            }
          }}
          // Without a description Radix would point aria-describedby at nothing.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <header className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {description !== undefined && (
              <Dialog.Description className={styles.description}>{description}</Dialog.Description>
            )}
          </header>
          {children !== null && children !== undefined && children !== false && (
            <ScrollBody>{children}</ScrollBody>
          )}
          {footer !== undefined && <footer className={styles.footer}>{footer}</footer>}
          {/* Last in the DOM so focus starts on the content, first on screen (top right). */}
          <Dialog.Close className={styles.close} aria-label={closeLabel}>
            <ModalCloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const TABBABLE =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/**
 * The scrolling body. When it overflows and holds nothing focusable (a long text), it becomes a
 * tab stop itself so keyboard users can scroll it; a long form scrolls as Tab moves through it,
 * and focus still starts on its first field.
 */
function ScrollBody({ children }: { children: ReactNode }) {
  const [focusable, setFocusable] = useState(false);
  const ref = useCallback((node: HTMLDivElement | null) => {
    const inner = node?.firstElementChild;
    if (!node || !inner) return;
    const measure = () =>
      setFocusable(node.scrollHeight > node.clientHeight && !inner.querySelector(TABBABLE));
    measure();
    // The body's own box changes with the viewport, the inner one with the content.
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);
  return (
    // A scrollable region with nothing focusable inside must take focus itself, or a keyboard
    // cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div ref={ref} className={styles.body} tabIndex={focusable ? 0 : undefined}>
      <div>{children}</div>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  /** Called with false on Escape, the close button or a tap on the overlay. */
  onOpenChange(open: boolean): void;
  /** Shown as the heading; it is the dialog's accessible name. */
  title: string;
  /** A line under the title; it becomes the dialog's accessible description. */
  description?: string;
  children: ReactNode;
  /** Actions, kept at the bottom while the body scrolls. */
  footer?: ReactNode;
  /** Accessible name of the close button (default 'Close'). */
  closeLabel?: string;
  /**
   * 'sheet' (default): full screen under 600 px wide, a centred card above. 'compact': a small
   * centred card at every width, for a short message or question (AlertDialog, ConfirmDialog).
   */
  size?: 'sheet' | 'compact';
  /** 'alertdialog' for a message or question that interrupts the user (AlertDialog, ConfirmDialog). */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

type ModalDialogModule = typeof import('./ModalDialog');

let loaded: ModalDialogModule | null = null;
let loading: Promise<ModalDialogModule> | null = null;

/**
 * Starts loading the modal's code (Radix Dialog, in the overlays chunk with Radix Toast) before a
 * modal first opens, e.g. when a pointer or focus reaches what opens one. A failed load is tried
 * again next time.
 */
export function preloadModal(): Promise<ModalDialogModule> {
  loading ??= import('./ModalDialog').then(
    (module) => {
      loaded = module;
      return module;
    },
    (failure: unknown) => {
      loading = null;
      throw failure;
    },
  );
  return loading;
}

// No page needs a dialog to show: Radix Dialog loads in its own chunk when one first opens.
const LazyModalDialog = lazy(preloadModal);

/** The dialog to render from the first open on: at once when its code is in, else lazily. */
const dialogNow = (): ComponentType<ModalProps> => loaded?.default ?? LazyModalDialog;

/**
 * The one modal (Radix Dialog: focus trap, Escape, overlay, portal). A full-screen sheet under
 * 600 px wide, a centred card above (or a small card at every width with size 'compact'); the body
 * scrolls and the footer stays at the bottom.
 *
 * Its code loads when a modal first opens (or on `preloadModal()`); until then it renders nothing,
 * as a closed modal does. Once opened it stays mounted, so closing runs through Radix (focus goes
 * back to where it came from).
 */
export function Modal(props: ModalProps) {
  // Chosen once, at the first open, so that the dialog is never remounted.
  const [Dialog, setDialog] = useState<ComponentType<ModalProps> | null>(() =>
    props.open ? dialogNow() : null,
  );
  if (props.open && !Dialog) setDialog(() => dialogNow());
  if (!Dialog) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}

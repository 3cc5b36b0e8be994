import { useEffect, useState, type CSSProperties, type RefObject } from 'react';

import { placeToasts, type ToastPlacement } from './toastPlacement';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const CONTROLS = 'button, a[href], input, select, textarea, [contenteditable="true"]';

function measure(viewport: HTMLElement): ToastPlacement {
  const dialogs = document.querySelectorAll<HTMLElement>(OPEN_DIALOG);
  const dialog = dialogs[dialogs.length - 1];
  const toasts = [...viewport.children].map((toast) => toast.getBoundingClientRect());
  if (!dialog || toasts.length === 0) return { at: 'bottom' };
  const controls = [...dialog.querySelectorAll(CONTROLS)]
    .map((control) => control.getBoundingClientRect())
    .filter((rect) => rect.width > 0 && rect.height > 0);
  const footer = dialog.querySelector('footer');
  const top = Math.min(...toasts.map((rect) => rect.top));
  const bottom = Math.max(...toasts.map((rect) => rect.bottom));
  return placeToasts({
    viewportHeight: window.innerHeight,
    gap: parseFloat(getComputedStyle(viewport).paddingTop) || 0,
    toasts: {
      height: bottom - top,
      left: Math.min(...toasts.map((rect) => rect.left)),
      right: Math.max(...toasts.map((rect) => rect.right)),
    },
    controls,
    actionsTop: footer ? footer.getBoundingClientRect().top : null,
  });
}

const styleOf = (placement: ToastPlacement): CSSProperties | undefined => {
  if (placement.at === 'top') return { top: 0, bottom: 'auto' };
  if (placement.at === 'aboveActions')
    return { bottom: `${window.innerHeight - placement.actionsTop}px` };
  return undefined;
};

const same = (a: ToastPlacement, b: ToastPlacement) =>
  a.at === b.at &&
  (a.at !== 'aboveActions' || (b.at === 'aboveActions' && a.actionsTop === b.actionsTop));

/**
 * While toasts show over an open dialog, moves them where they cover none of its
 * buttons (see placeToasts). Measured again when a dialog opens or closes, the window resizes,
 * the dialog scrolls, or the toasts change.
 */
export function useClearOfDialog(
  viewport: RefObject<HTMLElement | null>,
  toastCount: number,
): CSSProperties | undefined {
  const [placement, setPlacement] = useState<ToastPlacement>({ at: 'bottom' });
  useEffect(() => {
    if (toastCount === 0) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const node = viewport.current;
        if (!node) return;
        const next = measure(node);
        setPlacement((current) => (same(current, next) ? current : next));
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    const resize = new ResizeObserver(update);
    if (viewport.current) resize.observe(viewport.current);
    window.addEventListener('resize', update);
    document.addEventListener('scroll', update, true);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      resize.disconnect();
      window.removeEventListener('resize', update);
      document.removeEventListener('scroll', update, true);
    };
  }, [viewport, toastCount]);
  return toastCount === 0 ? undefined : styleOf(placement);
}

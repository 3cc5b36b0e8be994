/**
 * Whether the page holds input the person typed and has not saved: the update notice
 * asks before a reload would throw it away. A form (or a field outside one) counts from its first
 * keystroke until it leaves the page, which is what saving or cancelling does to the app's forms
 * and modals; an open dialog counts too. Searches are not input to keep.
 */
const typedIn = new Set<Element>();
let watching = false;

/** Starts noting where the person types (once; main.tsx). */
export function watchUnsavedInput(root: Document = document): void {
  if (watching) return;
  watching = true;
  root.addEventListener(
    'input',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || target.matches('[type="search"]')) return;
      typedIn.add(target.closest('form') ?? target);
    },
    true,
  );
}

export function hasUnsavedInput(root: Document = document): boolean {
  for (const element of typedIn) if (!element.isConnected) typedIn.delete(element);
  return typedIn.size > 0 || root.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

import { lazy, Suspense, useState } from 'react';
import { Button, preloadModal } from '@routebook/ui';
import type { AddItemDialog } from './AddItemDialogs';

const loadDialogs = () => import('./AddItemDialogs');
const AddItemDialogs = lazy(loadDialogs);

/** Fetches the dialogs' code (and the modal's) when a press is on its way: hover, focus or touch. */
function prefetchDialogs() {
  loadDialogs().catch(() => undefined);
  preloadModal().catch(() => undefined);
}

/**
 * Add item and Add job on the route page. Their dialogs (forms, customer picker, rich-text
 * editor) are a chunk of their own, fetched on the way to the first press rather than with the
 * page: most visits to a route never add to it.
 */
export function AddItem({ routeId, companyId }: { routeId: string; companyId: string }) {
  const [open, setOpen] = useState<AddItemDialog | null>(null);
  const intent = { onPointerEnter: prefetchDialogs, onFocus: prefetchDialogs };
  return (
    <>
      <Button {...intent} onClick={() => setOpen('item')}>
        Add item
      </Button>
      <Button {...intent} variant="secondary" onClick={() => setOpen('job')}>
        Add job
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AddItemDialogs routeId={routeId} companyId={companyId} open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}

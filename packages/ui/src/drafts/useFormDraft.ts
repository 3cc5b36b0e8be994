import { useCallback, useEffect, useRef, useState } from 'react';

import { useDraftStore } from './DraftProvider';

/** How long typing pauses before the draft is written. */
export const DRAFT_WRITE_DELAY_MS = 400;

export interface FormDraftOptions<T> {
  open: boolean;
  /**
   * The dialog's purpose and record, e.g. `routeItem:add:<routeId>` or `jobNote:add:<jobId>`.
   * Without it (or outside a DraftProvider) the dialog still asks before discarding typed changes,
   * but keeps no draft.
   */
  draftKey?: string;
  /** What the form holds now (JSON: what the draft keeps; passwords stay out of it). */
  values: T;
  /** What the form starts from without a draft. */
  initial: T;
  /** Puts values in the form's fields: a draft's when the dialog opens, `initial` to drop one. */
  fill(values: T): void;
  /** Whether anything was typed, when comparing `values` with `initial` does not tell. */
  changed?: boolean;
}

export interface FormDraft {
  /** Something was typed that is not saved: closing asks first. */
  changed: boolean;
  /** Closing can keep a draft (the dialog has a draftKey, and a member is logged in). */
  keepsDrafts: boolean;
  /** The dialog opened with a draft kept from before (and it was not discarded since). */
  restored: boolean;
  /** Closing, keeping the draft: it is written now. */
  keep(): void;
  /** Closing, throwing what was typed away. */
  discard(): void;
  /** The restored line's Discard draft: the fields go back to where they start. */
  discardRestored(): void;
  /** The save went through: the draft is gone. */
  saved(): void;
}

/**
 * The draft of one dialog: what is typed is written (debounced) while the dialog is open, read back
 * when it opens again (or after a reload), and removed on a save or a discard. Call it after the
 * dialog's own reset (`useOnOpen`), so a draft fills the fields over their starting values.
 */
export function useFormDraft<T>({
  open,
  draftKey,
  values,
  initial,
  fill,
  changed,
}: FormDraftOptions<T>): FormDraft {
  const store = useDraftStore();
  const purpose = store !== null && draftKey !== undefined ? draftKey : null;
  const serialized = JSON.stringify(values);
  const [restored, setRestored] = useState(false);
  // What the last successful save held: the form holds nothing unsaved while it still shows it.
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const isChanged = serialized !== savedAs && (changed ?? serialized !== JSON.stringify(initial));

  // A dialog mounted open counts as opening, as does open turning true: a kept draft fills it.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      const draft = purpose === null ? null : store?.read<T>(purpose);
      setRestored(Boolean(draft));
      setSavedAs(null);
      if (draft) fill(draft.values);
    }
  }

  const latest = useRef(values);
  useEffect(() => {
    latest.current = values;
  });
  const pending = useRef<(() => void) | null>(null);
  const flush = useCallback(() => {
    const write = pending.current;
    pending.current = null;
    write?.();
  }, []);

  useEffect(() => {
    if (purpose === null || store === null) return;
    if (!open) {
      // Closed by the app (a page left, another dialog on the way): what was typed is kept.
      flush();
      return;
    }
    if (!isChanged) {
      pending.current = null;
      // Typing undone, or saved: no draft to come back to.
      if (savedAs === null) store.remove(purpose);
      return;
    }
    pending.current = () => store.write(purpose, latest.current);
    const timer = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, purpose, store, serialized, isChanged, savedAs, flush]);

  // A reload, a closed tab or a phone putting the app away writes the draft at once.
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHide);
      flush();
    };
  }, [flush]);

  const drop = () => {
    pending.current = null;
    if (purpose !== null) store?.remove(purpose);
  };

  return {
    changed: isChanged,
    keepsDrafts: purpose !== null,
    restored,
    keep: flush,
    discard: drop,
    discardRestored() {
      drop();
      setRestored(false);
      fill(initial);
    },
    saved() {
      drop();
      setRestored(false);
      setSavedAs(serialized);
    },
  };
}

import { useState } from 'react';

/** A rejection's message, shown in the modal; the app may pass `error` instead. */
export const errorText = (reason: unknown): string | null =>
  reason instanceof Error && reason.message !== '' ? reason.message : null;

/**
 * The save of a modal form: `pending` while the app's onSave runs, and the message of its
 * rejection until the next try. What was typed stays: only the app closes the modal.
 */
export function useSaveAction() {
  const [pending, setPending] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  /** Runs the save; true when it went through (the form's draft can go). */
  async function run(save: () => Promise<void> | void): Promise<boolean> {
    setSaveError(null);
    setPending(true);
    try {
      await save();
      return true;
    } catch (reason) {
      setSaveError(errorText(reason));
      return false;
    } finally {
      setPending(false);
    }
  }

  return { pending, saveError, clearError: () => setSaveError(null), run };
}

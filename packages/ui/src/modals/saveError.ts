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

  async function run(save: () => Promise<void> | void): Promise<void> {
    setSaveError(null);
    setPending(true);
    try {
      await save();
    } catch (reason) {
      setSaveError(errorText(reason));
    } finally {
      setPending(false);
    }
  }

  return { pending, saveError, clearError: () => setSaveError(null), run };
}

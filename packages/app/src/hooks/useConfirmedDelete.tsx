import { useState } from 'react';
import { ConfirmDialog, useToast } from '@routebook/ui';
import { actionFailureText } from '../relay/failureText';

/**
 * Delete after a confirmation (a job's records, customers, service items, routes…): `ask(id)`
 * opens the dialog; Yes deletes and toasts `deleted`, or the server's reason. Render `dialog`.
 */
export function useConfirmedDelete({
  message,
  remove,
  deleted,
  onDeleted,
}: {
  message: string;
  remove(id: string): Promise<unknown>;
  deleted: string;
  /** After the server deleted it (e.g. leave a page that showed it). */
  onDeleted?(): void;
}) {
  const { show } = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      message={message}
      onCancel={() => setPending(null)}
      onConfirm={() => {
        const id = pending;
        setPending(null);
        if (!id) return;
        remove(id).then(
          () => {
            show(deleted, { tone: 'success' });
            onDeleted?.();
          },
          (failure: Error) => show(actionFailureText(failure), { tone: 'error' }),
        );
      }}
    />
  );
  return { ask: setPending, dialog };
}

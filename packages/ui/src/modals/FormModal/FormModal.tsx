import { messages } from '@routebook/schema';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '../../Button';
import { ConfirmDialog } from '../../ConfirmDialog';
import type { FormDraft } from '../../drafts';
import { Modal, type ModalProps } from '../../Modal';
import { useOnOpen } from '../useOnOpen';
import styles from './FormModal.module.css';

export interface FormModalProps extends Pick<
  ModalProps,
  'open' | 'onOpenChange' | 'title' | 'size' | 'children'
> {
  /** The submit button's label, e.g. 'Save' or 'SAVE' as the spec spells it. */
  submitLabel: string;
  /** Replaces the single submit button, e.g. Save and ADD TO ROUTE; each needs form={formId}. */
  submitButtons?(formId: string): ReactNode;
  /** False disables the submit button (invalid or busy); a press of Enter still calls onSubmit. */
  canSubmit?: boolean;
  busy?: boolean;
  /** Why the last save failed, shown under the fields. */
  error?: string | null;
  /**
   * The form's own messages (e.g. a joined validation line), kept in sight above the buttons
   * however far the fields scroll.
   */
  message?: ReactNode;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /**
   * The form's draft (useFormDraft): with typed changes, closing asks first (Keep editing, Keep
   * draft, Discard), and a restored draft says so with a way to discard it.
   */
  draft?: FormDraft;
}

/**
 * The frame every form modal shares: the fields in a form, Cancel and the submit button(s) in the
 * footer, and the save error (role="alert") under the fields. What was typed stays until the app
 * closes the modal; with a `draft`, Cancel, Escape, × and a tap outside ask before throwing typed
 * changes away.
 */
export function FormModal({
  open,
  onOpenChange,
  title,
  size,
  children,
  submitLabel,
  submitButtons,
  canSubmit = true,
  busy = false,
  error = null,
  message,
  onSubmit,
  draft,
}: FormModalProps) {
  const formId = useId();
  const [asking, setAsking] = useState(false);
  // A question left open when the app closed the dialog is not asked again on the next open.
  useOnOpen(open, () => setAsking(false));
  const requestClose = () => {
    if (draft?.changed) setAsking(true);
    else onOpenChange(false);
  };
  const closeAfterAsking = (keep: boolean) => {
    setAsking(false);
    if (keep) draft?.keep();
    else draft?.discard();
    onOpenChange(false);
  };
  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
        title={title}
        size={size}
        footer={
          <>
            {message && <div className={styles.message}>{message}</div>}
            <Button variant="secondary" onClick={requestClose}>
              Cancel
            </Button>
            {submitButtons ? (
              submitButtons(formId)
            ) : (
              <Button type="submit" form={formId} disabled={!canSubmit} loading={busy}>
                {submitLabel}
              </Button>
            )}
          </>
        }
      >
        <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
          {draft?.restored && (
            <div className={styles.restored} role="status">
              <p>{messages.draftRestored}</p>
              <Button variant="secondary" onClick={draft.discardRestored}>
                Discard draft
              </Button>
            </div>
          )}
          {children}
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </form>
      </Modal>
      <ConfirmDialog
        open={open && asking}
        {...(draft?.keepsDrafts
          ? { title: messages.discardChangesQuestion, message: messages.discardChangesDraftHint }
          : { message: messages.discardChangesQuestion })}
        cancelLabel="Keep editing"
        alternativeLabel={draft?.keepsDrafts ? 'Keep draft' : undefined}
        onAlternative={() => closeAfterAsking(true)}
        confirmLabel="Discard"
        destructive
        onConfirm={() => closeAfterAsking(false)}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

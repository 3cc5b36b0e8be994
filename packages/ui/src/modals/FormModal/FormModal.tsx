import { useId, type FormEvent, type ReactNode } from 'react';

import { Button } from '../../Button';
import { Modal, type ModalProps } from '../../Modal';
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
}

/**
 * The frame every form modal shares: the fields in a form, Cancel and the submit button(s) in the
 * footer, and the save error (role="alert") under the fields. What was typed stays until the app
 * closes the modal.
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
}: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size={size}
      footer={
        <>
          {message && <div className={styles.message}>{message}</div>}
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
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
        {children}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </form>
    </Modal>
  );
}

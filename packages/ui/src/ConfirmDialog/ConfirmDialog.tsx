import { Button } from '../Button';
import { Modal } from '../Modal';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** A heading above the message; without one the message itself titles the dialog. */
  title?: string;
  /** The question, e.g. messages.confirmDeleteItem. */
  message: string;
  /** Default 'Agree' (product.md §Routes and route items). */
  confirmLabel?: string;
  /** Default 'Cancel'. */
  cancelLabel?: string;
  /** A third answer between the two, e.g. Keep draft beside Keep editing and Discard. */
  alternativeLabel?: string;
  onAlternative?(): void;
  /** The confirm button throws something away (a danger button). */
  destructive?: boolean;
  onConfirm(): void;
  /** Cancel, the close button, Escape and a tap outside all cancel. */
  onCancel(): void;
}

/** A yes/no question in a small centred card. Focus starts on Cancel, the safe answer. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Agree',
  cancelLabel = 'Cancel',
  alternativeLabel,
  onAlternative,
  destructive = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onCancel();
      }}
      title={title ?? message}
      size="compact"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          {alternativeLabel !== undefined && onAlternative && (
            <Button variant="secondary" onClick={onAlternative}>
              {alternativeLabel}
            </Button>
          )}
          <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {title !== undefined ? <p className={styles.message}>{message}</p> : null}
    </Modal>
  );
}

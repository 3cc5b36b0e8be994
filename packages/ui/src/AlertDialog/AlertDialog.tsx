import { Button } from '../Button';
import { Modal } from '../Modal';
import styles from './AlertDialog.module.css';

export interface AlertDialogProps {
  open: boolean;
  /** A heading above the message; without one the message itself titles the dialog. */
  title?: string;
  /** What happened, e.g. messages.deleteFailed. */
  message: string;
  /** Default 'OK'. */
  closeLabel?: string;
  /** OK, the close button, Escape and a tap outside all close it. */
  onClose(): void;
}

/** A message the user acknowledges, in a small centred card. */
export function AlertDialog({
  open,
  title,
  message,
  closeLabel = 'OK',
  onClose,
}: AlertDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title ?? message}
      size="compact"
      role="alertdialog"
      footer={<Button onClick={onClose}>{closeLabel}</Button>}
    >
      {title !== undefined ? <p className={styles.message}>{message}</p> : null}
    </Modal>
  );
}

import styles from './PendingMark.module.css';

export interface PendingMarkProps {
  className?: string;
}

/**
 * A change kept on the device and not yet confirmed by the server: a quiet badge
 * "Pending" inside a list row, read by screen readers as "Pending: not sent yet". It blocks
 * nothing: the row's actions stay available.
 */
export function PendingMark({ className }: PendingMarkProps) {
  return (
    <span className={className ? `${styles.mark} ${className}` : styles.mark}>
      Pending<span className={styles.visuallyHidden}>: not sent yet</span>
    </span>
  );
}

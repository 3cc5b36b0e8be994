import styles from './NeedsPinBadge.module.css';

export interface NeedsPinBadgeProps {
  className?: string;
}

/**
 * "Needs a pin" beside a customer without a location: said in words (a pin outline repeats it),
 * so it reads the same without colour and to a screen reader.
 */
export function NeedsPinBadge({ className }: NeedsPinBadgeProps) {
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>
      <span className={styles.icon} aria-hidden="true" />
      Needs a pin
    </span>
  );
}

import { messages } from '@routebook/schema';

import { Button } from '../Button';
import styles from './NeedsPinFilter.module.css';

export interface NeedsPinFilterProps {
  /** How many customers have no location (the company's, whatever the search). */
  count: number;
  /** Whether the list shows only them. */
  active: boolean;
  onActiveChange(active: boolean): void;
  className?: string;
}

/** "12 customers need a pin", "1 customer needs a pin" or "Every customer has a pin". */
export function needsPinText(count: number): string {
  if (count === 0) return messages.noCustomerNeedsPin;
  if (count === 1) return messages.customerNeedsPin;
  return messages.customersNeedPin.replace('{count}', String(count));
}

/**
 * The customers page's filter for customers without a location: the count in words, a toggle
 * (pressed while only they are listed). With none left to pin, the count alone, and a way back to
 * every customer while the filter is still on.
 */
export function NeedsPinFilter({ count, active, onActiveChange, className }: NeedsPinFilterProps) {
  const text = needsPinText(count);
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {count > 0 || active ? (
        <Button variant="secondary" aria-pressed={active} onClick={() => onActiveChange(!active)}>
          {active ? `${text}: show every customer` : `${text}: show them`}
        </Button>
      ) : (
        <p className={styles.none}>{text}</p>
      )}
    </div>
  );
}

import { messages } from '@routebook/schema';

import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { PendingMark } from '../PendingMark';
import styles from './JobServiceItemList.module.css';

/** A service item linked to the job (named by its ServiceItem). */
export interface JobServiceItemListItem {
  /** The link's id (JobServiceItem). */
  id: string;
  name: string;
  isComplete: boolean;
  /** Kept on the device and not yet confirmed by the server: the row shows a PendingMark. */
  pending?: boolean;
}

export interface JobServiceItemListProps {
  items: readonly JobServiceItemListItem[];
  /**
   * The company's plan does not include service items (below 40,
   * product.md §Accounts, companies and plans).
   */
  gated: boolean;
  /**
   * Opens the Select Service Item modal; absent where none can be added (a
   * cancelled job): no button.
   */
  onSelect?(): void;
  /**
   * Marks an item's work done or not done. Without it (a cancelled job, a plan without
   * service items) a done item shows "Done" and nothing can be ticked.
   */
  onToggleDone?(id: string, done: boolean): void;
  className?: string;
}

/**
 * The job's service items, each with a "Done" box to tick as its work is done. Where the plan
 * includes them, "Select service items" opens the choice; where it does not, the plan message
 * replaces the button (items already linked stay listed, read only).
 */
export function JobServiceItemList({
  items,
  gated,
  onSelect,
  onToggleDone,
  className,
}: JobServiceItemListProps) {
  const canMark = !gated && onToggleDone !== undefined;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-complete={item.isComplete || undefined}>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.marks}>
                {item.pending && <PendingMark />}
                {canMark ? (
                  <Checkbox
                    label="Done"
                    aria-label={`Done: ${item.name}`}
                    className={styles.doneBox}
                    checked={item.isComplete}
                    onChange={(event) => onToggleDone(item.id, event.currentTarget.checked)}
                  />
                ) : (
                  item.isComplete && <span className={styles.done}>Done</span>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
      {gated ? (
        <p className={styles.gated}>{messages.planFeature}</p>
      ) : (
        onSelect && (
          <Button variant="secondary" className={styles.select} onClick={onSelect}>
            Select service items
          </Button>
        )
      )}
    </div>
  );
}

import { messages } from '@routebook/schema';

import { Button } from '../Button';
import { PendingMark } from '../PendingMark';
import styles from './JobServiceItemList.module.css';

/** A service item linked to the job (spec §3 JobServiceItem, named by its ServiceItem). */
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
  /** The company's plan does not include service items (below 40, spec §6). */
  gated: boolean;
  /**
   * Opens the Select Service Item modal (spec §2 modal 8); absent where none can be added (a
   * cancelled job, issue 26): no button.
   */
  onSelect?(): void;
  className?: string;
}

/**
 * The job's service items. Where the plan includes them, "Select service items" opens the choice;
 * where it does not, the plan message replaces the button (items already linked stay listed).
 */
export function JobServiceItemList({ items, gated, onSelect, className }: JobServiceItemListProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id} className={styles.item} data-complete={item.isComplete || undefined}>
              <span className={styles.name}>{item.name}</span>
              {(item.pending || item.isComplete) && (
                <span className={styles.marks}>
                  {item.pending && <PendingMark />}
                  {item.isComplete && <span className={styles.done}>Complete</span>}
                </span>
              )}
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

import { Button, VisuallyHidden, type DataTableColumn } from '@routebook/ui';
import styles from './ServiceItemList.module.css';

export interface ServiceItemListItem {
  id: string;
  name: string;
}

export interface ServiceItemListProps {
  items: readonly ServiceItemListItem[];
  /** The list's accessible name. */
  label: string;
  onEdit(item: ServiceItemListItem): void;
  onDelete(item: ServiceItemListItem): void;
}

/**
 * The company's service items, each with Edit and Delete. The buttons read "Edit <name>" to a
 * screen reader, and "Edit" on screen (as the job page's task list does).
 */
export function ServiceItemList({ items, label, onEdit, onDelete }: ServiceItemListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <span className={styles.name}>{item.name}</span>
          <ServiceItemActions item={item} onEdit={onEdit} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

type Actions = Pick<ServiceItemListProps, 'onEdit' | 'onDelete'>;

function ServiceItemActions({ item, onEdit, onDelete }: Actions & { item: ServiceItemListItem }) {
  return (
    <span className={styles.actions}>
      <Button variant="secondary" onClick={() => onEdit(item)}>
        Edit<VisuallyHidden> {item.name}</VisuallyHidden>
      </Button>
      <Button variant="ghost" onClick={() => onDelete(item)}>
        Delete<VisuallyHidden> {item.name}</VisuallyHidden>
      </Button>
    </span>
  );
}

/** The same items as a desktop table's columns: the name (sorts) and the actions. */
export const serviceItemColumns = ({
  onEdit,
  onDelete,
}: Actions): DataTableColumn<ServiceItemListItem>[] => [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (item) => item.name,
    sortValue: (item) => item.name,
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (item) => <ServiceItemActions item={item} onEdit={onEdit} onDelete={onDelete} />,
  },
];

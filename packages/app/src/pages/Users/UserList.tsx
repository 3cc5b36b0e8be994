import { isPlaceholderEmail } from '@routebook/schema';
import { Button, VisuallyHidden, type DataTableColumn } from '@routebook/ui';
import styles from './UserList.module.css';

/** A member as the Users page lists them. */
export interface UserListUser {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  mobile?: string | null;
  email: string;
  role: 'admin' | 'regular';
  status: 'active' | 'invited' | 'inactive';
}

export interface UserListProps {
  users: readonly UserListUser[];
  onEdit(user: UserListUser): void;
  onDelete(user: UserListUser): void;
}

const ROLE_WORDS = { admin: 'Admin', regular: 'Regular' } as const;
const STATUS_WORDS = { active: 'Active', invited: 'Invited', inactive: 'Inactive' } as const;

/** The member's name; without one, their email (a placeholder email is no name). */
export function userName(user: UserListUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  if (name) return name;
  return isPlaceholderEmail(user.email) ? 'Unnamed user' : user.email;
}

const emailText = (user: UserListUser) =>
  isPlaceholderEmail(user.email) ? 'No email' : user.email;

function UserActions({
  user,
  onEdit,
  onDelete,
}: Omit<UserListProps, 'users'> & { user: UserListUser }) {
  const hiddenName = <VisuallyHidden> {userName(user)}</VisuallyHidden>;
  return (
    <div className={styles.actions}>
      <Button variant="secondary" onClick={() => onEdit(user)}>
        Edit{hiddenName}
      </Button>
      <Button variant="ghost" onClick={() => onDelete(user)}>
        Delete{hiddenName}
      </Button>
    </div>
  );
}

/** The same members as a desktop table's columns (name, email, mobile, role, status, actions). */
export const userColumns = ({
  onEdit,
  onDelete,
}: Omit<UserListProps, 'users'>): DataTableColumn<UserListUser>[] => [
  { key: 'name', header: 'Name', rowHeader: true, cell: userName, sortValue: userName },
  {
    key: 'email',
    header: 'Email',
    cell: emailText,
    sortValue: (user) => (isPlaceholderEmail(user.email) ? null : user.email),
  },
  {
    key: 'mobile',
    header: 'Mobile',
    cell: (user) => user.mobile,
    sortValue: (user) => user.mobile || null,
  },
  {
    key: 'role',
    header: 'Role',
    cell: (user) => ROLE_WORDS[user.role],
    sortValue: (user) => ROLE_WORDS[user.role],
  },
  {
    key: 'status',
    header: 'Status',
    cell: (user) => STATUS_WORDS[user.status],
    sortValue: (user) => STATUS_WORDS[user.status],
  },
  {
    key: 'actions',
    header: 'Actions',
    cell: (user) => <UserActions user={user} onEdit={onEdit} onDelete={onDelete} />,
  },
];

/** The texts the Users page's search looks in. */
export const userSearchTexts = (user: UserListUser) => [
  userName(user),
  emailText(user),
  user.mobile,
];

/**
 * The company's members: name, email ("No email" for a generated placeholder), mobile, and role
 * and status in words, with Edit and Delete. The buttons read "Edit <name>" to a screen reader and
 * "Edit" on screen.
 */
export function UserList({ users, onEdit, onDelete }: UserListProps) {
  return (
    <ul className={styles.list} aria-label="Users">
      {users.map((user) => {
        const name = userName(user);
        return (
          <li key={user.id} className={styles.item} data-status={user.status}>
            <div className={styles.header}>
              <span className={styles.name}>{name}</span>
              <span className={styles.badges}>
                {ROLE_WORDS[user.role]} · {STATUS_WORDS[user.status]}
              </span>
            </div>
            <span className={styles.detail}>{emailText(user)}</span>
            {user.mobile && <span className={styles.detail}>{user.mobile}</span>}
            <UserActions user={user} onEdit={onEdit} onDelete={onDelete} />
          </li>
        );
      })}
    </ul>
  );
}

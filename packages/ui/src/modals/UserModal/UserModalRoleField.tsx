import { messages, type Role } from '@routebook/schema';
import { useId } from 'react';

import { SelectField } from '../../SelectField';
import styles from './UserModal.module.css';

export interface UserModalRoleFieldProps {
  value: Role;
  onChange(role: Role): void;
  /**
   * False: Admin is not offered and a note under the select asks to upgrade
   * (product.md §Accounts, companies and plans).
   */
  adminAllowed: boolean;
}

/** The Role select of Add/Edit User and Invite User: Regular, and Admin while the plan allows. */
export function UserModalRoleField({ value, onChange, adminAllowed }: UserModalRoleFieldProps) {
  const noteId = useId();
  const options = [{ value: 'regular', label: 'Regular' }];
  if (adminAllowed) options.push({ value: 'admin', label: 'Admin' });
  return (
    <div className={styles.group}>
      <SelectField
        label="Role"
        name="role"
        options={options}
        value={value}
        onChange={(event) => onChange(event.target.value === 'admin' ? 'admin' : 'regular')}
        aria-describedby={adminAllowed ? undefined : noteId}
      />
      {!adminAllowed && (
        <p id={noteId} className={styles.note}>
          {messages.adminUserLimit}
        </p>
      )}
    </div>
  );
}

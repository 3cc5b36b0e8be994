import {
  hasErrors,
  isPlaceholderEmail,
  joinUserErrors,
  validateAddUser,
  validateEditUser,
  type FieldErrors,
  type Role,
} from '@routebook/schema';
import { useId, useState, type FormEvent } from 'react';

import { Checkbox } from '../../Checkbox';
import { SelectField } from '../../SelectField';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useOnOpen } from '../useOnOpen';
import { useSaveAction } from '../saveError';
import { UserModalRoleField } from './UserModalRoleField';
import { UserModalTextField } from './UserModalTextField';
import styles from './UserModal.module.css';

/** 'add' is Add User, 'edit' is Edit User. */
export type UserModalMode = 'add' | 'edit';

/** A member's status (schema CompanyUserStatus). */
export type UserStatus = 'active' | 'invited' | 'inactive';

/** The member Edit User starts from. */
export interface UserModalUser {
  firstName?: string | null;
  lastName?: string | null;
  mobile?: string | null;
  email: string;
  role: Role;
  status: UserStatus;
}

/** What Save returns: names and mobile trimmed, passwords as typed. */
export interface UserValues {
  firstName: string;
  lastName: string;
  mobile: string;
  role: Role;
  /** Add only; blank when none was typed (the server then uses a placeholder). */
  email?: string;
  /** Add: always. Edit: only while "Update password" is ticked. */
  password?: string;
  confirmPassword?: string;
  /** Edit only. */
  updatePassword?: boolean;
  /** Edit only, and not for an invited member, whose status stays Invited. */
  status?: 'active' | 'inactive';
}

export interface UserModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: UserModalMode;
  /** The member to edit; the form starts from it each time the modal opens. */
  user?: UserModalUser;
  /**
   * Whether the plan allows one more admin (product.md §Accounts, companies and plans); an admin
   * being edited keeps Admin.
   */
  canAddAdmin: boolean;
  /** Saves the member; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: UserValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

interface Form {
  firstName: string;
  lastName: string;
  mobile: string;
  email: string;
  password: string;
  confirmPassword: string;
  role: Role;
  status: 'active' | 'inactive';
  updatePassword: boolean;
}

/** The message groups: first name, and the password pair judged together. */
type Checked = 'firstName' | 'password';

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

function startForm(user: UserModalUser | undefined): Form {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    mobile: user?.mobile ?? '',
    email: '',
    password: '',
    confirmPassword: '',
    role: user?.role ?? 'regular',
    status: user?.status === 'inactive' ? 'inactive' : 'active',
    updatePassword: false,
  };
}

function errorsOf(mode: UserModalMode, form: Form): FieldErrors<'firstName' | 'password'> {
  return mode === 'add' ? validateAddUser(form) : validateEditUser(form);
}

function valuesOf(mode: UserModalMode, form: Form, role: Role, invited: boolean): UserValues {
  const base = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    mobile: form.mobile.trim(),
    role,
  };
  const passwords = { password: form.password, confirmPassword: form.confirmPassword };
  if (mode === 'add') return { ...base, email: form.email.trim(), ...passwords };
  return {
    ...base,
    ...(invited ? {} : { status: form.status }),
    updatePassword: form.updatePassword,
    ...(form.updatePassword ? passwords : {}),
  };
}

/**
 * Add User and Edit User (product.md §Users and invitations). Add: first name, and a password
 * matching its confirmation, are required; a blank email is allowed (the server uses a
 * placeholder). Edit: the email shows read-only; a new password, only while "Update password" is
 * ticked, needs 6 characters and a match. Messages show as the spec's one joined line once a field
 * is left or a save is tried; Save is disabled while the form is invalid. Admin is offered only
 * while the plan allows another admin, or to a member who is one already.
 */
export function UserModal({
  open,
  onOpenChange,
  draftKey,
  mode,
  user,
  canAddAdmin,
  onSave,
  saving = false,
  error = null,
}: UserModalProps) {
  const [form, setForm] = useState<Form>(() => startForm(user));
  const [checked, setChecked] = useState<ReadonlySet<Checked>>(new Set());
  const save = useSaveAction();
  const messageId = useId();

  // The form starts afresh (or from the member being edited) each time the modal opens.
  useOnOpen(open, () => {
    setForm(startForm(user));
    setChecked(new Set());
    save.clearError();
  });

  // Passwords never go into a draft (a phone's storage is not theirs to keep); typing one still
  // asks before closing.
  const withoutPasswords = { ...form, password: '', confirmPassword: '' };
  const draft = useFormDraft({
    open,
    draftKey,
    values: withoutPasswords,
    initial: startForm(user),
    fill: (values) => setForm({ ...values, password: '', confirmPassword: '' }),
    changed: JSON.stringify(form) !== JSON.stringify(startForm(user)),
  });

  const adding = mode === 'add';
  const invited = !adding && user?.status === 'invited';
  const adminAllowed = canAddAdmin || (!adding && user?.role === 'admin');
  const role: Role = adminAllowed ? form.role : 'regular';
  const errors = errorsOf(mode, form);
  const shown = {
    firstName: checked.has('firstName') ? errors.firstName : undefined,
    password: checked.has('password') ? errors.password : undefined,
  };
  const line = joinUserErrors(shown);
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !busy;
  const passwordsShown = adding || form.updatePassword;

  const set = <K extends keyof Form>(field: K, value: Form[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const check = (group: Checked) =>
    setChecked((current) => (current.has(group) ? current : new Set(current).add(group)));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setChecked(new Set<Checked>(['firstName', 'password']));
      return;
    }
    if (await save.run(() => onSave(valuesOf(mode, form, role, invited)))) draft.saved();
  }

  const shownEmail = user && !isPlaceholderEmail(user.email) ? user.email : 'No email';

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={adding ? 'Add User' : 'Edit User'}
      submitLabel="Save"
      canSubmit={canSave}
      busy={busy}
      error={error ?? save.saveError}
      // Beside Save, in sight however far the fields scroll (below the fold at 800 px high).
      message={
        line !== '' && (
          <p id={messageId} className={styles.messages}>
            {line}
          </p>
        )
      }
      onSubmit={handleSubmit}
      draft={draft}
    >
      <UserModalTextField
        label="First name"
        name="firstName"
        value={form.firstName}
        onChange={(event) => set('firstName', event.target.value)}
        onBlur={() => check('firstName')}
        required={adding}
        invalid={shown.firstName !== undefined}
        messageId={messageId}
        autoComplete="off"
      />
      <UserModalTextField
        label="Last name"
        name="lastName"
        value={form.lastName}
        onChange={(event) => set('lastName', event.target.value)}
        messageId={messageId}
        autoComplete="off"
      />
      <UserModalTextField
        label="Mobile"
        name="mobile"
        type="tel"
        inputMode="tel"
        value={form.mobile}
        onChange={(event) => set('mobile', event.target.value)}
        messageId={messageId}
        autoComplete="off"
      />
      {adding ? (
        <UserModalTextField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          hint="Also their username. Leave blank if they have no email: a placeholder email is used."
          value={form.email}
          onChange={(event) => set('email', event.target.value)}
          messageId={messageId}
          autoComplete="off"
        />
      ) : (
        <dl className={styles.facts}>
          <dt>Email</dt>
          <dd>{shownEmail}</dd>
          {invited && (
            <>
              <dt>Status</dt>
              <dd>Invited</dd>
            </>
          )}
        </dl>
      )}
      {!adding && (
        <Checkbox
          label="Update password"
          name="updatePassword"
          checked={form.updatePassword}
          onChange={(event) => set('updatePassword', event.target.checked)}
        />
      )}
      {passwordsShown && (
        <>
          <UserModalTextField
            label="Password"
            name="password"
            type="password"
            hint={adding ? undefined : 'At least 6 characters.'}
            value={form.password}
            onChange={(event) => set('password', event.target.value)}
            required
            invalid={shown.password !== undefined}
            messageId={messageId}
            autoComplete="new-password"
          />
          <UserModalTextField
            label="Confirm password"
            name="confirmPassword"
            type="password"
            value={form.confirmPassword}
            onChange={(event) => set('confirmPassword', event.target.value)}
            // The pair is judged once its second field is left.
            onBlur={() => check('password')}
            required
            invalid={shown.password !== undefined}
            messageId={messageId}
            autoComplete="new-password"
          />
        </>
      )}
      <UserModalRoleField
        value={role}
        onChange={(next) => set('role', next)}
        adminAllowed={adminAllowed}
      />
      {!adding && !invited && (
        <SelectField
          label="Status"
          name="status"
          options={STATUS_OPTIONS}
          value={form.status}
          onChange={(event) =>
            set('status', event.target.value === 'inactive' ? 'inactive' : 'active')
          }
        />
      )}
    </FormModal>
  );
}

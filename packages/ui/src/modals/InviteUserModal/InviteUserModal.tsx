import {
  hasErrors,
  validateForgotPassword,
  validateInviteUser,
  type Role,
} from '@routebook/schema';
import { useState, type FormEvent } from 'react';

import { TextField } from '../../TextField';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useOnOpen } from '../useOnOpen';
import { useSaveAction } from '../saveError';
import { UserModalRoleField } from '../UserModal/UserModalRoleField';

/** What Send invitation returns, trimmed. */
export interface InviteUserValues {
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

export interface InviteUserModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * Whether the plan allows one more admin (product.md §Accounts, companies and plans); otherwise
   * Admin is not offered.
   */
  canAddAdmin: boolean;
  /** Sends the invitation; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: InviteUserValues): Promise<void> | void;
  /** The app is sending. */
  saving?: boolean;
  /** Why the last try failed. */
  error?: string | null;
}

type Field = 'firstName' | 'lastName' | 'email';

const EMPTY = { firstName: '', lastName: '', email: '' };

/** Names required; the server also needs an email to send the invitation to. */
function errorsOf(texts: Record<Field, string>) {
  return { ...validateInviteUser(texts), ...validateForgotPassword({ email: texts.email }) };
}

/**
 * Invite User: first and last name required, an email to send the
 * invitation to, and a role (Admin only while the plan allows another admin). Each message shows
 * once its field is left; Send invitation is disabled while the form is invalid.
 */
export function InviteUserModal({
  open,
  onOpenChange,
  draftKey,
  canAddAdmin,
  onSave,
  saving = false,
  error = null,
}: InviteUserModalProps) {
  const [texts, setTexts] = useState<Record<Field, string>>(EMPTY);
  const [role, setRole] = useState<Role>('regular');
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const save = useSaveAction();

  useOnOpen(open, () => {
    setTexts(EMPTY);
    setRole('regular');
    setTouched(new Set());
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { texts, role },
    initial: { texts: EMPTY, role: 'regular' as Role },
    fill(values) {
      setTexts(values.texts);
      setRole(values.role);
    },
  });

  const errors: Partial<Record<Field, string>> = errorsOf(texts);
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !busy;
  const chosenRole: Role = canAddAdmin ? role : 'regular';

  const touch = (field: Field) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setTouched(new Set<Field>(['firstName', 'lastName', 'email']));
      return;
    }
    const saved = await save.run(() =>
      onSave({
        firstName: texts.firstName.trim(),
        lastName: texts.lastName.trim(),
        email: texts.email.trim(),
        role: chosenRole,
      }),
    );
    if (saved) draft.saved();
  }

  const text = (field: Field) => ({
    name: field,
    value: texts[field],
    onChange: (event: { target: { value: string } }) =>
      setTexts((current) => ({ ...current, [field]: event.target.value })),
    onBlur: () => touch(field),
    error: touched.has(field) ? errors[field] : undefined,
    required: true,
    autoComplete: 'off',
  });

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Invite User"
      submitLabel="Send invitation"
      canSubmit={canSave}
      busy={busy}
      error={error ?? save.saveError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      <TextField label="First name" {...text('firstName')} />
      <TextField label="Last name" {...text('lastName')} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        hint="The invitation is sent here; you can also text them its link."
        {...text('email')}
      />
      <UserModalRoleField value={chosenRole} onChange={setRole} adminAllowed={canAddAdmin} />
    </FormModal>
  );
}

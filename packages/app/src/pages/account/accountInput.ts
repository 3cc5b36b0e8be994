import type { AccountField } from './AccountFields';

/** The account's part of a write: names and email trimmed, a blank last name as none. */
export const accountInput = (values: Record<AccountField, string>) => ({
  firstName: values.firstName.trim(),
  lastName: values.lastName.trim() || null,
  email: values.email.trim(),
  password: values.password,
});

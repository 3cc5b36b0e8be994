import { TextField } from '@routebook/ui';

export type AccountField = 'firstName' | 'lastName' | 'email' | 'password';

interface FieldBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
}

/**
 * The fields of a new person's account, shared by Create Account (an invitee) and Sign-up (a
 * company's first admin): the page adds its own fields around them.
 */
export function AccountFields({
  field,
  shown,
  errors,
}: {
  /** `field` and `shown` of the page's `useFormFields`. */
  field: (name: AccountField) => FieldBinding;
  shown: (name: AccountField, error: string | undefined) => string | undefined;
  errors: Partial<Record<AccountField, string>>;
}) {
  const error = (name: AccountField) => shown(name, errors[name]);
  return (
    <>
      <TextField
        label="First name"
        autoComplete="given-name"
        required
        error={error('firstName')}
        {...field('firstName')}
      />
      <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
      <TextField
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        hint="You will log in with it."
        error={error('email')}
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 6 characters."
        error={error('password')}
        {...field('password')}
      />
    </>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { hasErrors, validateLogin, type FieldErrors } from '@routebook/schema';

import { Button } from '../Button';
import { TextField } from '../TextField';
import styles from './LoginForm.module.css';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit(values: LoginValues): void;
  /** The login is being checked. */
  submitting?: boolean;
  /** Why the last login failed (e.g. messages.invalidLogin). */
  error?: string | null;
  /** Opens Forgot Password. */
  onForgotPassword(): void;
  /**
   * A pointer or the focus reached "Can't Log In?" (it may be tapped next): a chance to fetch the
   * code of what it opens, so that it opens at once. Called more than once.
   */
  onForgotPasswordIntent?(): void;
  className?: string;
}

/** The login page's form: email, password, Log In, and the "Can't Log In?" link to Forgot Password. */
export function LoginForm({
  onSubmit,
  submitting = false,
  error = null,
  onForgotPassword,
  onForgotPasswordIntent,
  className,
}: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'email' | 'password'>>({});
  const emailId = useId();
  const passwordId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // An empty field is named here, before anything is sent; focus goes to the first one.
    const found = validateLogin({ email, password });
    setErrors(found);
    if (hasErrors(found)) {
      document.getElementById(found.email ? emailId : passwordId)?.focus();
      return;
    }
    onSubmit({ email: email.trim(), password });
  }

  return (
    <form
      aria-label="Log in"
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={handleSubmit}
      noValidate
    >
      <TextField
        label="Email"
        id={emailId}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        id={passwordId}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <Button type="submit" loading={submitting} className={styles.submit}>
        Log In
      </Button>
      <Button
        variant="ghost"
        onClick={onForgotPassword}
        onPointerEnter={onForgotPasswordIntent}
        onPointerDown={onForgotPasswordIntent}
        onFocus={onForgotPasswordIntent}
        className={styles.forgot}
      >
        Can&apos;t Log In?
      </Button>
    </form>
  );
}

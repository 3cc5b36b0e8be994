import { useState, type FormEvent } from 'react';

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
  /** Opens Forgot Password (spec §2 modal 13). */
  onForgotPassword(): void;
  className?: string;
}

/** The login page's form: email, password, Log In, and the "Can't Log In?" link to Forgot Password. */
export function LoginForm({
  onSubmit,
  submitting = false,
  error = null,
  onForgotPassword,
  className,
}: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
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
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
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
      <Button variant="ghost" onClick={onForgotPassword} className={styles.forgot}>
        Can&apos;t Log In?
      </Button>
    </form>
  );
}

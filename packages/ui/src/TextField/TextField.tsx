import { useId } from 'react';
import type { InputHTMLAttributes } from 'react';

import styles from './TextField.module.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label; it is the input's accessible name. */
  label: string;
  /** A validation message: marks the input invalid and describes it. */
  error?: string;
  /** Help under the label, part of the input's description. */
  hint?: string;
}

/** A labelled text input with an optional hint and error, both tied by aria-describedby. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  type = 'text',
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const description =
    [describedBy, hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      {hint && (
        <p className={styles.hint} id={hintId}>
          {hint}
        </p>
      )}
      <input
        {...rest}
        id={inputId}
        type={type}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={description}
      />
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

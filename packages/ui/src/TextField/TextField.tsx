import type { InputHTMLAttributes } from 'react';

import { Field } from '../Field';
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
  return (
    <Field
      label={label}
      id={id}
      description={hint}
      error={error}
      aria-describedby={describedBy}
      className={className}
    >
      {(control) => <input {...rest} {...control} type={type} className={styles.input} />}
    </Field>
  );
}

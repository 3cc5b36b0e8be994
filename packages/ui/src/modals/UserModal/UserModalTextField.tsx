import type { InputHTMLAttributes } from 'react';

import { Field } from '../../Field';
import styles from './UserModal.module.css';

export interface UserModalTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Help under the label, part of the input's description. */
  hint?: string;
  /** Marks the input invalid and describes it with the form's message line (`messageId`). */
  invalid?: boolean;
  /** The id of the line that holds the form's messages. */
  messageId: string;
}

/**
 * A text input of the user form. Unlike TextField, its message is not under the input: the spec
 * shows Add User's messages as one joined line, so an invalid input points at that line.
 */
export function UserModalTextField({
  label,
  hint,
  invalid = false,
  messageId,
  id,
  type = 'text',
  ...rest
}: UserModalTextFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      description={hint}
      aria-describedby={invalid ? messageId : undefined}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          type={type}
          aria-invalid={invalid || undefined}
          className={styles.input}
        />
      )}
    </Field>
  );
}

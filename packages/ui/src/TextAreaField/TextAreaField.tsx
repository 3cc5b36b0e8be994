import type { TextareaHTMLAttributes } from 'react';

import { Field } from '../Field';
import styles from './TextAreaField.module.css';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label; it is the text area's accessible name. */
  label: string;
  /** A validation message: marks the text area invalid and describes it. */
  error?: string;
  /** Help under the label, part of the text area's description. */
  hint?: string;
}

/** A labelled multi-line text field (plain text), with an optional hint and error. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      description={hint}
      error={error}
      aria-describedby={describedBy}
      className={className}
    >
      {(control) => <textarea rows={6} {...rest} {...control} className={styles.textarea} />}
    </Field>
  );
}

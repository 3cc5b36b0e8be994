import type { SelectHTMLAttributes } from 'react';

import { Field } from '../Field';
import styles from './SelectField.module.css';

export interface SelectFieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The visible label; it is the select's accessible name. */
  label: string;
  options: SelectFieldOption[];
  /** A validation message: marks the select invalid and describes it. */
  error?: string;
  /** A line of text under the label (e.g. why an option is disabled), part of the description. */
  subHeader?: string;
}

/** A labelled native <select>: phones show their own picker, which is the easiest to use. */
export function SelectField({
  label,
  options,
  error,
  subHeader,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      description={subHeader}
      descriptionIdSuffix="subheader"
      error={error}
      aria-describedby={describedBy}
      className={className}
    >
      {(control) => (
        <div className={styles.frame}>
          <select {...rest} {...control} className={styles.select}>
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg
            className={styles.chevron}
            viewBox="0 0 16 16"
            width="16"
            height="16"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M4 6l4 4 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
            />
          </svg>
        </div>
      )}
    </Field>
  );
}

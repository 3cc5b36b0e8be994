import { useId } from 'react';
import type { SelectHTMLAttributes } from 'react';

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
  const ownId = useId();
  const selectId = id ?? ownId;
  const subHeaderId = `${selectId}-subheader`;
  const errorId = `${selectId}-error`;
  const description =
    [describedBy, subHeader && subHeaderId, error && errorId].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      {subHeader && (
        <p className={styles.subHeader} id={subHeaderId}>
          {subHeader}
        </p>
      )}
      <div className={styles.control}>
        <select
          {...rest}
          id={selectId}
          className={styles.select}
          aria-invalid={error ? true : undefined}
          aria-describedby={description}
        >
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
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

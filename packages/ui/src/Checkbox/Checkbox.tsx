import type { InputHTMLAttributes } from 'react';

import styles from './Checkbox.module.css';

export interface CheckboxProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label; the whole row (at least 44 px high) toggles the box. */
  label: string;
}

/** A native checkbox inside its label: Space, taps on the text and screen readers just work. */
export function Checkbox({ label, className, ...rest }: CheckboxProps) {
  return (
    <label className={className ? `${styles.field} ${className}` : styles.field}>
      <input {...rest} type="checkbox" className={styles.input} />
      <span className={styles.label}>{label}</span>
    </label>
  );
}

import { useId } from 'react';
import type { ReactNode } from 'react';

import styles from './Field.module.css';

/** What a Field gives its control: spread it on the input or select. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldProps {
  /** The visible label; it is the control's accessible name. */
  label: string;
  /** The control's id; a generated one without it. */
  id?: string;
  /** A line under the label, part of the control's description. */
  description?: string;
  /** The description's id is `<control id>-<descriptionIdSuffix>` (default 'hint'). */
  descriptionIdSuffix?: string;
  /** A validation message under the control: marks it invalid and describes it. */
  error?: string;
  /** Other descriptions of the control, listed before the field's own. */
  'aria-describedby'?: string;
  className?: string;
  /** Renders the control with the id and aria attributes it is given. */
  children(control: FieldControlProps): ReactNode;
}

/**
 * The frame of a form control (internal): label, description line and error around it, tied to
 * the control by its id, aria-describedby and aria-invalid. A required control (`required` or
 * aria-required) gets a visible "*" after the label before anything is typed.
 */
export function Field({
  label,
  id,
  description,
  descriptionIdSuffix = 'hint',
  error,
  'aria-describedby': describedBy,
  className,
  children,
}: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const descriptionId = `${controlId}-${descriptionIdSuffix}`;
  const errorId = `${controlId}-error`;
  const ariaDescribedBy =
    [describedBy, description && descriptionId, error && errorId].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <div className={styles.labelLine}>
        <label className={styles.label} htmlFor={controlId}>
          {label}
        </label>
        {/* Shown by the CSS when the control is required, which the control itself announces;
            outside the label, so that the label and the control's name stay the label alone. */}
        <span className={styles.requiredMark} aria-hidden="true" title="Required">
          *
        </span>
      </div>
      {description && (
        <p className={styles.description} id={descriptionId}>
          {description}
        </p>
      )}
      {children({
        id: controlId,
        'aria-describedby': ariaDescribedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {error && (
        <p className={styles.error} id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

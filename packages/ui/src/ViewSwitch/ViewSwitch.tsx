import styles from './ViewSwitch.module.css';

export interface ViewSwitchOption<T extends string> {
  value: T;
  label: string;
}

export interface ViewSwitchProps<T extends string> {
  /** The views, in order ("List", "Map"). */
  options: readonly ViewSwitchOption<T>[];
  value: T;
  onChange(value: T): void;
  /** Names the group for screen readers ("View"). */
  label: string;
  className?: string;
}

/**
 * A segmented control between views of the same content: one toggle button per view, the shown
 * one pressed (aria-pressed), each at least 44 px high.
 */
export function ViewSwitch<T extends string>({
  options,
  value,
  onChange,
  label,
  className,
}: ViewSwitchProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={className ? `${styles.switch} ${className}` : styles.switch}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.option}
          aria-pressed={option.value === value}
          onClick={() => option.value !== value && onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

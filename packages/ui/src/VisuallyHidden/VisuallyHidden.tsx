import type { ReactNode } from 'react';

import styles from '../visuallyHidden.module.css';

/**
 * Text for screen readers only: read as part of its parent (a button's name, a row's label) but
 * not shown, e.g. `Edit<VisuallyHidden> Ann Lee</VisuallyHidden>`.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}

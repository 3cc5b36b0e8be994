import { useEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent as ReactMouseEvent, ReactNode } from 'react';

import styles from '../RichTextEditor.module.css';

/** Toolbar buttons keep the caret in the editor when clicked or tapped. */
export const keepEditorFocus = (event: ReactMouseEvent) => event.preventDefault();

export interface Option {
  key: string;
  label: string;
  pressed: boolean;
  content: ReactNode;
  style?: { fontFamily: string };
  onSelect(): void;
}

export interface OptionsPanelProps {
  id: string;
  label: string;
  options: Option[];
  /** Colour swatches: the name is the button's accessible name, not shown. */
  swatches?: boolean;
  /** Opened from the keyboard: focus the chosen option (or the first). */
  focusOnOpen: boolean;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/** The panel under the toolbar of colours, sizes or fonts: a group of toggle buttons. */
export function OptionsPanel({
  id,
  label,
  options,
  swatches = false,
  focusOnOpen,
  onKeyDown,
}: OptionsPanelProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    const group = ref.current;
    const target =
      group?.querySelector<HTMLButtonElement>('[aria-pressed="true"]') ??
      group?.querySelector<HTMLButtonElement>('button');
    target?.focus();
  }, [focusOnOpen]);

  return (
    // Escape from any option closes the panel: the group hears it bubble up, never takes focus.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={ref}
      id={id}
      role="group"
      aria-label={label}
      className={styles.panel}
      onKeyDown={onKeyDown}
    >
      <div className={styles.options}>
        {options.map((option) => (
          <button
            key={option.key}
            type="button"
            className={styles.option}
            style={option.style}
            aria-pressed={option.pressed}
            aria-label={swatches ? option.label : undefined}
            title={swatches ? option.label : undefined}
            onMouseDown={keepEditorFocus}
            onClick={option.onSelect}
          >
            {option.content}
            {!swatches && option.label}
          </button>
        ))}
      </div>
    </div>
  );
}

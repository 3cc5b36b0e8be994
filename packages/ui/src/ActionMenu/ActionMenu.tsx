import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
} from 'react';

import { VisuallyHidden } from '../VisuallyHidden';
import styles from './ActionMenu.module.css';

export interface ActionMenuItem {
  /** Names the item (React key, `data-action`). */
  key: string;
  label: string;
  onSelect(): void;
  /** A destructive action reads in the danger colour. */
  tone?: 'danger';
}

export interface ActionMenuProps {
  /** The button's text ("More"). */
  label: string;
  items: readonly ActionMenuItem[];
  /** Which way the menu opens from the button: down (default) or up (a bar at the screen's foot). */
  side?: 'below' | 'above';
  className?: string;
  /** Shown instead of the label and chevron (a row's ⋮); the label is then for screen readers. */
  icon?: ReactNode;
  /** The button's look, in place of a secondary button's (e.g. a row's icon button). */
  buttonClassName?: string;
}

/**
 * A button that opens a short menu of actions (the menu button pattern, as a route row's actions
 * menu): Enter, Space or an arrow opens it with focus on an item, arrows and Home/End move, Escape
 * closes with focus back on the button, Tab leaves it, a press outside closes it.
 */
export function ActionMenu({
  label,
  items,
  side = 'below',
  className,
  icon,
  buttonClassName,
}: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<'first' | 'last'>('first');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const menuItems = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  useEffect(() => {
    if (!open) return;
    const all = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (initialFocus === 'last' ? all.at(-1) : all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, initialFocus]);

  const openMenu = (focus: 'first' | 'last') => {
    setInitialFocus(focus);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: ReactKeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: ReactKeyboardEvent) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => all[(next + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(all.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <div
      ref={rootRef}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName ?? styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {icon ? (
          <>
            {icon}
            <VisuallyHidden>{label}</VisuallyHidden>
          </>
        ) : (
          <>
            {label}
            <span className={styles.chevron} aria-hidden="true">
              {side === 'above' ? '▴' : '▾'}
            </span>
          </>
        )}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          tabIndex={-1}
          className={styles.menu}
          data-side={side}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              data-action={item.key}
              data-tone={item.tone}
              onClick={() => {
                close();
                item.onSelect();
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}

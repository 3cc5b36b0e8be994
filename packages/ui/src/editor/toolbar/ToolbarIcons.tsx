import type { ReactNode } from 'react';

import styles from '../RichTextEditor.module.css';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function LinkIcon() {
  return (
    <Icon>
      <path d="M8.5 11.5l3-3" />
      <path d="M9.5 6.5l1.2-1.2a3 3 0 014.3 4.3l-1.2 1.2" />
      <path d="M10.5 13.5l-1.2 1.2a3 3 0 01-4.3-4.3l1.2-1.2" />
    </Icon>
  );
}

export function ImageIcon() {
  return (
    <Icon>
      <rect x="3" y="4" width="14" height="12" rx="1.5" />
      <circle cx="7.5" cy="8.5" r="1.5" />
      <path d="M3.5 15l4.5-4.5 3 3 2-2 3.5 3.5" />
    </Icon>
  );
}

function HighlightIcon() {
  return (
    <Icon>
      <path d="M12 3.5l4.5 4.5-7 7H5v-4.5z" />
      <path d="M9.5 6l4.5 4.5" />
    </Icon>
  );
}

export function NumberedListIcon() {
  return (
    <Icon>
      <path d="M8.5 5h9M8.5 10h9M8.5 15h9" />
      <path d="M3 3.5h1.2v3.5M3 7h2.4" strokeWidth="1.2" />
      <path d="M2.8 12.2a1.2 1.2 0 012.2.6c0 .9-2.2 1.6-2.2 3.2h2.4" strokeWidth="1.2" />
    </Icon>
  );
}

export function BulletedListIcon() {
  return (
    <Icon>
      <path d="M8 5h9.5M8 10h9.5M8 15h9.5" />
      <circle cx="3.8" cy="5" r="1.2" fill="currentColor" />
      <circle cx="3.8" cy="10" r="1.2" fill="currentColor" />
      <circle cx="3.8" cy="15" r="1.2" fill="currentColor" />
    </Icon>
  );
}

export function SubscriptIcon() {
  return (
    <Icon>
      <path d="M3 5l7 9M10 5l-7 9" />
      <path d="M12.6 13.4a1.3 1.3 0 012.5.5c0 1-2.5 1.7-2.5 3.3h2.7" strokeWidth="1.3" />
    </Icon>
  );
}

export function SuperscriptIcon() {
  return (
    <Icon>
      <path d="M3 6l7 9M10 6l-7 9" />
      <path d="M12.6 3.6a1.3 1.3 0 012.5.5c0 1-2.5 1.7-2.5 3.3h2.7" strokeWidth="1.3" />
    </Icon>
  );
}

export function ClearIcon() {
  return (
    <Icon>
      <path d="M4 4.5h10M9 4.5V16" />
      <path d="M3 3l14 14" />
    </Icon>
  );
}

/** Text colour's tool: an A over the selection's colour. */
export function TextColourIcon({ colour }: { colour: string }) {
  return (
    <span className={styles.stacked} aria-hidden="true">
      <span className={styles.glyph}>A</span>
      <span className={styles.swatchBar} style={{ background: colour || undefined }} />
    </span>
  );
}

/** Background colour's tool: a highlighter over the selection's background. */
export function BackgroundColourIcon({ colour }: { colour: string }) {
  return (
    <span className={styles.stacked} aria-hidden="true">
      <HighlightIcon />
      <span className={styles.swatchBar} style={{ background: colour || undefined }} />
    </span>
  );
}

/** A tool named in words that opens a menu (Size, Font). */
export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span className={styles.chevron} aria-hidden="true">
        ▾
      </span>
    </>
  );
}

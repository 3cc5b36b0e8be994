import { EDITOR_HEIGHT_PX } from '@routebook/schema';
import { lazy, Suspense } from 'react';
import type { CSSProperties } from 'react';

import styles from './RichTextEditor.module.css';

export interface RichTextEditorProps {
  /** The initial HTML, read once when the editor mounts (remount with a `key` to reset it). */
  value: string;
  /**
   * Called with the sanitized HTML after every change; '' when the editor shows nothing (no text
   * and no image).
   */
  onChange(html: string): void;
  /** The editor's accessible name, shown above it. */
  label: string;
  /** Shown while the editor is empty (default messages.editorPlaceholder). */
  placeholder?: string;
  /** Read only: nothing can be typed and the toolbar is disabled. */
  disabled?: boolean;
  /** The id of the editable element. */
  id?: string;
  /** Other descriptions of the editable element (an error or hint the page shows). */
  'aria-describedby'?: string;
  className?: string;
}

/** The editable area's height (product.md §Timings and sizes), for the CSS. */
export const editorHeightStyle = { '--editor-height': `${EDITOR_HEIGHT_PX}px` } as CSSProperties;

// Lexical is big: it loads in its own chunk when an editor is first shown.
const RichTextEditorImpl = lazy(() => import('./RichTextEditorImpl'));

/**
 * A rich-text editor (Lexical) with the toolbar of product.md §Rich text, 190 px high, emitting
 * sanitized HTML. Its code loads on first render; until then a frame of the same height stands in.
 * Its images upload where the nearest EditorUploadProvider says.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<RichTextEditorLoading label={props.label} className={props.className} />}>
      <RichTextEditorImpl {...props} />
    </Suspense>
  );
}

function RichTextEditorLoading({ label, className }: { label: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.root} ${className}` : styles.root}
      style={editorHeightStyle}
      aria-busy="true"
    >
      <span className={styles.label}>{label}</span>
      <div className={styles.frame}>
        <div className={styles.toolbar} />
        <div className={styles.loading} />
      </div>
    </div>
  );
}

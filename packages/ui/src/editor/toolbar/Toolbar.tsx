import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { FORMAT_TEXT_COMMAND } from 'lexical';
import type { TextFormatType } from 'lexical';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';

import styles from '../RichTextEditor.module.css';
import { applyLink, clearFormatting } from './commands';
import { useFormatState, type FormatState } from './formatState';
import { LinkForm } from './LinkForm';
import { keepEditorFocus } from './OptionsPanel';
import { StylePanel } from './StylePanel';
import {
  BackgroundColourIcon,
  BulletedListIcon,
  ClearIcon,
  ImageIcon,
  LinkIcon,
  MenuLabel,
  NumberedListIcon,
  SubscriptIcon,
  SuperscriptIcon,
  TextColourIcon,
} from './ToolbarIcons';
import { useImageUpload } from './useImageUpload';
import { useRovingFocus } from './useRovingFocus';
import { useToolbarPanel, type Panel } from './useToolbarPanel';

/**
 * The tools a phone keeps behind "More formatting": people use bold, italic, a bulleted
 * list and a link; the rest is one tap away. A desktop shows every tool.
 */
const RARE_TOOLS = new Set([
  'underline',
  'strikethrough',
  'image',
  'color',
  'background',
  'number',
  'subscript',
  'superscript',
  'size',
  'font',
  'clean',
]);

export interface RichTextEditorToolbarProps {
  /** The editor's label: the toolbar is named after it. */
  label: string;
  /** The editable element's id (the toolbar controls it). */
  editorId: string;
  disabled: boolean;
}

/**
 * The toolbar of product.md §Rich text: bold, italic, underline, strike, link, image, text and
 * background colour, numbered and bulleted lists, subscript, superscript, size, font and clean.
 *
 * On a phone only bold, italic, bulleted list and link show, with "More formatting" for the rest
 * (it stays open while the editor is); a desktop shows every tool.
 *
 * Keyboard: a WAI-ARIA toolbar with roving focus. It is one tab stop; Left and Right arrows move
 * between its shown buttons (wrapping), Home and End go to the first and last. Link, colours, size and
 * font open a panel under the toolbar, the next tab stop; Escape closes it.
 */
export function RichTextEditorToolbar({ label, editorId, disabled }: RichTextEditorToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const format = useFormatState();
  const [moreShown, setMoreShown] = useState(false);
  const { uploading, uploadError, onFileChosen } = useImageUpload();
  const fileRef = useRef<HTMLInputElement>(null);
  const ownId = useId();
  const toolbarId = `${ownId}-toolbar`;
  const panelId = `${ownId}-panel`;
  const { activeTool, setActiveTool, focusTool, onToolbarKeyDown } = useRovingFocus(
    toolbarId,
    'bold',
  );
  const {
    panel,
    setPanel,
    panelFromToolbar,
    togglePanel,
    closePanel,
    chooseStyle,
    onPanelKeyDown,
  } = useToolbarPanel(panelId, focusTool);

  const tool = (id: string) => ({
    'data-tool': id,
    'data-rare': RARE_TOOLS.has(id) || undefined,
    type: 'button' as const,
    className: styles.tool,
    disabled,
    tabIndex: activeTool === id ? 0 : -1,
    onFocus: () => setActiveTool(id),
    onMouseDown: keepEditorFocus,
  });

  const formatButton = (type: TextFormatType, name: string, glyph: ReactNode, keys?: string) => (
    <button
      {...tool(type)}
      aria-label={name}
      title={name}
      aria-pressed={format[type as keyof FormatState] === true}
      aria-keyshortcuts={keys}
      onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type)}
    >
      <span className={styles.glyph} aria-hidden="true">
        {glyph}
      </span>
    </button>
  );

  const panelButton = (id: Panel, name: string, content: ReactNode, active = false) => (
    <button
      {...tool(id)}
      aria-label={name}
      title={name}
      aria-expanded={panel === id}
      aria-controls={panel === id ? panelId : undefined}
      data-active={active || undefined}
      onClick={(event) => togglePanel(id, event)}
    >
      {content}
    </button>
  );

  const listButton = (kind: 'number' | 'bullet', name: string, icon: ReactNode) => (
    <button
      {...tool(kind)}
      aria-label={name}
      title={name}
      aria-pressed={format.list === kind}
      onClick={() =>
        editor.dispatchCommand(
          format.list === kind
            ? REMOVE_LIST_COMMAND
            : kind === 'number'
              ? INSERT_ORDERED_LIST_COMMAND
              : INSERT_UNORDERED_LIST_COMMAND,
          undefined,
        )
      }
    >
      {icon}
    </button>
  );

  return (
    <>
      <div
        id={toolbarId}
        role="toolbar"
        aria-label={`${label} formatting`}
        aria-controls={editorId}
        className={styles.toolbar}
        data-more-shown={moreShown || undefined}
        onKeyDown={onToolbarKeyDown}
      >
        {formatButton('bold', 'Bold', <b>B</b>, 'Control+B Meta+B')}
        {formatButton('italic', 'Italic', <i>I</i>, 'Control+I Meta+I')}
        {formatButton('underline', 'Underline', <u>U</u>, 'Control+U Meta+U')}
        {formatButton('strikethrough', 'Strikethrough', <s>S</s>)}
        {panelButton(
          'link',
          format.link === null ? 'Link' : 'Edit link',
          <LinkIcon />,
          format.link !== null,
        )}
        <button
          {...tool('image')}
          aria-label="Insert image"
          title="Insert image"
          aria-busy={uploading || undefined}
          onClick={() => {
            if (!uploading) fileRef.current?.click();
          }}
        >
          <ImageIcon />
        </button>
        {panelButton('color', 'Text colour', <TextColourIcon colour={format.color} />)}
        {panelButton(
          'background',
          'Background colour',
          <BackgroundColourIcon colour={format.background} />,
        )}
        {listButton('number', 'Numbered list', <NumberedListIcon />)}
        {listButton('bullet', 'Bulleted list', <BulletedListIcon />)}
        {formatButton('subscript', 'Subscript', <SubscriptIcon />)}
        {formatButton('superscript', 'Superscript', <SuperscriptIcon />)}
        {panelButton('size', 'Size', <MenuLabel>Size</MenuLabel>)}
        {panelButton('font', 'Font', <MenuLabel>Font</MenuLabel>)}
        <button
          {...tool('clean')}
          aria-label="Clear formatting"
          title="Clear formatting"
          onClick={() => clearFormatting(editor)}
        >
          <ClearIcon />
        </button>
        <button
          {...tool('more')}
          className={`${styles.tool} ${styles.moreTool}`}
          aria-label="More formatting"
          title="More formatting"
          aria-expanded={moreShown}
          onClick={() => {
            setMoreShown(!moreShown);
            // The toolbar's tab stop stays on a tool in sight.
            if (moreShown && RARE_TOOLS.has(activeTool)) setActiveTool('more');
            // A rare tool's panel goes with it.
            if (moreShown && panel !== null && panel !== 'link') setPanel(null);
          }}
        >
          <span className={styles.glyph} aria-hidden="true">
            {moreShown ? '−' : '⋯'}
          </span>
        </button>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        aria-label="Image file"
        onChange={onFileChosen}
      />
      {uploadError !== null && (
        <p className={styles.error} role="alert">
          {uploadError}
        </p>
      )}
      {panel === 'link' && (
        <LinkForm
          id={panelId}
          initialUrl={format.link ?? ''}
          onKeyDown={onPanelKeyDown}
          onApply={(url) => {
            applyLink(editor, url);
            closePanel(true);
          }}
          onRemove={
            format.link === null
              ? undefined
              : () => {
                  editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
                  closePanel(true);
                }
          }
          onCancel={() => closePanel(true)}
        />
      )}
      {panel !== null && panel !== 'link' && (
        // One panel per kind: another kind is a new panel, focused afresh.
        <StylePanel
          key={panel}
          kind={panel}
          id={panelId}
          format={format}
          choose={chooseStyle}
          focusOnOpen={panelFromToolbar}
          onKeyDown={onPanelKeyDown}
        />
      )}
    </>
  );
}

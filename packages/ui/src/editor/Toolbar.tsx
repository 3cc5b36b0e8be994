import { $createLinkNode, $isLinkNode, $toggleLink, TOGGLE_LINK_COMMAND } from '@lexical/link';
import type { LinkAttributes } from '@lexical/link';
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListNode,
  REMOVE_LIST_COMMAND,
} from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelectionStyleValueForProperty, $patchStyleText } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import {
  isRichTextImageSrc,
  RICH_TEXT_COLOURS,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_SIZES,
  RICH_TEXT_URL_SCHEMES,
} from '@routebook/schema';
import {
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $isTextNode,
  FORMAT_TEXT_COMMAND,
} from 'lexical';
import type { LexicalEditor, TextFormatType } from 'lexical';
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, KeyboardEvent, MouseEvent as ReactMouseEvent, ReactNode } from 'react';

import { Button } from '../Button';
import { TextField } from '../TextField';
import { $createImageNode } from './ImageNode';
import styles from './RichTextEditor.module.css';

/*
 * Texts the schema package does not have yet (asked for as messages.linkInvalid and
 * messages.imageUploadFailed); they move there and are imported from '@routebook/schema'.
 */
export const LINK_INVALID = 'Enter a web address (http:// or https://), mailto: or tel: link.';
export const IMAGE_UPLOAD_FAILED = 'The image could not be uploaded. Please try again.';

/** Every link the editor makes opens in a new tab without access to this page. */
export const LINK_ATTRIBUTES: LinkAttributes = { target: '_blank', rel: RICH_TEXT_LINK_REL };

const SCHEMES: readonly string[] = RICH_TEXT_URL_SCHEMES;

/**
 * The link a typed address stands for: absolute with one of the policy's schemes (http, https,
 * mailto, tel), or a bare host name taken as https ('example.com/a'); null for anything else.
 */
export function parseLinkUrl(input: string): string | null {
  const text = input.trim();
  if (text === '') return null;
  const hasScheme = /^[a-z][a-z\d+.-]*:/i.test(text);
  let url: URL;
  try {
    url = new URL(hasScheme ? text : `https://${text}`);
  } catch {
    return null;
  }
  const scheme = url.protocol.slice(0, -1).toLowerCase();
  if (!SCHEMES.includes(scheme)) return null;
  const web = scheme === 'http' || scheme === 'https';
  if (web && (url.hostname === '' || (!hasScheme && !url.hostname.includes('.')))) return null;
  if (!web && url.pathname === '') return null;
  return web ? url.href : text;
}

/** Names of the seven colours, for their buttons (typed so that a new colour needs a name). */
const COLOUR_NAMES: Record<(typeof RICH_TEXT_COLOURS)[number], string> = {
  '#000000': 'Black',
  '#e60000': 'Red',
  '#ff9900': 'Orange',
  '#ffff00': 'Yellow',
  '#008a00': 'Green',
  '#0066cc': 'Blue',
  '#9933ff': 'Purple',
};

const SIZE_NAMES: Record<keyof typeof RICH_TEXT_SIZES, string> = {
  small: 'Small',
  normal: 'Normal',
  large: 'Large',
  huge: 'Huge',
};

/** The font choices: the first is the editor's own font (no font-family style). */
const FONTS = [
  { label: 'Sans serif', value: null, preview: 'sans-serif' },
  { label: 'Serif', value: 'serif', preview: 'serif' },
  { label: 'Monospace', value: 'monospace', preview: 'monospace' },
] as const;

type ListKind = 'number' | 'bullet' | null;
type Panel = 'link' | 'color' | 'background' | 'size' | 'font';

interface FormatState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  subscript: boolean;
  superscript: boolean;
  /** The URL of the link around the selection. */
  link: string | null;
  list: ListKind;
  color: string;
  background: string;
  fontSize: string;
  fontFamily: string;
}

const NO_FORMAT: FormatState = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  subscript: false,
  superscript: false,
  link: null,
  list: null,
  color: '',
  background: '',
  fontSize: '',
  fontFamily: '',
};

/** '#E60000' and 'rgb(230, 0, 0)' both as '#e60000', to compare with the toolbar's colours. */
function normaliseColour(value: string): string {
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(value.trim());
  if (!rgb) return value.trim().toLowerCase();
  return `#${rgb
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

function $readFormat(): FormatState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return NO_FORMAT;
  const anchor = selection.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode)?.getListType();
  const link = $findMatchingParent(anchor, $isLinkNode);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    strikethrough: selection.hasFormat('strikethrough'),
    subscript: selection.hasFormat('subscript'),
    superscript: selection.hasFormat('superscript'),
    link: link ? link.getURL() : null,
    list: list === 'number' || list === 'bullet' ? list : null,
    color: normaliseColour($getSelectionStyleValueForProperty(selection, 'color', '')),
    background: normaliseColour(
      $getSelectionStyleValueForProperty(selection, 'background-color', ''),
    ),
    fontSize: $getSelectionStyleValueForProperty(selection, 'font-size', ''),
    fontFamily: $getSelectionStyleValueForProperty(selection, 'font-family', ''),
  };
}

function patchStyle(editor: LexicalEditor, patch: Record<string, string | null>) {
  editor.update(() => {
    const selection = $getSelection();
    if (selection !== null) $patchStyleText(selection, patch);
  });
}

/** Clean: the selected text loses its formats, colours, size, font and links. */
function clearFormatting(editor: LexicalEditor) {
  editor.update(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    selection.setFormat(0);
    selection.setStyle('');
    if (selection.isCollapsed()) return;
    for (const node of selection.extract()) {
      if ($isTextNode(node)) node.setFormat(0).setStyle('');
    }
    $toggleLink(null);
  });
}

/** Applies a link to the selection, or inserts the address as a link where the caret is. */
function applyLink(editor: LexicalEditor, url: string) {
  editor.update(() => {
    const selection = $getSelection();
    const inLink = $isRangeSelection(selection)
      ? $findMatchingParent(selection.anchor.getNode(), $isLinkNode)
      : null;
    if ($isRangeSelection(selection) && selection.isCollapsed() && !inLink) {
      const link = $createLinkNode(url, LINK_ATTRIBUTES).append($createTextNode(url));
      $insertNodes([link]);
    } else {
      $toggleLink(url, LINK_ATTRIBUTES);
    }
  });
}

class UploadError extends Error {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * POSTs the image as multipart field `file`; resolves with the stored image's URL. A refusal
 * (4xx) shows the server's message (e.g. not an image, too large); anything else a generic one.
 */
async function uploadImage(
  file: File,
  url: string,
  token: string | null,
  extraHeaders: Readonly<Record<string, string>> = {},
  signal: AbortSignal,
): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  const headers: Record<string, string> = { ...extraHeaders };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers, signal });
  } catch {
    throw new UploadError(IMAGE_UPLOAD_FAILED);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refused = response.status < 500 && isRecord(data) && typeof data.message === 'string';
    throw new UploadError(refused ? String(data.message) : IMAGE_UPLOAD_FAILED);
  }
  const src = isRecord(data) && typeof data.url === 'string' ? data.url : '';
  // Only an upload of the server may be an image in rich text (the server drops any other).
  if (!isRichTextImageSrc(src)) throw new UploadError(IMAGE_UPLOAD_FAILED);
  return src;
}

/** Toolbar buttons keep the caret in the editor when clicked or tapped. */
const keepEditorFocus = (event: ReactMouseEvent) => event.preventDefault();

/**
 * The tools a phone keeps behind "More formatting" (issue 26): people use bold, italic, a bulleted
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

/** Whether a tool is on screen (a phone hides the rare ones until More formatting). */
const isShown = (button: HTMLElement) => button.getClientRects().length > 0;

export interface RichTextEditorToolbarProps {
  /** The editor's label: the toolbar is named after it. */
  label: string;
  /** The editable element's id (the toolbar controls it). */
  editorId: string;
  disabled: boolean;
  imageUploadUrl: string;
  getUploadToken?: () => string | null;
  uploadHeaders?: Readonly<Record<string, string>> | undefined;
}

/**
 * The toolbar of spec §2: bold, italic, underline, strike, link, image, text and background
 * colour, numbered and bulleted lists, subscript, superscript, size, font and clean.
 *
 * On a phone only bold, italic, bulleted list and link show, with "More formatting" for the rest
 * (it stays open while the editor is); a desktop shows every tool.
 *
 * Keyboard: a WAI-ARIA toolbar with roving focus. It is one tab stop; Left and Right arrows move
 * between its shown buttons (wrapping), Home and End go to the first and last. Link, colours, size and
 * font open a panel under the toolbar, the next tab stop; Escape closes it.
 */
export function RichTextEditorToolbar({
  label,
  editorId,
  disabled,
  imageUploadUrl,
  getUploadToken,
  uploadHeaders,
}: RichTextEditorToolbarProps) {
  const [editor] = useLexicalComposerContext();
  const [format, setFormat] = useState<FormatState>(NO_FORMAT);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [panelFromToolbar, setPanelFromToolbar] = useState(false);
  const [activeTool, setActiveTool] = useState('bold');
  const [moreShown, setMoreShown] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<AbortController | null>(null);
  const ownId = useId();
  const toolbarId = `${ownId}-toolbar`;
  const panelId = `${ownId}-panel`;

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        setFormat(editorState.read($readFormat, { editor }));
      }),
    [editor],
  );

  // An upload still running when the editor goes away is abandoned.
  useEffect(() => () => uploadRef.current?.abort(), []);

  const focusTool = (tool: string) =>
    document
      .getElementById(toolbarId)
      ?.querySelector<HTMLButtonElement>(`[data-tool="${tool}"]`)
      ?.focus();

  const togglePanel = (next: Panel, event: ReactMouseEvent<HTMLButtonElement>) => {
    if (panel === next) {
      setPanel(null);
      return;
    }
    // Opened from the keyboard (focus on the button) or by pointer (focus stayed in the editor).
    setPanelFromToolbar(document.activeElement === event.currentTarget);
    setPanel(next);
  };

  /** Closes the panel; if focus was in it, focus goes back where the panel was opened from. */
  const closePanel = (returnFocus: boolean) => {
    const from = panel;
    setPanel(null);
    if (!returnFocus || from === null) return;
    if (panelFromToolbar) focusTool(from);
    else editor.focus();
  };

  const panelHasFocus = () => {
    const focused = document.activeElement;
    return focused !== null && focused.closest(`[id="${panelId}"]`) !== null;
  };

  const chooseStyle = (patch: Record<string, string | null>) => {
    const returnFocus = panelHasFocus();
    patchStyle(editor, patch);
    closePanel(returnFocus);
  };

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-tool]:not(:disabled)'),
    ).filter(isShown);
    const current = buttons.findIndex((button) => button === document.activeElement);
    if (current === -1 || buttons.length === 0) return;
    const last = buttons.length - 1;
    const next = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    closePanel(true);
  };

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || uploading) return;
    uploadRef.current?.abort();
    const controller = new AbortController();
    uploadRef.current = controller;
    setUploadError(null);
    setUploading(true);
    try {
      const src = await uploadImage(
        file,
        imageUploadUrl,
        getUploadToken?.() ?? null,
        uploadHeaders,
        controller.signal,
      );
      if (controller.signal.aborted) return;
      editor.update(() => {
        $insertNodes([$createImageNode(src, file.name.replace(/\.[^.]*$/, ''))]);
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      setUploadError(error instanceof UploadError ? error.message : IMAGE_UPLOAD_FAILED);
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
  };

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

  const colourOptions = (current: string, property: 'color' | 'background-color') => [
    {
      key: 'none',
      label: property === 'color' ? 'Default colour' : 'No background',
      pressed: current === '',
      content: <span className={`${styles.swatch} ${styles.swatchNone}`} aria-hidden="true" />,
      onSelect: () => chooseStyle({ [property]: null }),
    },
    ...RICH_TEXT_COLOURS.map((colour) => ({
      key: colour,
      label: COLOUR_NAMES[colour],
      pressed: current === colour,
      content: <span className={styles.swatch} style={{ background: colour }} aria-hidden="true" />,
      onSelect: () => chooseStyle({ [property]: colour }),
    })),
  ];

  const sizeKeys = Object.keys(RICH_TEXT_SIZES) as (keyof typeof RICH_TEXT_SIZES)[];

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
        {panelButton(
          'color',
          'Text colour',
          <span className={styles.stacked} aria-hidden="true">
            <span className={styles.glyph}>A</span>
            <span className={styles.swatchBar} style={{ background: format.color || undefined }} />
          </span>,
        )}
        {panelButton(
          'background',
          'Background colour',
          <span className={styles.stacked} aria-hidden="true">
            <HighlightIcon />
            <span
              className={styles.swatchBar}
              style={{ background: format.background || undefined }}
            />
          </span>,
        )}
        {listButton('number', 'Numbered list', <NumberedListIcon />)}
        {listButton('bullet', 'Bulleted list', <BulletedListIcon />)}
        {formatButton('subscript', 'Subscript', <SubscriptIcon />)}
        {formatButton('superscript', 'Superscript', <SuperscriptIcon />)}
        {panelButton(
          'size',
          'Size',
          <>
            Size
            <span className={styles.chevron} aria-hidden="true">
              ▾
            </span>
          </>,
        )}
        {panelButton(
          'font',
          'Font',
          <>
            Font
            <span className={styles.chevron} aria-hidden="true">
              ▾
            </span>
          </>,
        )}
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
      {panel === 'color' && (
        <OptionsPanel
          id={panelId}
          label="Text colour"
          swatches
          focusOnOpen={panelFromToolbar}
          onKeyDown={onPanelKeyDown}
          options={colourOptions(format.color, 'color')}
        />
      )}
      {panel === 'background' && (
        <OptionsPanel
          id={panelId}
          label="Background colour"
          swatches
          focusOnOpen={panelFromToolbar}
          onKeyDown={onPanelKeyDown}
          options={colourOptions(format.background, 'background-color')}
        />
      )}
      {panel === 'size' && (
        <OptionsPanel
          id={panelId}
          label="Size"
          focusOnOpen={panelFromToolbar}
          onKeyDown={onPanelKeyDown}
          options={sizeKeys.map((size) => {
            const value = RICH_TEXT_SIZES[size];
            return {
              key: size,
              label: SIZE_NAMES[size],
              pressed: format.fontSize === value || (size === 'normal' && format.fontSize === ''),
              content: null,
              // Normal is no size of its own.
              onSelect: () => chooseStyle({ 'font-size': size === 'normal' ? null : value }),
            };
          })}
        />
      )}
      {panel === 'font' && (
        <OptionsPanel
          id={panelId}
          label="Font"
          focusOnOpen={panelFromToolbar}
          onKeyDown={onPanelKeyDown}
          options={FONTS.map((font) => ({
            key: font.preview,
            label: font.label,
            pressed:
              format.fontFamily === (font.value ?? '') ||
              (font.value === null && format.fontFamily === font.preview),
            content: null,
            style: { fontFamily: font.preview },
            onSelect: () => chooseStyle({ 'font-family': font.value }),
          }))}
        />
      )}
    </>
  );
}

interface Option {
  key: string;
  label: string;
  pressed: boolean;
  content: ReactNode;
  style?: { fontFamily: string };
  onSelect(): void;
}

function OptionsPanel({
  id,
  label,
  options,
  swatches = false,
  focusOnOpen,
  onKeyDown,
}: {
  id: string;
  label: string;
  options: Option[];
  /** Colour swatches: the name is the button's accessible name, not shown. */
  swatches?: boolean;
  /** Opened from the keyboard: focus the chosen option (or the first). */
  focusOnOpen: boolean;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}) {
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

function LinkForm({
  id,
  initialUrl,
  onApply,
  onRemove,
  onCancel,
  onKeyDown,
}: {
  id: string;
  initialUrl: string;
  onApply(url: string): void;
  onRemove?: () => void;
  onCancel(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}) {
  const [url, setUrl] = useState(initialUrl);
  const [error, setError] = useState<string | undefined>(undefined);

  const apply = () => {
    const href = parseLinkUrl(url);
    if (href === null) setError(LINK_INVALID);
    else onApply(href);
  };

  // Enter in the address applies it, as a form's submit would: the key goes no further, so the
  // page's own form (the dialog's) around the editor is never submitted by it.
  const onAddressKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.stopPropagation();
    apply();
  };

  return (
    // Not a <form>: the editor sits inside the dialogs' forms, and a form may not hold a form
    // (Apply would submit the dialog's form and reload the page). A named group instead; Escape
    // from the field or a button closes the panel: the group hears it bubble up.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div id={id} role="group" className={styles.panel} aria-label="Link" onKeyDown={onKeyDown}>
      <TextField
        className={styles.panelField}
        label="Link address"
        type="url"
        inputMode="url"
        autoComplete="url"
        enterKeyHint="done"
        // The panel opens on a deliberate action (Link in the toolbar), not with the page: the
        // address is what comes next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        value={url}
        error={error}
        onKeyDown={onAddressKeyDown}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
      />
      <Button onClick={apply}>Apply</Button>
      {onRemove && (
        <Button variant="secondary" onClick={onRemove}>
          Remove link
        </Button>
      )}
      <Button variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}

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

function LinkIcon() {
  return (
    <Icon>
      <path d="M8.5 11.5l3-3" />
      <path d="M9.5 6.5l1.2-1.2a3 3 0 014.3 4.3l-1.2 1.2" />
      <path d="M10.5 13.5l-1.2 1.2a3 3 0 01-4.3-4.3l1.2-1.2" />
    </Icon>
  );
}

function ImageIcon() {
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

function NumberedListIcon() {
  return (
    <Icon>
      <path d="M8.5 5h9M8.5 10h9M8.5 15h9" />
      <path d="M3 3.5h1.2v3.5M3 7h2.4" strokeWidth="1.2" />
      <path d="M2.8 12.2a1.2 1.2 0 012.2.6c0 .9-2.2 1.6-2.2 3.2h2.4" strokeWidth="1.2" />
    </Icon>
  );
}

function BulletedListIcon() {
  return (
    <Icon>
      <path d="M8 5h9.5M8 10h9.5M8 15h9.5" />
      <circle cx="3.8" cy="5" r="1.2" fill="currentColor" />
      <circle cx="3.8" cy="10" r="1.2" fill="currentColor" />
      <circle cx="3.8" cy="15" r="1.2" fill="currentColor" />
    </Icon>
  );
}

function SubscriptIcon() {
  return (
    <Icon>
      <path d="M3 5l7 9M10 5l-7 9" />
      <path d="M12.6 13.4a1.3 1.3 0 012.5.5c0 1-2.5 1.7-2.5 3.3h2.7" strokeWidth="1.3" />
    </Icon>
  );
}

function SuperscriptIcon() {
  return (
    <Icon>
      <path d="M3 6l7 9M10 6l-7 9" />
      <path d="M12.6 3.6a1.3 1.3 0 012.5.5c0 1-2.5 1.7-2.5 3.3h2.7" strokeWidth="1.3" />
    </Icon>
  );
}

function ClearIcon() {
  return (
    <Icon>
      <path d="M4 4.5h10M9 4.5V16" />
      <path d="M3 3l14 14" />
    </Icon>
  );
}

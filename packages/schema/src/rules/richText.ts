import { isUploadUrl } from './uploads';

/**
 * The rich-text policy: what survives sanitizing of notes and task descriptions, on the server
 * when they are saved and in the UI before they are rendered. No script, event handler, style
 * other than these, or URL scheme other than these gets through.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'a',
  'img',
  'span',
  'ol',
  'ul',
  'li',
  'sub',
  'sup',
  'h1',
  'h2',
  'h3',
  'blockquote',
  'code',
  'pre',
] as const;

export const RICH_TEXT_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  ol: ['start'],
  li: ['value'],
  '*': ['style', 'class'],
};

/** The toolbar's seven fixed colours (text and background). */
export const RICH_TEXT_COLOURS = [
  '#000000',
  '#e60000',
  '#ff9900',
  '#ffff00',
  '#008a00',
  '#0066cc',
  '#9933ff',
] as const;

/** The toolbar's sizes. */
export const RICH_TEXT_SIZES = {
  small: '0.75em',
  normal: '1em',
  large: '1.5em',
  huge: '2.5em',
} as const;

/** Inline styles kept, each with the values it may take. */
const COLOUR_VALUES = [
  /^#([0-9a-f]{3}|[0-9a-f]{6})$/i,
  /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/i,
];

export const RICH_TEXT_STYLES: Record<string, readonly RegExp[]> = {
  color: COLOUR_VALUES,
  'background-color': COLOUR_VALUES,
  'font-size': [/^\d+(\.\d+)?(px|em|rem|pt|%)$/],
  'font-family': [/^[\w\s,'"-]+$/],
  'text-align': [/^(left|right|center|justify)$/],
  // The editor writes it on every text run so that spaces typed in a row are kept.
  'white-space': [/^pre-wrap$/],
};

/** URL schemes allowed in links and images; relative URLs (uploads) are allowed too. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Class names kept (the editor's theme classes). */
export const RICH_TEXT_CLASS_PREFIX = 'rb-';

/**
 * Images in rich text come only from the company's own uploads, so that showing a note or task
 * calls no other host: a src must be `/uploads/<id>` (the browser checks the form before
 * rendering; the server also checks, when saving, that the caller's company uploaded the file).
 */
export const isRichTextImageSrc = (src: string): boolean => isUploadUrl(src.trim());

/** Every link in rich text opens in a new tab without access to the page, the referrer or rank. */
export const RICH_TEXT_LINK_REL = 'noopener noreferrer nofollow';

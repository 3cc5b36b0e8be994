/*
 * Accessible names built from what a row shows: "Note: Gate code 4321…", "Edit task: Trim the
 * hedges…". One place, so that a route note's and a task's names read the same way.
 */

/** Longest excerpt used in a name. */
export const LABEL_EXCERPT_MAX_CHARS = 40;

const BLOCKS = 'p, div, li, br, h1, h2, h3, h4, h5, h6, blockquote, pre, tr, td, th';

const plainTextCache = new Map<string, string>();

/** Rich text's plain text: parsed in an inert document (nothing runs or loads), scripts dropped. */
export function richTextPlainText(html: string): string {
  const cached = plainTextCache.get(html);
  if (cached !== undefined) return cached;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll('script, style, template, noscript').forEach((element) => element.remove());
  // Blocks and line breaks separate words ("<li>Gutters</li><li>Drains</li>": "Gutters Drains").
  body.querySelectorAll(BLOCKS).forEach((element) => element.after(' '));
  const text = (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (plainTextCache.size > 1000) plainTextCache.clear();
  plainTextCache.set(html, text);
  return text;
}

/**
 * "<prefix>: <the text's first words>…", or the prefix alone when there is no text. The text is
 * plain (use richTextPlainText for HTML); runs of white space count as one space.
 */
export function labelWithExcerpt(
  prefix: string,
  text: string,
  maxChars = LABEL_EXCERPT_MAX_CHARS,
): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return prefix;
  return flat.length > maxChars
    ? `${prefix}: ${flat.slice(0, maxChars).trimEnd()}…`
    : `${prefix}: ${flat}`;
}

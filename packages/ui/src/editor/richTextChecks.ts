import { isRichTextImageSrc, RICH_TEXT_URL_SCHEMES } from '@routebook/schema';

/*
 * Rich-text checks that need no sanitizer, so that forms and lists can use them before (or
 * without) the sanitizer's code (sanitize.ts, DOMPurify) loads: it loads with the first rich text
 * shown (loadSanitizer.ts).
 */

const SCHEMES: readonly string[] = RICH_TEXT_URL_SCHEMES;

/** What browsers strip from a URL before reading its scheme ("java\tscript:" is javascript:). */
// eslint-disable-next-line no-control-regex
const URL_IGNORED_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/**
 * Whether a URL may stay in rich text: relative (an upload such as `/uploads/1`), or with one of
 * the policy's schemes. Protocol-relative URLs (`//host`) are refused: they leave the site.
 */
export function isSafeRichTextUrl(url: string): boolean {
  const compact = url.replace(URL_IGNORED_CHARACTERS, '');
  if (/^[\\/]{2}/.test(compact)) return false;
  const scheme = /^([^:/?#]+):/.exec(compact)?.[1];
  return scheme === undefined || SCHEMES.includes(scheme.toLowerCase());
}

/** Where a link goes, as shown after its text: the host of a web address, else the address. */
export function linkDestination(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null; // relative: this site
  }
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.host;
  if (url.protocol !== 'mailto:' && url.protocol !== 'tel:') return null;
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname; // a malformed escape is shown as written
  }
}

/**
 * Elements the sanitizer drops with their content (DOMPurify's FORBID_CONTENTS; none is a rich
 * text tag): their text never shows.
 */
const DROPPED_WITH_CONTENT =
  'annotation-xml, audio, colgroup, desc, foreignObject, head, iframe, math, mi, mn, mo, ms, ' +
  'mtext, noembed, noframes, noscript, plaintext, script, selectedcontent, style, svg, ' +
  'template, thead, title, video, xmp';

/**
 * Whether rich text shows nothing once sanitized: no text (spaces count as none) and no image the
 * policy keeps (an upload of the server). Parsed in an inert document: nothing runs or loads.
 * Without a DOM (Node) the tags are stripped as text.
 */
export function isBlankRichTextHtml(html: string): boolean {
  if (typeof DOMParser === 'undefined') {
    const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;/gi, ' ');
    return text.trim() === '' && !/<img\b/i.test(html);
  }
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll(DROPPED_WITH_CONTENT).forEach((element) => element.remove());
  const images = [...body.querySelectorAll('img')];
  if (images.some((image) => isRichTextImageSrc(image.getAttribute('src') ?? ''))) return false;
  return (body.textContent ?? '').trim() === '';
}

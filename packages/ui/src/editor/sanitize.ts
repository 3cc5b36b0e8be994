import DOMPurify from 'dompurify';
import type { Config, DOMPurify as Purifier, UponSanitizeAttributeHookEvent } from 'dompurify';
import {
  isRichTextImageSrc,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_PREFIX,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from '@routebook/schema';

import { isSafeRichTextUrl, linkDestination } from './richTextChecks';

/*
 * Loaded on demand (loadSanitizer.ts): import it only from code that is itself lazy.
 *
 * The schema package's rich-text policy, applied in the browser with DOMPurify (the server
 * applies the same policy with sanitize-html when a note or task is saved):
 * - tags: RICH_TEXT_TAGS; attributes: RICH_TEXT_ATTRIBUTES, per tag ('*' for every tag);
 * - style: only RICH_TEXT_STYLES properties, each with a value one of its patterns accepts
 *   (parsed by the browser's CSS parser, so `color:#e60000;position:fixed` keeps the colour);
 * - href: a RICH_TEXT_URL_SCHEMES scheme or a relative URL (no data:, no javascript:, no
 *   protocol-relative `//host`);
 * - img src: only an upload of the server (`/uploads/<id>`, isRichTextImageSrc), so showing rich
 *   text calls no other host; an image without one is removed;
 * - class: only names starting with RICH_TEXT_CLASS_PREFIX (the editor's theme classes);
 * - every link with an href opens in a new tab with rel RICH_TEXT_LINK_REL.
 */

const SCHEMES: readonly string[] = RICH_TEXT_URL_SCHEMES;
const ATTRIBUTES_FOR_EVERY_TAG = RICH_TEXT_ATTRIBUTES['*'] ?? [];
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SIZE_ATTRIBUTES = new Set(['width', 'height']);

/** DOMPurify's own URL check, narrowed to the policy's schemes (the hook below is stricter). */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())],
  ALLOWED_URI_REGEXP,
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

function own<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

let scratch: HTMLElement | undefined;

/** Keeps the allowed declarations of a style attribute, as the browser parses them. */
function filterStyle(css: string): string {
  // An element of an inert document: parsing its style loads nothing and runs nothing.
  scratch ??= document.implementation.createHTMLDocument('').createElement('span');
  scratch.setAttribute('style', css);
  const { style } = scratch;
  const kept: string[] = [];
  for (let index = 0; index < style.length; index += 1) {
    const property = style.item(index);
    const value = style.getPropertyValue(property).trim();
    const patterns = own(RICH_TEXT_STYLES, property);
    if (patterns?.some((pattern) => pattern.test(value))) kept.push(`${property}: ${value};`);
  }
  scratch.removeAttribute('style');
  return kept.join(' ');
}

function checkAttribute(node: Element, event: UponSanitizeAttributeHookEvent) {
  const tag = node.nodeName.toLowerCase();
  const name = event.attrName;
  const value = event.attrValue;
  if (!ATTRIBUTES_FOR_EVERY_TAG.includes(name) && !own(RICH_TEXT_ATTRIBUTES, tag)?.includes(name)) {
    event.keepAttr = false;
  } else if (name === 'style') {
    event.attrValue = filterStyle(value);
    event.keepAttr = event.attrValue !== '';
  } else if (name === 'class') {
    event.attrValue = value
      .split(/\s+/)
      .filter((className) => /^[\w-]+$/.test(className))
      .filter((className) => className.startsWith(RICH_TEXT_CLASS_PREFIX))
      .join(' ');
    event.keepAttr = event.attrValue !== '';
  } else if (tag === 'img' && name === 'src') {
    event.keepAttr = isRichTextImageSrc(value);
  } else if (URL_ATTRIBUTES.has(name)) {
    event.keepAttr = isSafeRichTextUrl(value);
  } else if (SIZE_ATTRIBUTES.has(name)) {
    event.keepAttr = /^\d{1,4}$/.test(value);
  }
}

function secureLink(node: Element) {
  if (node.nodeName === 'IMG' && !node.hasAttribute('src')) node.remove();
  if (node.nodeName !== 'A') return;
  if (node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', RICH_TEXT_LINK_REL);
  } else {
    node.removeAttribute('target');
    node.removeAttribute('rel');
  }
}

let purifier: Purifier | null | undefined;

/** A DOMPurify instance of our own (its hooks touch no one else's), made on first use. */
function getPurifier(): Purifier | null {
  if (purifier === undefined) {
    const instance = typeof window === 'undefined' ? null : DOMPurify(window);
    if (instance?.isSupported) {
      instance.addHook('uponSanitizeAttribute', checkAttribute);
      instance.addHook('afterSanitizeAttributes', secureLink);
      purifier = instance;
    } else {
      purifier = null;
    }
  }
  return purifier;
}

/**
 * Rich-text HTML with everything outside the schema package's policy removed. Without a DOM
 * (server rendering, Node) it returns '' rather than unchecked HTML.
 */
export function sanitizeRichTextHtml(html: string): string {
  const instance = getPurifier();
  if (!instance) return '';
  return instance.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}

/**
 * Rich text ready to show: sanitized, each image's upload URL passed through `resolveUploadUrl`
 * (the app's server may be on another origin), and each link showing where it goes: the host
 * (or the email address, the number) in brackets inside the link, so it is part of its name, and
 * the whole address as its title. Text that already says where the link goes gets nothing added.
 */
export function richTextForDisplay(
  html: string,
  resolveUploadUrl: (url: string) => string = (url) => url,
): string {
  const instance = getPurifier();
  if (!instance) return '';
  const fragment = instance.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
  for (const image of fragment.querySelectorAll('img[src]')) {
    image.setAttribute('src', resolveUploadUrl(image.getAttribute('src') ?? ''));
  }
  for (const link of fragment.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    const destination = linkDestination(href);
    if (destination === null) continue;
    link.setAttribute('title', href);
    const text = (link.textContent ?? '').toLowerCase();
    if (text.includes(destination.toLowerCase())) continue;
    link.append(` (${destination})`);
  }
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

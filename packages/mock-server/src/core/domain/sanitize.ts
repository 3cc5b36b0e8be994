import sanitizeHtml from 'sanitize-html';
import {
  isRichTextImageSrc,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS_PREFIX,
  RICH_TEXT_LINK_REL,
  RICH_TEXT_STYLES,
  RICH_TEXT_TAGS,
  RICH_TEXT_URL_SCHEMES,
} from '@routebook/schema';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedClasses: { '*': [`${RICH_TEXT_CLASS_PREFIX}*`] },
  allowedStyles: {
    '*': Object.fromEntries(
      Object.entries(RICH_TEXT_STYLES).map(([style, patterns]) => [style, [...patterns]]),
    ),
  },
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: RICH_TEXT_LINK_REL, target: '_blank' },
    }),
  },
};

/**
 * Rich text as it is stored: the schema package's policy applied, everything else dropped. An
 * image stays only when its src is an upload URL (`/uploads/<id>`) that `isOwnUpload` accepts
 * (a file of the caller's company), so that showing the text calls no other host.
 */
export function sanitizeRichText(html: string, isOwnUpload: (url: string) => boolean): string {
  return sanitizeHtml(html, {
    ...options,
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const src = frame.attribs.src?.trim() ?? '';
      return !(isRichTextImageSrc(src) && isOwnUpload(src));
    },
  });
}

/** The visible text of rich text, for "is it blank" checks and reports. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .trim();
}

/** Whether sanitized rich text shows nothing: no text and no image. */
export function isBlankRichText(html: string): boolean {
  return richTextToPlain(html) === '' && !/<img\b/i.test(html);
}

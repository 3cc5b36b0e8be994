import type { LinkAttributes } from '@lexical/link';
import { RICH_TEXT_LINK_REL, RICH_TEXT_URL_SCHEMES } from '@routebook/schema';

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

/**
 * Opaque connection cursors: base64url of a small JSON array that names the list and where its
 * row sorts, so a cursor stays valid when rows are added or removed before it. Clients must not
 * read them; a cursor that does not decode is refused with `messages.cursorInvalid`. WebCrypto-era
 * APIs only (TextEncoder, btoa): the core also runs in browsers.
 */
import { messages } from '@routebook/schema';
import { badInput } from '../errors';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(cursor: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(cursor)) return null;
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function parsed(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A cursor of list `kind` standing at `parts` (strings). */
export function encodeCursor(kind: string, parts: readonly string[]): string {
  return toBase64Url(JSON.stringify([kind, ...parts]));
}

/**
 * The parts of a cursor of list `kind` (`count` of them, or one of several counts when the list's
 * cursors come in more than one shape); refuses anything else as BAD_USER_INPUT.
 */
export function decodeCursor(
  kind: string,
  cursor: string,
  count: number | readonly number[],
): string[] {
  const value = parsed(fromBase64Url(cursor));
  const counts = typeof count === 'number' ? [count] : count;
  if (
    !Array.isArray(value) ||
    !counts.includes(value.length - 1) ||
    value[0] !== kind ||
    !value.every((part) => typeof part === 'string')
  ) {
    return badInput(messages.cursorInvalid);
  }
  return value.slice(1) as string[];
}

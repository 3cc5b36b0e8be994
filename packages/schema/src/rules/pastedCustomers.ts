import type { CustomerTextField } from './customerFields';

/** A customer read from pasted text: the import's columns, blanks left out. */
export type PastedCustomer = Partial<Record<CustomerTextField, string>>;

/*
 * admin/customer-mobile-import: customers pasted on a phone, as vCards (a contact shared from the
 * phone's address book, vCard 2.1 to 4.0) or one per line: "Name, mobile, email, address" (after
 * the name, in any order: the part with @ is the email, a part of mostly digits is the mobile, the
 * rest is the address). A name whose last words are mostly digits ends in its mobile ("Otto Phone
 * 555-0188"). They go through the CSV import, which checks and reports them like any file's rows.
 */

const PHONE = /^\+?[\d\s().-]{7,}$/;

/** A word of a phone number: no letters, and at least half of it digits ("555-0188", "(217)"). */
function isPhoneWord(word: string): boolean {
  const digits = word.replace(/\D/g, '').length;
  return !/\p{L}/u.test(word) && digits > 0 && digits * 2 >= word.length;
}

/**
 * "Otto Phone 555-0188" → name "Otto Phone", mobile "555-0188": the name's trailing words that are
 * mostly digits, when they hold at least 3 digits and a word of the name is left.
 */
function splitTrailingPhone(name: string): { name: string; mobile?: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  let start = words.length;
  while (start > 1 && isPhoneWord(words[start - 1] ?? '')) start -= 1;
  const phone = words.slice(start).join(' ');
  if (start === words.length || phone.replace(/\D/g, '').length < 3) return { name: name.trim() };
  return { name: words.slice(0, start).join(' '), mobile: phone };
}

/** "Ann Marie Lee" → first "Ann Marie", last "Lee", display "Ann Marie Lee". */
function byName(name: string): PastedCustomer {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' ') || undefined, lastName, displayName: name.trim() };
}

function fromLine(line: string): PastedCustomer {
  const [rawName = '', ...parts] = line.split(/[,\t;]/).map((part) => part.trim());
  const { name, mobile } = splitTrailingPhone(rawName);
  const customer = byName(name);
  if (mobile) customer.mobile = mobile;
  const address: string[] = [];
  for (const part of parts.filter(Boolean)) {
    if (!customer.email && part.includes('@')) customer.email = part;
    else if (!customer.mobile && PHONE.test(part)) customer.mobile = part;
    else address.push(part);
  }
  if (address.length > 0) customer.address1 = address.join(', ');
  return customer;
}

/** A vCard value with its escapes undone: \, \; \n \\. */
const unescape = (value: string) =>
  value.replace(/\\([,;nN\\])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

/** Whether a property's parameters (vCard 2.1 "QUOTED-PRINTABLE" or "ENCODING=...") say QP. */
const isQuotedPrintable = (head: string) => /;(ENCODING=)?QUOTED-PRINTABLE\b/i.test(head);

/**
 * A quoted-printable value as text: `=XX` are bytes, decoded in the card's CHARSET (UTF-8 when
 * none is named or the name is unknown), so "J=C3=BCrgen" (UTF-8) and "J=FCrgen" (ISO-8859-1)
 * are both "Jürgen".
 */
function decodeQuotedPrintable(value: string, charset: string | undefined): string {
  const bytes: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < value.length; i += 1) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      // Anything else is ASCII in a QP value; a stray character is kept as UTF-8.
      bytes.push(...encoder.encode(value[i]));
    }
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset ?? 'utf-8');
  } catch {
    decoder = new TextDecoder('utf-8');
  }
  return decoder.decode(new Uint8Array(bytes));
}

/**
 * The card's lines, unfolded: a line starting with a space or tab continues the one before
 * (vCard 3 and 4), and a quoted-printable value ending in "=" (a soft line break) continues on
 * the next line (vCard 2.1).
 */
function logicalLines(card: string): string[] {
  const lines: string[] = [];
  for (const line of card.split(/\r?\n/)) {
    const previous = lines.at(-1);
    const head = previous?.slice(0, Math.max(previous.indexOf(':'), 0)) ?? '';
    if (previous !== undefined && isQuotedPrintable(head) && previous.endsWith('=')) {
      lines[lines.length - 1] = previous.slice(0, -1) + line;
    } else if (previous !== undefined && /^[ \t]/.test(line)) {
      lines[lines.length - 1] = previous + line.slice(1);
    } else {
      lines.push(line);
    }
  }
  return lines;
}

/**
 * The card's properties: name (upper case, parameters dropped) → values, in order, with
 * quoted-printable decoded in the property's charset.
 */
function properties(card: string): Map<string, { params: string; value: string }[]> {
  const found = new Map<string, { params: string; value: string }[]>();
  for (const line of logicalLines(card)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const head = line.slice(0, colon);
    const [rawName = '', ...params] = head.split(';');
    const name = rawName.replace(/^item\d+\./i, '').toUpperCase();
    const charset = /;CHARSET=([^;:]+)/i.exec(head)?.[1];
    const raw = line.slice(colon + 1);
    const value = isQuotedPrintable(head) ? decodeQuotedPrintable(raw, charset) : raw;
    found.set(name, [...(found.get(name) ?? []), { params: params.join(';'), value }]);
  }
  return found;
}

function fromVCard(card: string): PastedCustomer {
  const props = properties(card);
  const first = (name: string) => props.get(name)?.[0]?.value;
  const [last = '', given = ''] = (first('N') ?? '').split(';').map(unescape);
  const fullName = unescape(first('FN') ?? '').trim() || [given, last].filter(Boolean).join(' ');
  const customer: PastedCustomer = last.trim()
    ? { firstName: given.trim() || undefined, lastName: last.trim(), displayName: fullName || last }
    : byName(fullName);
  const organisation = unescape((first('ORG') ?? '').split(';')[0] ?? '').trim();
  if (organisation && !fullName) customer.displayName = organisation;
  const phones = props.get('TEL') ?? [];
  const mobile = phones.find((tel) => /cell|mobile/i.test(tel.params)) ?? phones[0];
  if (mobile) customer.mobile = mobile.value.trim();
  const email = first('EMAIL')?.trim();
  if (email) customer.email = email;
  const [, , street = '', city = '', state = '', zip = ''] = (first('ADR') ?? '')
    .split(';')
    .map((part) => unescape(part).trim());
  if (street) customer.address1 = street.replace(/\n/g, ', ');
  if (city) customer.city = city;
  if (state) customer.state = state;
  if (zip) customer.zip = zip;
  const note = unescape(first('NOTE') ?? '').trim();
  if (note) customer.note = note;
  return customer;
}

/** The customers in pasted text: its vCards if it holds any, else one per non-blank line. */
export function pastedCustomers(text: string): PastedCustomer[] {
  const cards = text.match(/BEGIN:VCARD[\s\S]*?END:VCARD/gi);
  if (cards) return cards.map(fromVCard);
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(fromLine);
}

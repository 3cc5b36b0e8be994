import type { CustomerTextField } from './customerFields';

/** A customer read from pasted text: the import's columns, blanks left out. */
export type PastedCustomer = Partial<Record<CustomerTextField, string>>;

/*
 * admin/customer-mobile-import: customers pasted on a phone, as vCards (a contact shared from the
 * phone's address book) or one per line: "Name, mobile, email, address" (after the name, in any
 * order: the part with @ is the email, a part of mostly digits is the mobile, the rest is the
 * address). They go through the CSV import, which checks and reports them like any file's rows.
 */

const PHONE = /^\+?[\d\s().-]{7,}$/;

/** "Ann Marie Lee" → first "Ann Marie", last "Lee", display "Ann Marie Lee". */
function byName(name: string): PastedCustomer {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.pop() ?? '';
  return { firstName: words.join(' ') || undefined, lastName, displayName: name.trim() };
}

function fromLine(line: string): PastedCustomer {
  const [name = '', ...parts] = line.split(/[,\t;]/).map((part) => part.trim());
  const customer = byName(name);
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

/** The card's properties: name (upper case, parameters dropped) → raw values, in order. */
function properties(card: string): Map<string, { params: string; value: string }[]> {
  const unfolded = card.replace(/\r?\n[ \t]/g, '');
  const found = new Map<string, { params: string; value: string }[]>();
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [rawName = '', ...params] = line.slice(0, colon).split(';');
    const name = rawName.replace(/^item\d+\./i, '').toUpperCase();
    found.set(name, [
      ...(found.get(name) ?? []),
      { params: params.join(';'), value: line.slice(colon + 1) },
    ]);
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

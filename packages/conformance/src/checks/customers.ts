/**
 * Spec §9 and §4: customer search is a case-insensitive substring match on the full name, over
 * active customers only. The check makes customers whose names no other customer has.
 */
import { customerFullName } from '@routebook/schema';
import { check, expectEqual, type Check } from '../check';
import { ACTIVE_CUSTOMERS, UPDATE_CUSTOMER, adminAt, makeCustomer } from './support';

/** Swaps the case of every other letter: "Quill" → "qUiLl". */
function oddCase(text: string): string {
  return [...text].map((ch, i) => (i % 2 === 0 ? ch.toLowerCase() : ch.toUpperCase())).join('');
}

const search = check(
  'customers.search',
  '§9 Business constants and limits',
  'customer search matches any part of the full name, ignoring case, and lists active customers only',
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    // Letters only (digits spelled as letters), so the needle is a plain part of the names.
    const tag = [...ctx.unique('').trim()]
      .map((ch) => (/\d/.test(ch) ? String.fromCharCode(103 + Number(ch)) : ch))
      .filter((ch) => /[a-z]/i.test(ch))
      .join('');
    const firstName = `Zephyrine${tag}`;
    const made = [
      await makeCustomer(ctx, admin, {
        firstName,
        lastName: 'Quillfeather',
        displayName: 'Conformance Search One',
      }),
      await makeCustomer(ctx, admin, {
        firstName,
        lastName: 'Quillmore',
        displayName: 'Conformance Search Two',
      }),
    ];
    const inactive = await makeCustomer(ctx, admin, {
      firstName,
      lastName: 'Quillstone',
      displayName: 'Conformance Search Inactive',
    });
    await ctx.ok(admin, UPDATE_CUSTOMER, { id: inactive.id, data: { status: 'inactive' } });
    // Across the space between first and last name: only the full name has it.
    const fullName = customerFullName({ firstName, lastName: 'Quill' });
    const needle = oddCase(fullName.slice(fullName.indexOf(tag), fullName.length));
    const data = await ctx.ok(admin, ACTIVE_CUSTOMERS, {
      companyId: admin.companyId,
      search: needle,
    });
    expectEqual(
      (data.companyActiveCustomers as { id: string }[]).map((c) => c.id).sort(),
      made.map((c) => c.id).sort(),
      `customers found by "${needle}" (two active ones match; a third matches but is inactive)`,
    );
  },
);

export const customerChecks: Check[] = [search];

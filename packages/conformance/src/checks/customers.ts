/**
 * Customer search is a case-insensitive substring match on the full name, over
 * active customers only, and over the caller's company only. The checks make customers whose
 * names no other customer has.
 */
import { customerFullName } from '@routebook/schema';
import { check, expectEqual, fail, type Check } from '../check';
import type { CheckContext } from '../context';
import { ACTIVE_CUSTOMERS, UPDATE_CUSTOMER, adminAt, makeCustomer, show } from './support';

/** Swaps the case of every other letter: "Quill" → "qUiLl". */
function oddCase(text: string): string {
  return [...text].map((ch, i) => (i % 2 === 0 ? ch.toLowerCase() : ch.toUpperCase())).join('');
}

/** A word of letters only, new to this run: the run's unique tag with its digits spelled as letters. */
function letterTag(ctx: CheckContext): string {
  return [...ctx.unique('').trim()]
    .map((ch) => (/\d/.test(ch) ? String.fromCharCode(103 + Number(ch)) : ch))
    .filter((ch) => /[a-z]/i.test(ch))
    .join('');
}

const search = check(
  'customers.search',
  '§9 Business constants and limits',
  'customer search matches any part of the full name, ignoring case, and lists active customers only',
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    // Letters only, so the needle is a plain part of the names.
    const tag = letterTag(ctx);
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

const CUSTOMERS_PAGE = `query ConformanceCustomersPage($id: ID!, $search: String) {
  company(id: $id) { id customersConnection(first: 20, search: $search) { edges { node { id } } } }
}`;

/** Each way the app searches customers: Add Job's list, and the Customers page. */
const SEARCHES = [
  {
    what: 'companyActiveCustomers (Add Job)',
    query: ACTIVE_CUSTOMERS,
    variables: (companyId: string, search: string) => ({ companyId, search }),
    ids: (data: any): string[] =>
      (data.companyActiveCustomers ?? []).map((customer: { id: string }) => customer.id),
  },
  {
    what: 'Company.customersConnection (the Customers page)',
    query: CUSTOMERS_PAGE,
    variables: (id: string, search: string) => ({ id, search }),
    ids: (data: any): string[] =>
      (data.company?.customersConnection?.edges ?? []).map(
        (edge: { node: { id: string } }) => edge.node.id,
      ),
  },
];

const ownCompanyOnly = check(
  'customers.search-own-company',
  'Extension: one company never reaches another',
  `customer search lists the caller's company's customers only: another company's customer of the same name is never found (${SEARCHES.map((s) => s.what).join(', ')})`,
  async (ctx) => {
    const admin = await adminAt(ctx, 'level40');
    const other = await ctx.as('other', 'admin');
    const lastName = `Conformance${letterTag(ctx)}`;
    const ours = await makeCustomer(ctx, admin, { lastName, displayName: `${lastName} Ours` });
    const theirs = await makeCustomer(ctx, other, { lastName, displayName: `${lastName} Theirs` });
    for (const search of SEARCHES) {
      const data = await ctx.ok(admin, search.query, search.variables(admin.companyId, lastName));
      const found = search.ids(data);
      if (found.includes(theirs.id)) {
        fail(
          `another company's customer is listed by ${search.what}, searched by ${admin.companyName} for "${lastName}": ${other.companyName}'s ${theirs.id} in ${show(found)}`,
        );
      }
      expectEqual(found, [ours.id], `${search.what} searched for "${lastName}"`);
    }
  },
);

export const customerChecks: Check[] = [search, ownCompanyOnly];

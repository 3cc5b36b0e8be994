/** Doubles of customer search. */
import type { Breakage } from './proxy';
import { changeVariables } from './support';

export const customerDoubles: Breakage[] = [
  {
    breaks: 'customers.search',
    description: 'a server that ignores the search argument (lists every active customer)',
    failsWith: '(two active ones match; a third matches but is inactive): expected',
    handle: changeVariables(['companyActiveCustomers'], ({ search: _search, ...rest }) => rest),
  },
];

/** Doubles of customer search. */
import { jsonAnswer, operationsOf, type Breakage } from './proxy';
import {
  asCompanyOf,
  callerOf,
  calls,
  changeVariables,
  demoCallers,
  operationRequest,
  resultsOf,
} from './support';

type Operation = { query?: string; variables?: Record<string, unknown> };

/**
 * A server whose search of `field` forgets the company filter: what the other companies' admins
 * find with the same search joins the caller's answer (`entriesIn` finds the list in a result's
 * data, `idOf` the customer of an entry).
 */
function searchesEveryCompany<Entry>(
  field: string,
  entriesIn: (data: any) => Entry[] | undefined,
  idOf: (entry: Entry) => string,
): Breakage['handle'] {
  return async (request, forward) => {
    const [operation, ...more] = operationsOf(request) as Operation[];
    if (!operation || more.length || !calls(field)(operation) || !operation.variables?.search) {
      return forward(request);
    }
    const caller = await callerOf(request, forward);
    const answer = await forward(request);
    const result = resultsOf(answer)[0];
    const entries = entriesIn(result?.data);
    if (!caller || !entries) return answer;
    for (const other of await demoCallers(request, forward)) {
      if (other.role !== 'admin' || other.companyId === caller.companyId) continue;
      const sent = operationRequest(request, asCompanyOf(operation, caller, other), other.token);
      for (const found of entriesIn(resultsOf(await forward(sent))[0]?.data) ?? []) {
        if (!entries.some((entry) => idOf(entry) === idOf(found))) entries.push(found);
      }
    }
    return jsonAnswer(answer.status, result, answer.headers);
  };
}

export const customerDoubles: Breakage[] = [
  {
    breaks: 'customers.search',
    description: 'a server that ignores the search argument (lists every active customer)',
    failsWith: '(two active ones match; a third matches but is inactive): expected',
    handle: changeVariables(['companyActiveCustomers'], ({ search: _search, ...rest }) => rest),
  },
  {
    breaks: 'customers.search-own-company',
    description:
      "a server whose companyActiveCustomers search forgets the company filter: other companies' customers match too",
    failsWith: "another company's customer is listed by companyActiveCustomers (Add Job)",
    handle: searchesEveryCompany(
      'companyActiveCustomers',
      (data) => data?.companyActiveCustomers as { id: string }[] | undefined,
      (customer) => customer.id,
    ),
  },
  {
    breaks: 'customers.search-own-company',
    description:
      'a server whose Customers page search (customersConnection) forgets the company filter',
    failsWith: "another company's customer is listed by Company.customersConnection",
    handle: searchesEveryCompany(
      'company',
      (data) => data?.company?.customersConnection?.edges as { node: { id: string } }[] | undefined,
      (edge) => edge.node.id,
    ),
  },
];

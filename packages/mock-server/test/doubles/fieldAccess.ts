/**
 * Doubles of a field's rule on every path: a server that checks @selfOrAdmin on some paths to a
 * person and not on others (imitated by answering a regular member as their admin), one that
 * hides colleagues altogether or keeps emails from admins and the person themself, and one that
 * answers another company's fields through me.companies.
 */
import { parse, print, visit } from 'graphql';
import { messages } from '@routebook/schema';
import { operationsOf, type Breakage } from './proxy';
import {
  answerWith,
  asToken,
  callerOf,
  calls,
  changeResults,
  demoCallers,
  inBatchesOnly,
  operationRequest,
  resultsOf,
  tokenOf,
} from './support';

const forbidden = (path: (string | number)[]) => ({
  message: messages.forbidden,
  path,
  extensions: { code: 'FORBIDDEN' },
});

/** The roots of the paths to a person the checks take. */
const everyPath = ['routes', 'route', 'job', 'today', 'user'];

const PERSONAL_FIELDS: readonly unknown[] = ['email', 'mobile', 'username'];

const refusedPersonalField = (result: any) =>
  (result?.errors ?? []).some(
    (error: any) =>
      error?.extensions?.code === 'FORBIDDEN' && PERSONAL_FIELDS.includes(error.path?.at(-1)),
  );

/**
 * A server that checks no @selfOrAdmin on the paths `fields` start: where a regular member is
 * refused a person's field there, the request is answered as their company's admin reads it (a
 * demo account); other refusals (another member's whole day) stand.
 */
function answersPersonalFields(...fields: string[]): Breakage['handle'] {
  const matches = calls(...fields);
  return async (request, forward) => {
    const operations = operationsOf(request);
    if (!operations.some(matches)) return forward(request);
    const answer = await forward(request);
    const refused = resultsOf(answer).some(
      (result, i) => operations[i] && matches(operations[i]) && refusedPersonalField(result),
    );
    const caller = refused ? await callerOf(request, forward) : null;
    if (caller?.role !== 'regular') return answer;
    const admin = (await demoCallers(request, forward)).find(
      (other) => other.role === 'admin' && other.companyId === caller.companyId,
    );
    return admin ? forward(asToken(request, admin.token)) : answer;
  };
}

const asksEmail = (operation: { query?: string }) => /\bemail\b/.test(operation.query ?? '');

/** Whether a result answers someone's email, without an error. */
const answersEmail = (result: any) =>
  !result?.errors?.length && /"email":"/.test(JSON.stringify(result?.data ?? null));

/** A refusal of the operation's root field, as a server answers a rule it holds too widely. */
const refusedRoot = (operation: { query?: string }) => ({
  errors: [forbidden([everyPath.find((field) => calls(field)(operation)) ?? 'data'])],
  data: null,
});

/** The operation's text without the fields named `field`, and the first of them as sent. */
function withoutField(query: string, field: string): { query: string; selection: string } {
  let selection = '';
  const document = visit(parse(query), {
    Field(node) {
      if (node.name.value !== field) return undefined;
      selection ||= print(node);
      return null;
    },
  });
  return { query: print(document), selection };
}

/**
 * A server that answers another company's fields through me.companies: where one is refused as
 * another company's, the double asks the operation without that field and fills it in for each
 * membership's company as that company's admin reads it (a demo account).
 */
const answersOtherCompanies: Breakage['handle'] = async (request, forward) => {
  const [operation, ...more] = operationsOf(request);
  if (!operation?.query || more.length || !calls('me')(operation)) return forward(request);
  const answer = await forward(request);
  const refused = (resultsOf(answer)[0]?.errors ?? []).find(
    (error: any) => error?.message === messages.wrongCompany && error.path?.[1] === 'companies',
  );
  if (!refused) return answer;
  const field = String(refused.path.at(-1));
  const { query, selection } = withoutField(operation.query, field);
  const token = tokenOf(request);
  const [base] = resultsOf(
    await forward(operationRequest(request, { ...operation, query }, token)),
  );
  const companies = base?.data?.me?.companies;
  if (!Array.isArray(companies)) return answer;
  const admins = await demoCallers(request, forward);
  for (const { company } of companies) {
    const admin = admins.find((other) => other.role === 'admin' && other.companyId === company?.id);
    if (!admin) return answer;
    const [read] = resultsOf(
      await forward(
        operationRequest(
          request,
          {
            query: `query ConformanceDoubleCompanyField($id: ID!) { company(id: $id) { ${selection} } }`,
            variables: { id: company.id },
          },
          admin.token,
        ),
      ),
    );
    company[field] = read?.data?.company?.[field];
  }
  return answerWith(request, answer, [{ data: base.data }]);
};

export const fieldAccessDoubles: Breakage[] = [
  {
    breaks: 'fieldAccess.colleagues',
    description:
      "a server that answers a colleague's email, mobile and login name to a regular member through routes' technician",
    failsWith:
      "a regular member reading routes' technician (alone): the answer holds the colleague's email",
    handle: answersPersonalFields('routes'),
  },
  {
    breaks: 'fieldAccess.colleagues',
    description: "a server that answers a colleague's details through a route's technician",
    failsWith:
      "a regular member reading a route's technician (alone): the answer holds the colleague's email",
    handle: answersPersonalFields('route'),
  },
  {
    breaks: 'fieldAccess.colleagues',
    description: "a server that answers a colleague's details through a job's clock-ins",
    failsWith:
      "a regular member reading a job's clock-ins (alone): the answer holds the colleague's email",
    handle: answersPersonalFields('job'),
  },
  {
    breaks: 'fieldAccess.colleagues',
    description: "a server that answers a colleague's details through the clock-ins on Today",
    failsWith:
      "a regular member reading the clock-ins of Today's jobs (alone): the answer holds the colleague's email",
    handle: answersPersonalFields('today'),
  },
  {
    breaks: 'fieldAccess.colleagues',
    description: "a server that answers a colleague's email through user(id)",
    failsWith: "a regular member reading user(id) (alone): the answer holds the colleague's email",
    handle: answersPersonalFields('user'),
  },
  {
    breaks: 'fieldAccess.colleagues',
    description: "a server that checks a colleague's details except inside a batch",
    failsWith:
      "a regular member reading routes' technician (in a batch): the answer holds the colleague's email",
    handle: inBatchesOnly(answersPersonalFields(...everyPath)),
  },
  {
    breaks: 'fieldAccess.colleagues',
    description: 'a server that hides a colleague altogether from a regular member, name and all',
    failsWith: "a colleague's name through a route's technician: the server refused",
    handle: changeResults(calls('route'), (result, operation, caller) => {
      const route = result?.data?.route;
      if (caller?.role !== 'regular' || !route?.technician || asksEmail(operation)) return result;
      return {
        errors: [forbidden(['route', 'technician'])],
        data: { route: { ...route, technician: null } },
      };
    }),
  },
  {
    breaks: 'fieldAccess.self-or-admin',
    description: "a server that keeps a member's email from admins outside the Users page",
    failsWith:
      "an admin reading a member's details through a route's technician: the server refused",
    handle: changeResults(calls(...everyPath), (result, operation, caller) =>
      caller?.role === 'admin' && answersEmail(result) ? refusedRoot(operation) : result,
    ),
  },
  {
    breaks: 'fieldAccess.self-or-admin',
    description: "a server that keeps a member's own email from them outside `me`",
    failsWith: 'a regular member reading their own details through Today: the server refused',
    handle: changeResults(calls('today', 'route', 'user'), (result, operation, caller) =>
      caller?.role === 'regular' && answersEmail(result) ? refusedRoot(operation) : result,
    ),
  },
  {
    breaks: 'fieldAccess.other-company',
    description:
      "a server that answers another company's fields through me.companies, as its admin reads them",
    failsWith: 'through me.companies (',
    handle: answersOtherCompanies,
  },
  {
    breaks: 'fieldAccess.other-company',
    description: "a server that refuses another company's name through me.companies too",
    failsWith: 'the memberships and their companies by id and name: the server refused',
    handle: changeResults(calls('me'), (result, _operation, caller) => {
      const companies = result?.data?.me?.companies;
      if (!Array.isArray(companies) || !caller) return result;
      const at = companies.findIndex(
        (m: any) => m?.company?.name !== undefined && m.company.id !== caller.companyId,
      );
      if (at < 0) return result;
      const path = ['me', 'companies', at, 'company', 'name'];
      return {
        errors: [{ message: messages.wrongCompany, path, extensions: { code: 'FORBIDDEN' } }],
        data: null,
      };
    }),
  },
];

/**
 * A big route built through the real mutations over HTTP, as a client would build it: for the
 * benchmarks (the route detail query, the route page in Chromium). Notes every `noteEvery`th item.
 */
import { graphqlOverHttp, logInOverHttp } from './http';

export interface LargeRouteOptions {
  /** A demo admin. */
  email: string;
  items: number;
  noteEvery?: number;
  name?: string;
  /** The customers the jobs visit, in turn (default: a page of the company's active customers). */
  customerIds?: readonly string[];
}

export async function buildLargeRoute(
  url: string,
  { email, items, noteEvery = 10, name = 'Benchmark route', customerIds }: LargeRouteOptions,
): Promise<{ routeId: string; token: string; companyId: string }> {
  const { token, companyId } = await logInOverHttp(url, email);
  const customers =
    customerIds?.map((id) => ({ id })) ?? (await aPageOfCustomers(url, token, companyId));
  const { createRoute } = await graphqlOverHttp(
    url,
    token,
    'mutation CreateRoute($data: RouteInput!) { createRoute(data: $data) { route { id } } }',
    { data: { name, status: 'draft', company: companyId } },
  );
  const routeId = createRoute.route.id as string;

  const addItem = `mutation AddItem(
    $data: RouteItemInput!, $job: RouteItemJobInput, $note: RouteItemNoteInput
  ) { createRouteItem(data: $data, job: $job, note: $note) { routeItem { id } } }`;
  for (let i = 1; i <= items; i += 1) {
    if (i % noteEvery === 0) {
      await graphqlOverHttp(url, token, addItem, {
        data: { route: routeId, type: 'note' },
        note: { route: routeId, note: `<p>Stop ${i}: <strong>gate code</strong> 4${i}</p>` },
      });
    } else {
      const customer = customers[i % customers.length] as { id: string };
      await graphqlOverHttp(url, token, addItem, {
        data: { route: routeId, type: 'job' },
        job: { route: routeId, customer: customer.id, company: companyId, status: 'active' },
      });
    }
  }
  return { routeId, token, companyId };
}

// A page of active customers is plenty to spread the jobs over (nothing asks for a whole
// company's customers).
async function aPageOfCustomers(url: string, token: string, companyId: string) {
  const { company } = await graphqlOverHttp(
    url,
    token,
    `query Customers($companyId: ID!) {
      company(id: $companyId) { customersConnection(first: 100, status: active) { edges { node { id } } } }
    }`,
    { companyId },
  );
  return (company.customersConnection.edges as { node: { id: string } }[]).map((edge) => edge.node);
}

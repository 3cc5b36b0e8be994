/**
 * Jobs the office sets up and reads back over HTTP, for journeys that need a job of their own and
 * check what the server stored.
 */
import { apiAs, type E2eApp } from './harness';

/** The office's view of a job: `fields` (a GraphQL selection) of job `jobId`, read by `email`. */
export async function jobOnServer<Job>(
  app: E2eApp,
  email: string,
  jobId: string,
  fields: string,
): Promise<Job> {
  const { job } = await apiAs(app, email, `query Job($id: ID!) { job(id: $id) { ${fields} } }`, {
    id: jobId,
  });
  return job as Job;
}

/**
 * A new Active job at the end of Monday Route, added by `email` (an admin), for a test of its own:
 * the seed has few Active jobs and a test completes one. Answers its page's path and its id.
 */
export async function newActiveJob(
  app: E2eApp,
  email: string,
): Promise<{ jobPath: string; jobId: string }> {
  const { me } = await apiAs(app, email, 'query { me { currentUser { company { id } } } }');
  const companyId = (me as { currentUser: { company: { id: string } } }).currentUser.company.id;
  const { routes } = await apiAs(
    app,
    email,
    `query Routes($companyId: ID!) {
      routes(companyId: $companyId, status: active) { id name items { job { customer { id } } } }
    }`,
    { companyId },
  );
  type Listed = { id: string; name: string; items: { job: { customer: { id: string } } | null }[] };
  const monday = (routes as Listed[]).find((route) => route.name === 'Monday Route');
  const customer = monday?.items.find((item) => item.job)?.job?.customer.id;
  if (!monday || !customer) throw new Error('the demo seed has Monday Route with jobs');
  const { createRouteItem } = await apiAs(
    app,
    email,
    `mutation AddJob($data: RouteItemInput!, $job: RouteItemJobInput) {
      createRouteItem(data: $data, job: $job) { routeItem { job { id } } }
    }`,
    { data: { route: monday.id, type: 'job' }, job: { route: monday.id, customer } },
  );
  const jobId = (createRouteItem as { routeItem: { job: { id: string } } }).routeItem.job.id;
  return { jobPath: `/route/${monday.id}/job/${jobId}`, jobId };
}

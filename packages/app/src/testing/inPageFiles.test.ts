import { describe, expect, it } from 'vitest';
import { createMockServer } from '@routebook/mock-server';
import { inPageFiles } from './inPageFiles';

/**
 * The stories' server serves what the HTTP server serves: an upload, and a shared visit report's
 * images while its link is live (Pages/VisitReport's SharedAvailable shows them).
 */
describe('inPageFiles', () => {
  it("shows a shared report's photo while its link is live, and nothing once it is revoked", async () => {
    const server = await createMockServer({ now: () => new Date('2026-11-02T09:00:00.000Z') });
    const run = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const result = await server.execute({ query, variables, token: token ?? null });
      expect(result.errors).toBeUndefined();
      return result.data as Record<string, any>;
    };
    const { userLogin } = await run(
      'query L($data: UserLoginInput!) { userLogin(data: $data) { token } }',
      { data: { email: 'staff40@routebook.test', password: 'routebook' } },
    );
    const company = server.store.companies.all().find((c) => c.planLevel === 40)!;
    // Monday Route's completed job, which staff40 worked, with a photo.
    const job = server.store.jobs
      .where('companyId', company.id)
      .find((j) => j.status === 'complete' && server.store.jobPhotos.count('jobId', j.id) > 0)!;
    const { shareVisitReport } = await run(
      'mutation S($jobId: ID!) { shareVisitReport(jobId: $jobId) { path } }',
      { jobId: job.id },
      userLogin.token,
    );
    const { sharedVisitReport } = await run(
      'query R($token: String!) { sharedVisitReport(token: $token) { photos { url } } }',
      { token: shareVisitReport.path.split('/visit/')[1] },
    );
    const [photo] = sharedVisitReport.photos as { url: string }[];
    const resolve = inPageFiles(server);
    expect(photo!.url).toMatch(/^\/shared\//);
    expect(resolve(photo!.url)).toMatch(/^blob:/);
    expect(resolve(server.store.jobPhotos.where('jobId', job.id)[0]!.url)).toMatch(/^blob:/);

    await run(
      'mutation V($jobId: ID!) { revokeVisitReportLink(jobId: $jobId) { job { id } } }',
      { jobId: job.id },
      userLogin.token,
    );
    expect(resolve(photo!.url)).toBe(photo!.url);
  });
});

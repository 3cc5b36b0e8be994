/**
 * A shared visit report's logo, photos and signature are served through its link, over HTTP as a
 * customer's browser loads them: while the link is live, and 404 once it is revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { TEST_NOW } from '../../test/testSupport';
import { DEMO_PASSWORD } from '../seed/seed';
import { CHROMIUM_PNG } from '../../test/testImages';
import { startHttpServer, type RunningHttpServer } from './httpServer';

let running: RunningHttpServer;

beforeAll(async () => {
  running = await startHttpServer({ port: 0, quiet: true, now: () => TEST_NOW });
});
afterAll(() => running.close());

async function inProcess(token: string | null, query: string, variables = {}) {
  const result = await running.server.execute({ query, variables, token });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as Record<string, any>;
}

async function login(email: string): Promise<string> {
  const data = await inProcess(
    null,
    'query L($data: UserLoginInput!) { userLogin(data: $data) { token } }',
    {
      data: { email, password: DEMO_PASSWORD },
    },
  );
  return data.userLogin.token;
}

async function upload(token: string): Promise<string> {
  const data = await inProcess(
    token,
    'mutation U($file: Upload!) { uploadImage(file: $file) { url } }',
    {
      file: new File([CHROMIUM_PNG], 'signature.png', { type: 'image/png' }),
    },
  );
  return data.uploadImage.url;
}

/** The report a share link opens, asked over HTTP as the customer's page asks it. */
async function sharedReport(token: string) {
  const response = await fetch(`${running.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query S($token: String!) { sharedVisitReport(token: $token) {
        companyLogo photos { url } signature { url } } }`,
      variables: { token },
    }),
  });
  return ((await response.json()) as any).data.sharedVisitReport;
}

const get = (path: string) => fetch(`${running.url}${path}`);

describe('GET /shared/:link/files/:ref', () => {
  let staff: string;
  let jobId: string;
  let urls: string[];
  let token: string;

  beforeAll(async () => {
    staff = await login('staff40@routebook.test');
    const admin = await login('admin40@routebook.test');
    const { store } = running.server;
    const company = store.companies.all().find((c) => c.planLevel === 40)!;
    // Monday Route's completed job, which staff40 worked, with a photo.
    const job = store.jobs
      .where('companyId', company.id)
      .find((j) => j.status === 'complete' && store.jobPhotos.count('jobId', j.id) > 0)!;
    jobId = job.id;
    await inProcess(
      admin,
      'mutation C($id: ID!, $data: CompanyInput!) { updateCompany(id: $id, data: $data) { id } }',
      {
        id: company.id,
        data: { logo: await upload(admin) },
      },
    );
    await inProcess(
      staff,
      'mutation S($jobId: ID!, $data: JobSignatureInput!) { saveJobSignature(jobId: $jobId, data: $data) { job { id } } }',
      { jobId, data: { imageUrl: await upload(staff), signedBy: 'Dana Customer' } },
    );
    const shared = await inProcess(
      staff,
      'mutation R($jobId: ID!) { shareVisitReport(jobId: $jobId) { path } }',
      {
        jobId,
      },
    );
    token = shared.shareVisitReport.path.split('/visit/')[1];
    const report = await sharedReport(token);
    urls = [
      report.companyLogo,
      ...report.photos.map((p: { url: string }) => p.url),
      report.signature.url,
    ];
  });

  it('gives the customer the report images through the link, never an upload URL', async () => {
    expect(urls).toHaveLength(3);
    for (const url of urls)
      expect(url).toMatch(/^\/shared\/[0-9a-f]{64}\/files\/(logo|photo-1|signature)$/);
    const own = await inProcess(
      staff,
      'query J($id: ID!) { job(id: $id) { visitReport { signature { url } } } }',
      {
        id: jobId,
      },
    );
    // The app's own report (a member's) keeps the upload's URL, which the share never shows.
    expect(own.job.visitReport.signature.url).toMatch(/^\/uploads\//);
    expect(JSON.stringify(await sharedReport(token))).not.toContain('/uploads/');
  });

  it('serves them while the link is live, uncached, with the upload bytes', async () => {
    const { store, files } = running.server;
    const signature = store.jobSignatures.where('jobId', jobId)[0]!;
    const response = await get(urls[2]!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = files.get(signature.url.split('/').at(-1)!)!;
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(stored.bytes);
    for (const url of urls) expect((await get(url)).status, url).toBe(200);
    expect((await fetch(`${running.url}${urls[0]}`, { method: 'HEAD' })).status).toBe(200);
  });

  it("answers 404 for a link's other names, an unknown link, and another report's images", async () => {
    const link = urls[0]!.split('/')[2]!;
    for (const path of [
      `/shared/${link}/files/photo-2`,
      `/shared/${link}/files/..%2F..%2Fuploads`,
      `/shared/${'0'.repeat(64)}/files/signature`,
      `/shared/${link}/files/`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
    // Another job's link opens that job's images alone: it has no signature.
    const { store } = running.server;
    const other = store.jobs
      .where('companyId', store.jobs.get(jobId)!.companyId)
      .find((j) => j.status === 'complete' && j.id !== jobId)!;
    const admin = await login('admin40@routebook.test');
    const otherLink = await inProcess(
      admin,
      'mutation R($jobId: ID!) { shareVisitReport(jobId: $jobId) { path } }',
      {
        jobId: other.id,
      },
    );
    const otherReport = await sharedReport(otherLink.shareVisitReport.path.split('/visit/')[1]);
    expect(otherReport.signature).toBeNull();
    const otherId = otherReport.companyLogo.split('/')[2];
    expect((await get(`/shared/${otherId}/files/signature`)).status).toBe(404);
  });

  it('answers 404 once the link is revoked, while a new link works', async () => {
    await inProcess(
      staff,
      'mutation V($jobId: ID!) { revokeVisitReportLink(jobId: $jobId) { job { id } } }',
      {
        jobId,
      },
    );
    for (const url of urls) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ message: messages.notFound, code: 'NOT_FOUND' });
    }
    const again = await inProcess(
      staff,
      'mutation R($jobId: ID!) { shareVisitReport(jobId: $jobId) { path } }',
      {
        jobId,
      },
    );
    const fresh = await sharedReport(again.shareVisitReport.path.split('/visit/')[1]);
    expect(fresh.signature.url).not.toBe(urls[2]);
    expect((await get(fresh.signature.url)).status).toBe(200);
    expect((await get(urls[2]!)).status).toBe(404);
  });
});

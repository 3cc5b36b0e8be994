/**
 * Notes marked for the customer, the customer's signature, the visit report and the share link that
 * opens it without a login.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { SIGNED_BY_MAX_LENGTH, messages, fieldDayMessages } from '@routebook/schema';
import {
  TEST_NOW,
  expectError,
  startTestServer,
  the,
  type TestServer,
} from '../../../test/testSupport';
import { DEFAULT_APP_URL } from '../context';
import { CHROMIUM_JPEG } from '../../../test/testImages';

const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (ch) => ch.charCodeAt(0),
);

const UPLOAD = `mutation Upload($file: Upload!) { uploadImage(file: $file) { url } }`;
const CREATE_NOTE = `mutation CreateNote($data: JobNoteInput!) {
  createJobNote(data: $data) { jobNote { id description forCustomer } }
}`;
const UPDATE_NOTE = `mutation UpdateNote($id: ID!, $data: JobNoteInput!) {
  updateJobNote(id: $id, data: $data) { jobNote { id description forCustomer } }
}`;
const SIGN = `mutation Sign($jobId: ID!, $data: JobSignatureInput!, $key: ID) {
  saveJobSignature(jobId: $jobId, data: $data, clientMutationId: $key) {
    clientMutationId
    job { id signature { url signedBy signedAt } }
  }
}`;
const SHARE = `mutation Share($jobId: ID!) {
  shareVisitReport(jobId: $jobId) { url path job { id reportLink { createdAt revoked revokedAt } } }
}`;
const REVOKE = `mutation Revoke($jobId: ID!) {
  revokeVisitReportLink(jobId: $jobId) { job { id reportLink { createdAt revoked revokedAt } } }
}`;
const REPORT_FIELDS = `companyName companyLogo completedAt totalMinutes
  customer { displayName address1 address2 city state zip }
  visits { timeIn timeOut minutes }
  tasks { description }
  serviceItems { name isComplete }
  notes { description createdAt }
  photos { url photoDate }
  signature { url signedBy signedAt }`;
const SHARED = `query Shared($token: String!) { sharedVisitReport(token: $token) { ${REPORT_FIELDS} } }`;
const JOB = `query Job($id: ID!) {
  job(id: $id) {
    id status notes
    jobNotes { id description forCustomer }
    signature { url signedBy signedAt }
    reportLink { createdAt revoked revokedAt }
    visitReport { ${REPORT_FIELDS} }
  }
}`;
const COMPLETE = `mutation Complete($id: ID!, $status: JobStatus) {
  updateJob(id: $id, data: { status: $status }) { job { id status } }
}`;

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId, companyUserId } = await t.signIn(email);
  const jobs = await t.routeJobs(token, companyId);
  const withStatus = (status: string) => the(jobs.find((job) => job.status === status)).id;
  const uploaded = async (): Promise<string> =>
    (await t.ok(token, UPLOAD, { file: new File([PNG], 'signature.png', { type: 'image/png' }) }))
      .uploadImage.url;
  const job = async (id: string) => (await t.ok(token, JOB, { id })).job;
  return { token, companyId, companyUserId, jobs, withStatus, uploaded, job };
}

/** The token of a share link's URL. */
const tokenOf = (url: string) => url.split('/visit/')[1] ?? '';

describe('job notes marked for the customer', () => {
  it('are internal unless marked; the mark is kept when an edit leaves it out', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('inprogress');
    const plain = await t.ok(staff.token, CREATE_NOTE, {
      data: { job: jobId, description: 'Gate code 4521' },
    });
    expect(plain.createJobNote.jobNote.forCustomer).toBe(false);
    const marked = await t.ok(staff.token, CREATE_NOTE, {
      data: { job: jobId, description: 'Filter replaced', forCustomer: true },
    });
    const id = marked.createJobNote.jobNote.id;
    expect(marked.createJobNote.jobNote.forCustomer).toBe(true);

    const edited = await t.ok(staff.token, UPDATE_NOTE, {
      id,
      data: { description: 'Filter replaced; pump primed' },
    });
    expect(edited.updateJobNote.jobNote).toMatchObject({
      description: 'Filter replaced; pump primed',
      forCustomer: true,
    });
    const unmarked = await t.ok(staff.token, UPDATE_NOTE, { id, data: { forCustomer: false } });
    expect(unmarked.updateJobNote.jobNote).toMatchObject({
      description: 'Filter replaced; pump primed',
      forCustomer: false,
    });
  });

  it('reads a note of an older data file (no mark stored) as internal', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('complete');
    const stored = the(t.server.store.jobNotes.where('jobId', jobId)[0]);
    expect(stored.forCustomer).toBeUndefined();
    const job = await staff.job(jobId);
    expect(job.jobNotes).toEqual([expect.objectContaining({ id: stored.id, forCustomer: false })]);
  });

  it('are on a completed visit of the demo data, whose report shows the one for the customer', async () => {
    const staff = await as('staff40@routebook.test');
    const completed = staff.jobs.filter((job) => job.status === 'complete');
    const reports = await Promise.all(
      completed.map(async (job) => (await staff.job(job.id)).visitReport),
    );
    const shown = reports.flatMap((report) =>
      report.notes.map((n: { description: string }) => n.description),
    );
    expect(shown).toEqual(['Filter cleaned; the pump is running quietly.']);
  });
});

describe('saveJobSignature', () => {
  it('saves the signature of an uploaded image, with the name and the time of signing', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('inprogress');
    const imageUrl = await staff.uploaded();
    const signedAt = new Date(TEST_NOW.getTime() - 60_000).toISOString();
    const data = await t.ok(staff.token, SIGN, {
      jobId,
      data: { imageUrl, signedBy: '  Dana Customer ', signedAt },
    });
    expect(data.saveJobSignature).toEqual({
      clientMutationId: null,
      job: { id: jobId, signature: { url: imageUrl, signedBy: 'Dana Customer', signedAt } },
    });
  });

  it('replaces the job signature when saved again; a time ahead of the server is taken as now', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('complete');
    await t.ok(staff.token, SIGN, {
      jobId,
      data: { imageUrl: await staff.uploaded(), signedBy: 'First' },
    });
    const second = await staff.uploaded();
    const data = await t.ok(staff.token, SIGN, {
      jobId,
      data: { imageUrl: second, signedBy: 'Second', signedAt: '2030-01-01T00:00:00Z' },
    });
    expect(data.saveJobSignature.job.signature).toEqual({
      url: second,
      signedBy: 'Second',
      signedAt: TEST_NOW.toISOString(),
    });
    expect(t.server.store.jobSignatures.where('jobId', jobId)).toHaveLength(1);
  });

  it('keeps the signature the customer was shown: once the report is shared it is final', async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const jobId = staff.withStatus('complete');
    const original = await staff.uploaded();
    await t.ok(staff.token, SIGN, { jobId, data: { imageUrl: original, signedBy: 'Dana' } });
    await t.ok(staff.token, SHARE, { jobId });
    const forged = { jobId, data: { imageUrl: await staff.uploaded(), signedBy: 'Someone Else' } };
    const refusal =
      'The visit report was shared with the customer, so its signature can no longer be replaced.';
    expectError(await t.run(staff.token, SIGN, forged), 'CONFLICT', refusal);
    // Revoking the links does not undo that the customer saw it, and an admin is refused alike.
    await t.ok(staff.token, REVOKE, { jobId });
    expectError(await t.run(admin.token, SIGN, { ...forged, key: 'forge-1' }), 'CONFLICT', refusal);
    expect((await staff.job(jobId)).signature).toMatchObject({ url: original, signedBy: 'Dana' });
    // A job shared before the customer signed still takes its first signature.
    const unsigned = the(staff.jobs.find((job) => job.status === 'complete' && job.id !== jobId));
    await t.ok(admin.token, SHARE, { jobId: unsigned.id });
    await t.ok(staff.token, SIGN, { ...forged, jobId: unsigned.id });
  });

  it('takes a PNG only: the signature pad saves PNGs', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('inprogress');
    const { uploadImage } = await t.ok(staff.token, UPLOAD, {
      file: new File([CHROMIUM_JPEG], 'signature.jpg', { type: 'image/jpeg' }),
    });
    const result = await t.run(staff.token, SIGN, {
      jobId,
      data: { imageUrl: uploadImage.url, signedBy: 'Dana' },
    });
    expectError(result, 'BAD_USER_INPUT', 'The signature must be a PNG image.');
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      imageUrl: 'The signature must be a PNG image.',
    });
    expect(t.server.store.jobSignatures.size).toBe(0);
  });

  it('refuses a blank or too long name, a bad time, and an image not uploaded to the company', async () => {
    const staff = await as('staff40@routebook.test');
    const other = await as('staff30@routebook.test');
    const jobId = staff.withStatus('inprogress');
    const imageUrl = await staff.uploaded();
    const nameMessage = fieldDayMessages.signedByInvalid.replace(
      '{max}',
      String(SIGNED_BY_MAX_LENGTH),
    );
    for (const signedBy of ['   ', 'x'.repeat(SIGNED_BY_MAX_LENGTH + 1)]) {
      const result = await t.run(staff.token, SIGN, { jobId, data: { imageUrl, signedBy } });
      expectError(result, 'BAD_USER_INPUT', nameMessage);
      expect(result.errors?.[0]?.extensions?.fields).toEqual({ signedBy: nameMessage });
    }
    expectError(
      await t.run(staff.token, SIGN, {
        jobId,
        data: { imageUrl, signedBy: 'Dana', signedAt: 'yesterday' },
      }),
      'BAD_USER_INPUT',
      messages.invalidDate,
    );
    for (const foreign of ['/uploads/AAAAAAAAAAAAAAAAAAAAAA', await other.uploaded(), 'x.png']) {
      expectError(
        await t.run(staff.token, SIGN, { jobId, data: { imageUrl: foreign, signedBy: 'Dana' } }),
        'BAD_USER_INPUT',
        fieldDayMessages.signatureNotUploaded,
      );
    }
    expect(t.server.store.jobSignatures.size).toBe(0);
  });

  it('is saved once per clientMutationId; the key with other details is refused', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('inprogress');
    const imageUrl = await staff.uploaded();
    const variables = { jobId, data: { imageUrl, signedBy: 'Dana' }, key: 'sig-1' };
    const first = await t.ok(staff.token, SIGN, variables);
    const savedAt = the(t.server.store.jobSignatures.where('jobId', jobId)[0]).savedAt;
    const again = await t.ok(staff.token, SIGN, variables);
    expect(again).toEqual(first);
    expect(again.saveJobSignature.clientMutationId).toBe('sig-1');
    expect(t.server.store.jobSignatures.where('jobId', jobId)).toEqual([
      expect.objectContaining({ savedAt, signedBy: 'Dana' }),
    ]);
    expectError(
      await t.run(staff.token, SIGN, { ...variables, data: { imageUrl, signedBy: 'Dan' } }),
      'IDEMPOTENCY_KEY_REUSED',
      messages.clientMutationIdReused,
    );
  });

  it("answers another company's job as a deleted one, and writes nothing", async () => {
    const staff = await as('staff40@routebook.test');
    const victim = await as('admin30@routebook.test');
    const result = await t.run(staff.token, SIGN, {
      jobId: victim.withStatus('complete'),
      data: { imageUrl: await staff.uploaded(), signedBy: 'Dana' },
    });
    expectError(result, 'NOT_FOUND', messages.jobDeleted);
    expect(t.server.store.jobSignatures.size).toBe(0);
  });
});

describe('the visit report', () => {
  it('is null until the job is complete', async () => {
    const staff = await as('staff40@routebook.test');
    expect((await staff.job(staff.withStatus('inprogress'))).visitReport).toBeNull();
  });

  it("holds the job's customer, times, tasks, service items, photos, customer notes and signature", async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('complete');
    await t.ok(staff.token, CREATE_NOTE, {
      data: { job: jobId, description: 'All clear, see you in spring.', forCustomer: true },
    });
    const imageUrl = await staff.uploaded();
    await t.ok(staff.token, SIGN, { jobId, data: { imageUrl, signedBy: 'Dana Customer' } });
    const job = await staff.job(jobId);
    const stored = the(t.server.store.jobs.get(jobId));
    const customer = the(t.server.store.customers.get(stored.customerId));
    expect(job.visitReport).toEqual({
      companyName: 'Sparkle Cleaning Co',
      companyLogo: null,
      completedAt: stored.completedAt,
      totalMinutes: 75,
      customer: {
        displayName: customer.displayName,
        address1: customer.address1,
        address2: customer.address2,
        city: customer.city,
        state: customer.state,
        zip: customer.zip,
      },
      visits: [{ timeIn: expect.any(String), timeOut: expect.any(String), minutes: 75 }],
      tasks: [{ description: '<p>Check the <strong>back yard</strong> first</p>' }],
      serviceItems: [{ name: expect.any(String), isComplete: true }],
      notes: [{ description: 'All clear, see you in spring.', createdAt: TEST_NOW.toISOString() }],
      photos: [{ url: expect.stringMatching(/^\/uploads\//), photoDate: expect.any(String) }],
      signature: { url: imageUrl, signedBy: 'Dana Customer', signedAt: TEST_NOW.toISOString() },
    });
  });
});

describe('share links', () => {
  it('are made by a member who clocked in on the job, under the app URL, with only a hash kept', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('complete');
    const { shareVisitReport } = await t.ok(staff.token, SHARE, { jobId });
    const token = tokenOf(shareVisitReport.url);
    // 32 random bytes, base64url: 43 characters, 256 bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(shareVisitReport.url).toBe(`${DEFAULT_APP_URL}/visit/${token}`);
    expect(shareVisitReport.path).toBe(`/visit/${token}`);
    expect(shareVisitReport.job.reportLink).toEqual({
      createdAt: TEST_NOW.toISOString(),
      revoked: false,
      revokedAt: null,
    });
    expect(JSON.stringify(t.server.store.snapshot())).not.toContain(token);

    // Anyone with the link, without a login, reads the report the job page shows, but for its
    // images: served through the link, never at the uploads' own URLs.
    const shared = await t.ok(null, SHARED, { token });
    const own = (await staff.job(jobId)).visitReport;
    const link = the(t.server.store.visitReportLinks.where('jobId', jobId)[0]).id;
    expect(own.photos).toHaveLength(1);
    expect(shared.sharedVisitReport).toEqual({
      ...own,
      photos: [{ ...own.photos[0], url: `/shared/${link}/files/photo-1` }],
    });
  });

  it('are made under the server appUrl (--app-url)', async () => {
    t = await startTestServer({ config: { appUrl: 'https://app.example.com/' } });
    const staff = await as('staff40@routebook.test');
    const { shareVisitReport } = await t.ok(staff.token, SHARE, {
      jobId: staff.withStatus('complete'),
    });
    expect(shareVisitReport.url).toMatch(/^https:\/\/app\.example\.com\/visit\/[\w-]{43}$/);
  });

  it('are refused to a regular member who did not clock in, and for a job not complete', async () => {
    const admin = await as('admin40@routebook.test');
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('complete');
    // Another regular member of the company, who never clocked in on the job.
    t.server.store.jobTimes.where('jobId', jobId).forEach((entry) => {
      t.server.store.jobTimes.update(entry.id, { companyUserId: admin.companyUserId });
    });
    expectError(await t.run(staff.token, SHARE, { jobId }), 'FORBIDDEN', messages.forbidden);
    expectError(await t.run(staff.token, REVOKE, { jobId }), 'FORBIDDEN', messages.forbidden);
    // An admin may, clocked in or not.
    await t.ok(admin.token, SHARE, { jobId });
    expectError(
      await t.run(admin.token, SHARE, { jobId: admin.withStatus('active') }),
      'CONFLICT',
      fieldDayMessages.visitReportNotComplete,
    );
    expect(t.server.store.visitReportLinks.size).toBe(1);
  });

  it('open nothing once revoked; sharing again makes a new link that works', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('complete');
    const first = tokenOf((await t.ok(staff.token, SHARE, { jobId })).shareVisitReport.url);
    const second = tokenOf((await t.ok(staff.token, SHARE, { jobId })).shareVisitReport.url);
    expect(second).not.toBe(first);
    // Both work until revoked: a link already sent is not broken by sharing again.
    for (const token of [first, second]) {
      expect((await t.ok(null, SHARED, { token })).sharedVisitReport).not.toBeNull();
    }

    const { revokeVisitReportLink } = await t.ok(staff.token, REVOKE, { jobId });
    expect(revokeVisitReportLink.job.reportLink).toEqual({
      createdAt: TEST_NOW.toISOString(),
      revoked: true,
      revokedAt: TEST_NOW.toISOString(),
    });
    for (const token of [first, second]) {
      expect(await t.ok(null, SHARED, { token })).toEqual({ sharedVisitReport: null });
    }

    const third = tokenOf((await t.ok(staff.token, SHARE, { jobId })).shareVisitReport.url);
    expect((await t.ok(null, SHARED, { token: third })).sharedVisitReport).not.toBeNull();
    expect(await t.ok(null, SHARED, { token: first })).toEqual({ sharedVisitReport: null });
    expect((await staff.job(jobId)).reportLink).toMatchObject({ revoked: false });
  });

  it('answer an unknown token, a revoked one and a reopened job alike: null', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = admin.withStatus('complete');
    const token = tokenOf((await t.ok(admin.token, SHARE, { jobId })).shareVisitReport.url);
    for (const unknown of [
      '',
      'x',
      `${token.slice(0, -1)}A`,
      token.toUpperCase(),
      'a'.repeat(5000),
    ]) {
      if (unknown === token) continue;
      expect(await t.run(null, SHARED, { token: unknown })).toEqual({
        data: { sharedVisitReport: null },
      });
    }
    await t.ok(admin.token, COMPLETE, { id: jobId, status: 'inprogress' });
    expect(await t.ok(null, SHARED, { token })).toEqual({ sharedVisitReport: null });
    await t.ok(admin.token, COMPLETE, { id: jobId, status: 'complete' });
    expect((await t.ok(null, SHARED, { token })).sharedVisitReport).not.toBeNull();
  });

  it('reveal nothing of another job, of the company, nor anything internal', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = staff.withStatus('complete');
    await t.ok(staff.token, CREATE_NOTE, {
      data: { job: jobId, description: 'For you: filter replaced.', forCustomer: true },
    });
    const token = tokenOf((await t.ok(staff.token, SHARE, { jobId })).shareVisitReport.url);
    // Every field of VisitReport (REPORT_FIELDS), not only those the app reads.
    const shared = JSON.stringify((await t.ok(null, SHARED, { token })).sharedVisitReport);
    const { store } = t.server;
    const job = the(store.jobs.get(jobId));
    const company = the(store.companies.get(job.companyId));
    const ids = Object.values(store.snapshot().tables).flatMap((table) =>
      table.rows.map((row) => row.id),
    );
    for (const id of ids) expect(shared).not.toContain(`"${id}"`);
    expect(shared).toContain('For you: filter replaced.');
    for (const internal of [
      'Customer asked for the same time next week.', // an internal note of this job
      the(job.notes), // the Important Note
      'Front gate', // a photo's note (its file name)
      'Sam', // who worked it
      the(company.website),
      the(company.address),
      the(store.customers.get(job.customerId)?.email),
    ]) {
      expect(shared, internal).not.toContain(internal);
    }
    // Nothing of the company's other jobs.
    for (const other of staff.jobs.filter((j) => j.id !== jobId)) {
      const customer = the(store.customers.get(the(store.jobs.get(other.id)).customerId));
      if (customer.id === job.customerId) continue;
      expect(shared).not.toContain(customer.displayName);
    }
  });

  it("answer another company's job as missing, and change nothing", async () => {
    const staff = await as('admin40@routebook.test');
    const victim = await as('admin30@routebook.test');
    const jobId = victim.withStatus('complete');
    const token = tokenOf((await t.ok(victim.token, SHARE, { jobId })).shareVisitReport.url);
    expectError(await t.run(staff.token, SHARE, { jobId }), 'NOT_FOUND', messages.notFound);
    expectError(await t.run(staff.token, REVOKE, { jobId }), 'NOT_FOUND', messages.notFound);
    expect((await t.ok(staff.token, JOB, { id: jobId })).job).toBeNull();
    expect((await t.ok(null, SHARED, { token })).sharedVisitReport).not.toBeNull();
    expect(t.server.store.visitReportLinks.size).toBe(1);
  });
});

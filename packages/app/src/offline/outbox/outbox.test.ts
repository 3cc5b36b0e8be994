import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchQuery, type Environment } from 'relay-runtime';
import { messages } from '@routebook/schema';
import { createMockServer, type MockServer } from '@routebook/mock-server';
import JobDetailPageQuery from '../../pages/JobDetail/__generated__/JobDetailPageQuery.graphql';
import type { AppServices } from '../../services/services';
import {
  createPhoneLine,
  drained,
  logInOn,
  openOutboxOn,
  phoneOn,
  type PhoneLine,
} from '../../testing/phone';
import type { Session } from '../../session/session';
import { offlineDB, type OfflineDB } from '../db';
import type { FieldChange } from '../fieldActions';

const STAFF = 'staff40@routebook.test';
const ADMIN = 'admin40@routebook.test';

let server: MockServer;
let line: PhoneLine;
let db: OfflineDB;

const login = (email: string) => logInOn(server, email);
const device = (session: Session): AppServices => phoneOn(server, session, line);
const openOutbox = (services: AppServices, retryDelays = [60_000], now?: () => number) =>
  openOutboxOn(services, db, { retryDelays, ...(now ? { now } : {}) });

/** An active job on one of the staff member's company's routes; they are clocked in nowhere. */
function activeJob(session: Session) {
  const companyId = session.user.currentUser!.company.id;
  for (const open of server.store.jobTimes.where('companyUserId', session.user.currentUser!.id)) {
    if (open.status !== 'active') continue;
    const timeOutAt = '2026-11-02T07:00:00.000Z';
    server.store.jobTimes.update(open.id, {
      status: 'complete',
      timeOut: '2026-11-02T07:00',
      timeOutAt,
    });
  }
  const job = server.store.jobs
    .where('companyId', companyId)
    .find((candidate) => candidate.status === 'active' && candidate.routeId);
  if (!job) throw new Error('the demo company has an active job on a route');
  return job;
}

async function loadJob(environment: Environment, jobId: string, companyId: string) {
  await fetchQuery(environment, JobDetailPageQuery, { id: jobId, companyId }).toPromise();
}

/** The job's list `field` as the store shows it now (optimistic layers included). */
function shown(environment: Environment, jobId: string, field: string): Record<string, unknown>[] {
  const source = environment.getStore().getSource();
  const refs = (source.get(`Job:${jobId}`)?.[field] as { __refs: string[] } | undefined)?.__refs;
  return (refs ?? []).map((ref) => ({ ...source.get(ref) }));
}

/** A real 1x1 PNG: a photo, or a signature, as small as can be. */
const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const tap = (at: string) => ({ timeIn: at.slice(0, 16), timeInAt: new Date(at).toISOString() });

beforeEach(async () => {
  server = await createMockServer({ now: () => new Date('2026-11-02T09:00:00.000Z') });
  line = createPhoneLine();
  db = (await offlineDB())!;
  await db.clear('outbox');
});

describe('the outbox', () => {
  it('keeps changes made offline through a reload and sends each exactly once when back online', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const companyId = session.user.currentUser!.company.id;
    const phone = device(session);
    await loadJob(phone.environment(), job.id, companyId);
    const outbox = await openOutbox(phone);

    line.offline = true;
    const clockIn: FieldChange = {
      kind: 'createJobTime',
      jobId: job.id,
      variables: { data: { job: job.id, ...tap('2026-11-02T08:15:00'), status: 'active' } },
    };
    await outbox.send(clockIn);
    await outbox.send({
      kind: 'createJobTask',
      jobId: job.id,
      variables: { id: job.id, data: { description: 'Replace the filter', status: 'active' } },
    });
    await outbox.send({
      kind: 'createJobNote',
      jobId: job.id,
      variables: { data: { job: job.id, description: 'Gate code 4411' } },
    });

    // Shown at once, marked pending; nothing reached the server.
    expect(outbox.getState().pending).toBe(3);
    const tasks = shown(phone.environment(), job.id, 'tasks');
    expect(tasks.at(-1)).toMatchObject({ description: 'Replace the filter' });
    expect(outbox.getState().pendingIds.has(tasks.at(-1)!.id as string)).toBe(true);
    expect(shown(phone.environment(), job.id, 'jobTime').at(-1)).toMatchObject({
      status: 'active',
      timeIn: '2026-11-02T08:15',
    });
    expect(server.store.jobTasks.where('jobId', job.id).map((t) => t.description)).not.toContain(
      'Replace the filter',
    );

    // The page is reloaded, still offline: a new store, the same kept changes.
    outbox.close();
    const reloaded = device(session);
    const again = await openOutbox(reloaded);
    expect(again.getState().pending).toBe(3);

    line.offline = false;
    await loadJob(reloaded.environment(), job.id, companyId);
    again.syncNow();
    await drained(again);

    const times = server.store.jobTimes.where('jobId', job.id);
    expect(times.filter((t) => t.timeIn === '2026-11-02T08:15')).toHaveLength(1);
    expect(
      server.store.jobTasks
        .where('jobId', job.id)
        .filter((t) => t.description === 'Replace the filter'),
    ).toHaveLength(1);
    expect(
      server.store.jobNotes
        .where('jobId', job.id)
        .filter((n) => n.description === 'Gate code 4411'),
    ).toHaveLength(1);
    expect(again.getState()).toMatchObject({ pending: 0, refused: [] });
    expect(await db.count('outbox')).toBe(0);
    // The server's records replace the pending ones in the store.
    expect(shown(reloaded.environment(), job.id, 'tasks').at(-1)!.id).not.toMatch(/^pending-/);
  });

  it('sends a note and a Complete tapped offline with the time of the tap, kept through a reload', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const companyId = session.user.currentUser!.company.id;
    const phone = device(session);
    await loadJob(phone.environment(), job.id, companyId);
    // The phone's clock: the taps at 08:24 and 08:25; the server syncs them at 09:00.
    let deviceNow = Date.parse('2026-11-02T08:24:00.000Z');
    const outbox = await openOutbox(phone, undefined, () => deviceNow);

    line.offline = true;
    await outbox.send({
      kind: 'createJobNote',
      jobId: job.id,
      variables: { data: { job: job.id, description: 'Typed at 8:24' } },
    });
    deviceNow = Date.parse('2026-11-02T08:25:00.000Z');
    await outbox.send({
      kind: 'updateJob',
      jobId: job.id,
      variables: { id: job.id, data: { status: 'complete' } },
    });
    const typed = () =>
      shown(phone.environment(), job.id, 'jobNotes').find((n) => n.description === 'Typed at 8:24');
    expect(typed()).toMatchObject({ createdAt: '2026-11-02T08:24:00.000Z' });

    // Reloaded two minutes later, still offline: the kept changes keep their taps' times.
    outbox.close();
    deviceNow = Date.parse('2026-11-02T08:27:00.000Z');
    const reloaded = device(session);
    const again = await openOutbox(reloaded, undefined, () => deviceNow);
    expect(again.getState().pending).toBe(2);
    // Read again from the server (not yet sent: the retry waits a minute), shown with the change.
    line.offline = false;
    await loadJob(reloaded.environment(), job.id, companyId);
    const shownAgain = shown(reloaded.environment(), job.id, 'jobNotes');
    expect(shownAgain.find((n) => n.description === 'Typed at 8:24')).toMatchObject({
      createdAt: '2026-11-02T08:24:00.000Z',
    });
    again.syncNow();
    await drained(again);

    const notes = server.store.jobNotes.where('jobId', job.id);
    expect(notes.filter((n) => n.description === 'Typed at 8:24')).toEqual([
      expect.objectContaining({ createdAt: '2026-11-02T08:24:00.000Z' }),
    ]);
    expect(server.store.jobs.get(job.id)).toMatchObject({
      status: 'complete',
      completedAt: '2026-11-02T08:25:00.000Z',
    });
  });

  it('writes once when the answer is lost and the change is sent again', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    const outbox = await openOutbox(phone);
    line.loseAnswers = 2;
    await outbox.send({
      kind: 'createJobNote',
      jobId: job.id,
      variables: { data: { job: job.id, description: 'Dog in the yard' } },
    });
    expect(outbox.getState().pending).toBe(1);
    outbox.syncNow();
    await vi.waitFor(() => expect(line.posts).toBe(2));
    await vi.waitFor(() => expect(outbox.getState().retryAt).not.toBeNull());
    outbox.syncNow();
    await drained(outbox);
    expect(line.posts).toBe(3);
    expect(
      server.store.jobNotes
        .where('jobId', job.id)
        .filter((n) => n.description === 'Dog in the yard'),
    ).toHaveLength(1);
  });

  it('sends an edit of a task made offline to the task the server made', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    await loadJob(phone.environment(), job.id, session.user.currentUser!.company.id);
    const outbox = await openOutbox(phone);
    line.offline = true;
    await outbox.send({
      kind: 'createJobTask',
      jobId: job.id,
      variables: { id: job.id, data: { description: 'Check the pump', status: 'active' } },
    });
    const pendingTask = shown(phone.environment(), job.id, 'tasks').at(-1)!.id as string;
    await outbox.send({
      kind: 'updateJobTask',
      jobId: job.id,
      variables: { id: pendingTask, data: { description: 'Check the pump and the valve' } },
    });
    expect(shown(phone.environment(), job.id, 'tasks').at(-1)).toMatchObject({
      description: 'Check the pump and the valve',
    });
    line.offline = false;
    outbox.syncNow();
    await drained(outbox);
    const saved = server.store.jobTasks.where('jobId', job.id).map((t) => t.description);
    expect(saved).toContain('Check the pump and the valve');
    expect(saved).not.toContain('Check the pump');
  });

  it('refuses a clock-in on a job the office cancelled meanwhile, keeping what was typed', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    const outbox = await openOutbox(phone);
    line.offline = true;
    await outbox.send({
      kind: 'createJobTime',
      jobId: job.id,
      variables: { data: { job: job.id, ...tap('2026-11-02T08:30:00'), status: 'active' } },
    });
    await outbox.send({
      kind: 'createJobTask',
      jobId: job.id,
      variables: { id: job.id, data: { description: '<p>Bring a ladder</p>', status: 'active' } },
    });

    const office = await login(ADMIN);
    expect(office.user.currentUser!.company.id).toBe(session.user.currentUser!.company.id);
    const cancelled = await server.execute({
      query:
        'mutation C($id: ID!) { updateJob(id: $id, data: { status: cancelled }) { job { status } } }',
      variables: { id: job.id },
      token: office.token,
    });
    expect(cancelled.errors).toBeUndefined();

    line.offline = false;
    outbox.syncNow();
    await drained(outbox);
    const { refused } = outbox.getState();
    expect(refused.map((change) => change.message)).toEqual([
      messages.jobCancelled,
      messages.jobCancelled,
    ]);
    expect(refused[1]).toMatchObject({ code: 'CONFLICT', typed: '<p>Bring a ladder</p>' });
    expect(
      server.store.jobTimes.where('jobId', job.id).filter((t) => t.timeIn === '2026-11-02T08:30'),
    ).toEqual([]);
    // Kept on the device until dismissed.
    expect(await db.count('outbox')).toBe(2);
    await outbox.dismiss(refused[0]!.key);
    expect(outbox.getState().refused).toHaveLength(1);
    expect(await db.count('outbox')).toBe(1);
  });

  it('rejects a change refused while the person waits, and keeps nothing', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    const outbox = await openOutbox(phone);
    await expect(
      outbox.send({
        kind: 'createJobNote',
        jobId: job.id,
        variables: { data: { job: job.id, description: '' } },
      }),
    ).rejects.toThrow();
    expect(outbox.getState()).toMatchObject({ pending: 0, refused: [] });
    expect(await db.count('outbox')).toBe(0);
  });

  it('settles after a close only once the send on its way and its writes are done', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    const outbox = await openOutbox(phone);
    let release!: () => void;
    line.held = new Promise((resolve) => (release = resolve));
    const sent = outbox.send({
      kind: 'createJobNote',
      jobId: job.id,
      variables: { data: { job: job.id, description: 'Gate code 4411' } },
    });
    await vi.waitFor(() => expect(line.posts).toBe(1));
    expect(await db.count('outbox')).toBe(1);
    outbox.close();
    let settled = false;
    const settling = outbox.settled().then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    release();
    await settling;
    // The close let the waiting tap go on (kept); the answer came after it: the change is saved
    // and the device no longer keeps it, all before `settled` resolved.
    expect(await sent).toBe('queued');
    expect(await db.count('outbox')).toBe(0);
    expect(server.store.jobNotes.where('jobId', job.id).map((note) => note.description)).toContain(
      'Gate code 4411',
    );
  });

  it('uploads a photo kept offline once, even when the answer to its link is lost', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    const outbox = await openOutbox(phone);
    const before = server.store.jobPhotos.where('jobId', job.id).length;
    line.offline = true;
    await outbox.send({
      kind: 'addJobPhoto',
      jobId: job.id,
      photo: {
        file: new File([png], 'meter.png', { type: 'image/png' }),
        fileName: 'meter.png',
        photoDate: '2026-11-02T08:40:00.000Z',
      },
    });
    expect(outbox.getState().photos).toMatchObject([{ jobId: job.id, fileName: 'meter.png' }]);
    line.offline = false;
    // The upload's answer arrives; the link's is lost, and the link is sent again.
    line.loseAnswerOf = [line.posts + 2];
    outbox.syncNow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.waitFor(() => expect(outbox.getState().retryAt).not.toBeNull());
    outbox.syncNow();
    await drained(outbox);
    expect(line.uploads).toBe(1);
    expect(server.store.jobPhotos.where('jobId', job.id)).toHaveLength(before + 1);
    expect(outbox.getState().photos).toEqual([]);
  });

  it("reports Can't access offline, through a reload, and replays it once with its photo uploaded once", async () => {
    const session = await login(STAFF);
    const companyId = session.user.currentUser!.company.id;
    const member = session.user.currentUser!.id;
    // The demo seed has this technician clocked in at the route's job in progress.
    const open = server.store.jobTimes
      .where('companyUserId', member)
      .find((entry) => entry.status === 'active');
    const job = server.store.jobs.get(open?.jobId ?? '');
    expect(job?.status).toBe('inprogress');
    const phone = device(session);
    await loadJob(phone.environment(), job!.id, companyId);
    const outbox = await openOutbox(phone);

    line.offline = true;
    const change: FieldChange = {
      kind: 'reportCantAccess',
      jobId: job!.id,
      variables: {
        jobId: job!.id,
        data: {
          reason: 'Gate locked',
          note: 'Padlock on the side gate',
          photoUrl: null,
          reportedAt: '2026-11-02T08:50:00.000Z',
          reportedWallClock: '2026-11-02T08:50',
        },
      },
      photo: {
        file: new File([png], 'gate.png', { type: 'image/png' }),
        fileName: 'gate.png',
        photoDate: '2026-11-02T08:49:00.000Z',
      },
    };
    expect(await outbox.send(change)).toBe('queued');

    // Shown at once: the job cancelled with its reason, its clock-in closed, marked pending.
    const source = () => phone.environment().getStore().getSource();
    const shownJob = source().get(`Job:${job!.id}`)!;
    expect(shownJob.status).toBe('cancelled');
    const reportRef = (shownJob.cantAccess as { __ref: string }).__ref;
    expect(source().get(reportRef)).toMatchObject({ reason: 'Gate locked' });
    const reportId = source().get(reportRef)!.id as string;
    expect(outbox.getState().pendingIds.has(reportId)).toBe(true);
    expect(outbox.getState().cantAccessPhotos.get(reportId)).toBeInstanceOf(Blob);
    expect(
      shown(phone.environment(), job!.id, 'jobTime').find((t) => t.id === open!.id),
    ).toMatchObject({ status: 'complete', timeOut: '2026-11-02T08:50' });
    expect(server.store.jobs.get(job!.id)?.status).toBe('inprogress');

    // Reloaded, still offline: the same report kept, with its photo.
    outbox.close();
    const reloaded = device(session);
    const again = await openOutbox(reloaded);
    expect(again.getState().pending).toBe(1);
    expect(again.getState().cantAccessPhotos.size).toBe(1);

    // Back online: the upload's answer arrives, the report's is lost, and it is sent again.
    line.offline = false;
    const lost = line.posts + 2;
    line.loseAnswerOf = [lost];
    again.syncNow();
    await vi.waitFor(() => expect(line.posts).toBeGreaterThanOrEqual(lost));
    await vi.waitFor(() => {
      const state = again.getState();
      expect(state.retryAt !== null || state.pending === 0).toBe(true);
    });
    again.syncNow();
    await drained(again);

    expect(line.uploads).toBe(1);
    const reports = server.store.cantAccessReports.where('jobId', job!.id);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      reason: 'Gate locked',
      note: 'Padlock on the side gate',
      photoUrl: expect.stringMatching(/^\/uploads\//),
      reportedAt: '2026-11-02T08:50:00.000Z',
    });
    expect(server.store.jobs.get(job!.id)?.status).toBe('cancelled');
    expect(server.store.jobTimes.get(open!.id)).toMatchObject({
      status: 'complete',
      timeOut: '2026-11-02T08:50',
      timeOutAt: '2026-11-02T08:50:00.000Z',
    });
    expect(again.getState()).toMatchObject({ pending: 0, refused: [] });
    expect(again.getState().cantAccessPhotos.size).toBe(0);
    expect(await db.count('outbox')).toBe(0);
  });

  it('keeps a signature taken offline on the device and saves it once, the answer lost or not', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    const outbox = await openOutbox(phone);
    line.offline = true;
    await outbox.send({
      kind: 'saveJobSignature',
      jobId: job.id,
      signature: {
        image: new Blob([png], { type: 'image/png' }),
        signedBy: 'Dana Customer',
        signedAt: '2026-11-02T08:50:00.000Z',
      },
    });
    expect(outbox.getState().signatures).toMatchObject([
      { jobId: job.id, signedBy: 'Dana Customer', refused: null },
    ]);
    // On the device through a reload, image and all, while the signal is gone.
    outbox.close();
    const again = await openOutbox(device(session));
    const [kept] = again.getState().signatures;
    expect(kept).toMatchObject({ signedBy: 'Dana Customer' });
    expect(new Uint8Array(await kept!.image.arrayBuffer())).toEqual(png);
    // Its first try at opening found no network: it waits for the next.
    await vi.waitFor(() => expect(again.getState().retryAt).not.toBeNull());

    line.offline = false;
    // The upload's answer arrives; the save's is lost, and the save alone is sent again.
    line.loseAnswerOf = [line.posts + 2];
    again.syncNow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await vi.waitFor(() => expect(again.getState().retryAt).not.toBeNull());
    again.syncNow();
    await drained(again);
    expect(line.uploads).toBe(1);
    const saved = server.store.jobSignatures.where('jobId', job.id);
    expect(saved).toEqual([
      expect.objectContaining({ signedBy: 'Dana Customer', signedAt: '2026-11-02T08:50:00.000Z' }),
    ]);
    expect(server.files.get(saved[0]!.url.split('/').at(-1)!)?.bytes).toEqual(png);
    expect(again.getState().signatures).toEqual([]);
    expect(await db.count('outbox')).toBe(0);
  });

  it('keeps a signature refused because the report was shared meanwhile, saying why', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    const outbox = await openOutbox(phone);
    line.offline = true;
    await outbox.send({
      kind: 'saveJobSignature',
      jobId: job.id,
      signature: {
        image: new Blob([png], { type: 'image/png' }),
        signedBy: 'Someone Else',
        signedAt: '2026-11-02T08:50:00.000Z',
      },
    });
    // Meanwhile the office has the customer's signature, completes the job and shares its report.
    const office = (await login(ADMIN)).token;
    const as = (query: string, variables: Record<string, unknown>) =>
      server.execute({ query, variables, token: office });
    const upload = await as('mutation U($file: Upload!) { uploadImage(file: $file) { url } }', {
      file: new File([png], 'signature.png', { type: 'image/png' }),
    });
    const imageUrl = (upload.data as { uploadImage: { url: string } }).uploadImage.url;
    await as(
      'mutation S($jobId: ID!, $data: JobSignatureInput!) { saveJobSignature(jobId: $jobId, data: $data) { job { id } } }',
      { jobId: job.id, data: { imageUrl, signedBy: 'Dana Customer' } },
    );
    await as(
      'mutation C($id: ID!) { updateJob(id: $id, data: { status: complete }) { job { id } } }',
      {
        id: job.id,
      },
    );
    const shared = await as(
      'mutation R($jobId: ID!) { shareVisitReport(jobId: $jobId) { path } }',
      {
        jobId: job.id,
      },
    );
    expect(shared.errors).toBeUndefined();

    line.offline = false;
    outbox.syncNow();
    await drained(outbox);
    // The job page's signature section and the sync bar say why, until it is discarded.
    expect(outbox.getState().signatures).toEqual([
      expect.objectContaining({ refused: messages.signatureFinal, signedBy: 'Someone Else' }),
    ]);
    expect(outbox.getState().refused).toEqual([
      expect.objectContaining({
        label: 'Customer signature',
        message:
          'The visit report was shared with the customer, so its signature can no longer be replaced.',
        code: 'CONFLICT',
      }),
    ]);
    expect(server.store.jobSignatures.where('jobId', job.id)).toEqual([
      expect.objectContaining({ url: imageUrl, signedBy: 'Dana Customer' }),
    ]);
  });

  it('keeps a refused signature to read and discard', async () => {
    const session = await login(STAFF);
    const job = activeJob(session);
    const phone = device(session);
    const outbox = await openOutbox(phone);
    line.offline = true;
    await outbox.send({
      kind: 'saveJobSignature',
      jobId: job.id,
      signature: {
        image: new Blob(['not a png'], { type: 'image/png' }),
        signedBy: 'Dana Customer',
        signedAt: '2026-11-02T08:50:00.000Z',
      },
    });
    line.offline = false;
    outbox.syncNow();
    await drained(outbox);
    expect(outbox.getState().signatures).toEqual([
      expect.objectContaining({ refused: messages.notAnImage, signedBy: 'Dana Customer' }),
    ]);
    expect(server.store.jobSignatures.size).toBe(0);
    await outbox.dismiss(outbox.getState().signatures[0]!.key);
    expect(outbox.getState().signatures).toEqual([]);
  });
});

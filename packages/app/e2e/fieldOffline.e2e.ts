/**
 * A technician in a dead zone, at phone size in Chromium: after one visit online the app
 * starts with the network cut (context.setOffline), the day's route and job open from what was
 * kept, and every tap (clock in, task, note, two photos, service items, complete) is shown at once
 * as pending, survives a reload, and reaches the server exactly once when the network returns,
 * even if it comes and goes during the replay. A job the office cancelled meanwhile refuses the
 * queued work with the server's words, and what was typed can still be copied. A note and a
 * Complete done offline keep the time they were tapped, not the time they synced (on a phone and
 * on a desktop).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { logInOverHttp } from '@routebook/mock-server/testing';
import { clockOutEverywhere } from './clockOut';
import { addNote, addPhotoFiles, addTask, section, writePng } from './jobPage';
import { jobOnServer, newActiveJob } from './officeJobs';
import { apiAs, logIn, openRouteList, jobKeptForOffline, useE2eApp, waitForPath } from './harness';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './previewApp';

const STAFF = 'staff40@routebook.test';
const ADMIN = 'admin40@routebook.test';

const app = useE2eApp();

interface JobAsStored {
  status: string;
  notes: string | null;
  tasks: { description: string }[];
  jobNotes: { description: string }[];
  photos: { id: string }[];
  jobServiceItems: { serviceItem: { name: string } }[];
  jobTime: { id: string; timeIn: string | null; status: string }[];
}

/** The job as the server has it, read over HTTP by the office. */
const stored = (jobId: string): Promise<JobAsStored> =>
  jobOnServer<JobAsStored>(
    app(),
    ADMIN,
    jobId,
    `status
    notes
    tasks { description }
    jobNotes { description }
    photos { id }
    jobServiceItems { serviceItem { name } }
    jobTime { id timeIn status user { id } }`,
  );

/** The route page's Active jobs of Monday Route: their paths, first to last. */
async function activeJobs(page: Page): Promise<string[]> {
  await page.getByRole('link', { name: /^Monday Route/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Monday Route' }).waitFor();
  const rows = page
    .getByRole('list', { name: 'Route items' })
    .getByRole('link', { name: /,\s*Active\s*,/ });
  await rows.first().waitFor();
  return Promise.all((await rows.all()).map(async (row) => (await row.getAttribute('href')) ?? ''));
}

/** Logs in, lets the service worker take the page, and opens Monday Route's Active jobs' paths. */
async function visitOnline(page: Page): Promise<string[]> {
  await logIn(page, app().baseUrl, STAFF);
  await openRouteList(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return activeJobs(page);
}

async function addPhotos(page: Page, count: number) {
  const files = await Promise.all(
    Array.from({ length: count }, (_, i) => writePng(`offline-${i}`)),
  );
  await addPhotoFiles(page, files);
}

/** A new Active job's page, open on a phone after an online visit (for a test of its own). */
async function openNewJob(): Promise<{ page: Page; jobPath: string; jobId: string }> {
  const { jobPath, jobId } = await newActiveJob(app(), ADMIN);
  const page = await app().newPage();
  await visitOnline(page);
  await page.goto(`${app().baseUrl}${jobPath}`);
  await section(page, 'Tasks').waitFor();
  return { page, jobPath, jobId };
}

/** Waits until the shell shows no change pending or being sent: the outbox is empty. */
async function drained(page: Page) {
  const queued = page.getByText(/\d+ changes? pending|Sending \d+ changes?/);
  await expect.poll(() => queued.count(), { timeout: 60_000 }).toBe(0);
}

describe('a dead zone', () => {
  it('records a whole visit offline, keeps it through a reload, and sends each tap exactly once', async () => {
    await clockOutEverywhere(app().mock.url, (await logInOverHttp(app().mock.url, STAFF)).token);
    const page = await app().newPage();
    const [jobPath = ''] = await visitOnline(page);
    const jobId = jobPath.split('/').at(-1) ?? '';
    // Opened once online: its page, its data and the company's service items are kept.
    await page.goto(`${app().baseUrl}${jobPath}`);
    await section(page, 'Service items')
      .getByRole('button', { name: 'Select service items' })
      .click();
    await page
      .getByRole('dialog', { name: 'Select Service Items' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    // Kept for reading offline a moment after they arrive.
    await jobKeptForOffline(page, jobId);
    const before = await stored(jobId);

    let tapped: Date | undefined;
    await app().context.setOffline(true);
    try {
      await page.reload();
      await page.getByText(/^Offline: last updated/).waitFor();

      tapped = new Date();
      await page.getByRole('button', { name: 'Clock in', exact: true }).click();
      await page.getByRole('button', { name: 'Clock out', exact: true }).waitFor();
      await addTask(page, 'Check the pump filter');
      await addNote(page, 'Gate was open; dog inside.');
      await addPhotos(page, 2);
      await section(page, 'Service items')
        .getByRole('button', { name: 'Select service items' })
        .click();
      const items = page.getByRole('dialog', { name: 'Select Service Items' });
      await items.getByRole('checkbox', { name: 'Filter change' }).setChecked(true);
      await items.getByRole('button', { name: 'SAVE' }).click();
      await items.waitFor({ state: 'hidden' });
      await section(page, 'Service items').getByText('Filter change').waitFor();
      await page.getByRole('button', { name: 'Complete job' }).click();
      await page.getByRole('button', { name: 'Complete job' }).waitFor({ state: 'detached' });

      await page.getByText('7 changes pending', { exact: false }).waitFor();
      expect(await section(page, 'Tasks').getByText('Pending').count()).toBe(1);
      expect(await section(page, 'Notes').getByText('Pending').count()).toBe(1);

      // A reload offline: everything still pending and shown.
      await page.reload();
      await page.getByText('7 changes pending', { exact: false }).waitFor();
      await section(page, 'Tasks').getByText('Check the pump filter', { exact: true }).waitFor();
      await section(page, 'Notes')
        .getByText('Gate was open; dog inside.', { exact: true })
        .waitFor();
      await section(page, 'Service items').getByText('Filter change').waitFor();
      await expect
        .poll(() =>
          section(page, 'Photos')
            .getByText(/Waiting for network/i)
            .count(),
        )
        .toBe(2);
      // Nothing reached the server.
      expect((await stored(jobId)).tasks).toEqual(before.tasks);

      await app().context.setOffline(false);
      await drained(page);
    } finally {
      await app().context.setOffline(false);
    }

    const after = await stored(jobId);
    expect(after.status).toBe('complete');
    const added = <T>(list: T[], old: T[]) => list.length - old.length;
    expect(added(after.tasks, before.tasks)).toBe(1);
    expect(after.tasks.filter((t) => t.description.includes('Check the pump filter'))).toHaveLength(
      1,
    );
    expect(
      after.jobNotes.filter((n) => n.description === 'Gate was open; dog inside.'),
    ).toHaveLength(1);
    expect(added(after.photos, before.photos)).toBe(2);
    expect(after.jobServiceItems.map((link) => link.serviceItem.name)).toContain('Filter change');
    expect(added(after.jobTime, before.jobTime)).toBe(1);
    // The clock-in's time is the tap's, not the sync's.
    const clockIn = after.jobTime.find(
      (entry) => !before.jobTime.some((old) => old.id === entry.id),
    );
    const wallClock = (at: Date) =>
      `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}T`;
    expect(tapped && clockIn?.timeIn?.startsWith(wallClock(tapped))).toBe(true);
    await page.getByText(/changes? pending/).waitFor({ state: 'detached' });
  });

  it.each([
    { name: 'phone', size: PHONE_VIEWPORT },
    { name: 'desktop', size: DESKTOP_VIEWPORT },
  ])(
    'keeps the time a note and Complete were tapped offline, not the time they synced, on a $name',
    async ({ size }) => {
      const { page, jobId } = await openNewJob();
      await page.setViewportSize(size);

      await app().context.setOffline(true);
      let noteTapped: [number, number];
      let completeTapped: [number, number];
      let backOnline: number;
      try {
        // Each tap happens between the two readings of the clock around it (one machine, one clock).
        const beforeNote = Date.now();
        await addNote(page, 'Pump room door was unlocked.');
        noteTapped = [beforeNote, Date.now()];
        const beforeComplete = Date.now();
        await page.getByRole('button', { name: 'Complete job' }).click();
        await page.getByRole('button', { name: 'Complete job' }).waitFor({ state: 'detached' });
        completeTapped = [beforeComplete, Date.now()];

        // Kept through a reload: the tap's time is the device's record, not the page's.
        await page.reload();
        await page.getByText('2 changes pending', { exact: false }).waitFor();
        backOnline = Date.now();
        await app().context.setOffline(false);
        await drained(page);
      } finally {
        await app().context.setOffline(false);
      }

      const { job } = await apiAs(
        app(),
        ADMIN,
        `query Times($id: ID!) {
        job(id: $id) { status completedAt jobNotes { description createdAt } visitReport { completedAt } }
      }`,
        { id: jobId },
      );
      const synced = job as {
        status: string;
        completedAt: string;
        jobNotes: { description: string; createdAt: string }[];
        visitReport: { completedAt: string } | null;
      };
      const note = synced.jobNotes.find((n) => n.description === 'Pump room door was unlocked.');
      const within = (iso: string | undefined, [from, to]: [number, number]) => {
        const at = Date.parse(iso ?? '');
        return at >= from && at <= to;
      };
      expect(within(note?.createdAt, noteTapped), note?.createdAt).toBe(true);
      expect(synced.status).toBe('complete');
      expect(within(synced.completedAt, completeTapped), synced.completedAt).toBe(true);
      // The visit report shows the same time; the sync came later.
      expect(synced.visitReport?.completedAt).toBe(synced.completedAt);
      expect(Date.parse(synced.completedAt)).toBeLessThan(backOnline);
    },
  );

  it('sends each change once while the network comes and goes during the replay', async () => {
    const { page, jobId } = await openNewJob();
    const before = await stored(jobId);

    await app().context.setOffline(true);
    let flapping = true;
    try {
      for (const n of [1, 2, 3, 4, 5]) await addTask(page, `Flapping task ${n}`);
      await addNote(page, 'Written in the pump room.');
      await addPhotos(page, 1);
      await page.getByText('7 changes pending', { exact: false }).waitFor();

      let online = false;
      const flap = (async () => {
        while (flapping) {
          online = !online;
          await app().context.setOffline(!online);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      })();
      await drained(page).finally(async () => {
        flapping = false;
        await flap;
      });
    } finally {
      flapping = false;
      await app().context.setOffline(false);
    }

    const after = await stored(jobId);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(after.tasks.filter((t) => t.description.includes(`Flapping task ${n}`))).toHaveLength(
        1,
      );
    }
    expect(after.tasks.length - before.tasks.length).toBe(5);
    expect(
      after.jobNotes.filter((n) => n.description === 'Written in the pump room.'),
    ).toHaveLength(1);
    expect(after.photos.length - before.photos.length).toBe(1);
  });

  it('refuses work queued for a job the office cancelled meanwhile, and keeps what was typed', async () => {
    const { page, jobPath, jobId } = await openNewJob();

    await app().context.setOffline(true);
    try {
      await addTask(page, 'Bring the long ladder');
      await page.getByText('1 change pending', { exact: false }).waitFor();
      await apiAs(
        app(),
        ADMIN,
        'mutation Cancel($id: ID!) { updateJob(id: $id, data: { status: cancelled }) { job { status } } }',
        { id: jobId },
      );
    } finally {
      await app().context.setOffline(false);
    }

    const notSaved = page.getByRole('button', { name: /1 change not saved/ });
    await notSaved.click();
    await page.getByText(messages.jobCancelled).waitFor();
    await page.getByRole('button', { name: 'Copy text' }).waitFor();
    // Shown no longer as pending: the task is not on the job, here or on the server.
    await section(page, 'Tasks')
      .getByText('Bring the long ladder', { exact: true })
      .waitFor({ state: 'detached' });
    expect((await stored(jobId)).tasks.map((t) => t.description).join()).not.toContain(
      'long ladder',
    );
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await notSaved.waitFor({ state: 'detached' });
    await waitForPath(page, jobPath);
  });
});

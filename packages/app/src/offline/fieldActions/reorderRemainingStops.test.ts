/**
 * Remaining stops reordered from the phone: shown at once on Today and the route page with the
 * server's rule (done jobs stay, notes move with the job after them), kept offline, sent once.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchQuery, type Environment } from 'relay-runtime';
import { messages } from '@routebook/schema';
import { createMockServer, type MockServer } from '@routebook/mock-server';
import TodayPageQuery from '../../pages/Today/__generated__/TodayPageQuery.graphql';
import RouteDetailPageQuery from '../../pages/RouteDetail/__generated__/RouteDetailPageQuery.graphql';
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
import type { FieldChange } from '.';

let server: MockServer;
let db: OfflineDB;
let line: PhoneLine;

const login = (email: string) => logInOn(server, email);
const device = (session: Session): AppServices => phoneOn(server, session, line);
const openOutbox = (services: AppServices) => openOutboxOn(services, db);

async function as(session: Session, query: string, variables: Record<string, unknown>) {
  const result = await server.execute({ query, variables, token: session.token });
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data as Record<string, any>;
}

/**
 * An active route of the staff member: 'j…' a job, 'j…!' a complete one, 'n…' a note (its text
 * its name). Answers the route's id and the jobs' ids by name.
 */
async function staffRoute(admin: Session, staff: Session, layout: string[]) {
  const companyId = admin.user.currentUser!.company.id;
  const customer = (
    await as(admin, 'query C($c: ID!) { companyActiveCustomers(companyId: $c) { id } }', {
      c: companyId,
    })
  ).companyActiveCustomers[0].id;
  const { createRoute } = await as(
    admin,
    'mutation R($data: RouteInput!) { createRoute(data: $data) { route { id } } }',
    { data: { name: 'Aaa first route', status: 'active', technician: staff.user.currentUser!.id } },
  );
  const routeId: string = createRoute.route.id;
  const jobs: Record<string, string> = {};
  for (const name of layout) {
    const isJob = name.startsWith('j');
    const { createRouteItem } = await as(
      admin,
      `mutation A($data: RouteItemInput!, $job: RouteItemJobInput, $note: RouteItemNoteInput) {
        createRouteItem(data: $data, job: $job, note: $note) { routeItem { job { id } } }
      }`,
      {
        data: { route: routeId, type: isJob ? 'job' : 'note' },
        ...(isJob
          ? { job: { customer, status: name.endsWith('!') ? 'complete' : 'active' } }
          : { note: { note: `<p>${name}</p>` } }),
      },
    );
    if (isJob) jobs[name.replace('!', '')] = createRouteItem.routeItem.job.id;
  }
  const job = (name: string) => {
    const id = jobs[name];
    if (!id) throw new Error(`no job ${name}`);
    return id;
  };
  return { routeId, jobs, job };
}

/** Names of the route's items as the store shows them now (optimistic layers included). */
function routeShown(environment: Environment, routeId: string, jobs: Record<string, string>) {
  const source = environment.getStore().getSource();
  const names = new Map(Object.entries(jobs).map(([name, id]) => [id, name]));
  const refs = (source.get(`Route:${routeId}`)?.items as { __refs: string[] }).__refs;
  return refs.map((ref) => {
    const item = source.get(ref)!;
    const jobRef = (item.job as { __ref?: string } | null)?.__ref;
    const noteRef = (item.note as { __ref?: string } | null)?.__ref;
    const name = jobRef
      ? names.get(source.get(jobRef)!.id as string)
      : String(source.get(noteRef!)!.note).replace(/<\/?p>/g, '');
    return `${name}@${String(item.order)}`;
  });
}

/** The route's jobs on the member's Today list in the store, by name. */
function todayShown(environment: Environment, session: Session, jobs: Record<string, string>) {
  const source = environment.getStore().getSource();
  const names = new Map(Object.entries(jobs).map(([name, id]) => [id, name]));
  const key = `today(companyId:"${session.user.currentUser!.company.id}",companyUserId:"${session.user.currentUser!.id}")`;
  const todayRef = (source.get('client:root')?.[key] as { __ref: string }).__ref;
  const refs = (source.get(todayRef)?.jobs as { __refs: string[] }).__refs;
  return refs.flatMap((ref) => names.get(source.get(ref)!.id as string) ?? []);
}

/** The route's items on the server, by name. */
function serverOrder(routeId: string, jobs: Record<string, string>) {
  const names = new Map(Object.entries(jobs).map(([name, id]) => [id, name]));
  return server.store.routeItems
    .where('routeId', routeId)
    .sort((a, b) => a.order - b.order)
    .map((item) =>
      item.jobId
        ? names.get(item.jobId)
        : server.store.routeNotes.get(item.noteId)!.note.replace(/<\/?p>/g, ''),
    );
}

async function loadPages(environment: Environment, session: Session, routeId: string) {
  const companyId = session.user.currentUser!.company.id;
  const companyUserId = session.user.currentUser!.id;
  await fetchQuery(environment, TodayPageQuery, {
    companyId,
    companyUserId,
    isAdmin: false,
  }).toPromise();
  await fetchQuery(environment, RouteDetailPageQuery, { id: routeId, companyId }).toPromise();
}

beforeEach(async () => {
  server = await createMockServer({ now: () => new Date('2026-11-02T09:00:00.000Z') });
  line = createPhoneLine();
  db = (await offlineDB())!;
  await db.clear('outbox');
});

describe('reorderRemainingStops on the phone', () => {
  it('reorders Today and the route at once offline, keeps done jobs and notes, and sends it once', async () => {
    const admin = await login('admin40@routebook.test');
    const staff = await login('staff40@routebook.test');
    const r = await staffRoute(admin, staff, ['n1', 'j1', 'j2!', 'j3', 'n2', 'j4']);
    const phone = device(staff);
    await loadPages(phone.environment(), staff, r.routeId);
    const outbox = await openOutbox(phone);
    expect(todayShown(phone.environment(), staff, r.jobs)).toEqual(['j1', 'j2', 'j3', 'j4']);

    line.offline = true;
    const change: FieldChange = {
      kind: 'reorderRemainingStops',
      jobId: r.job('j4'),
      companyId: staff.user.currentUser!.company.id,
      companyUserId: staff.user.currentUser!.id,
      variables: { routeId: r.routeId, jobIds: [r.job('j4'), r.job('j3'), r.job('j1')] },
    };
    expect(await outbox.send(change)).toBe('queued');

    const expected = ['n2@10', 'j4@20', 'j2@30', 'j3@40', 'n1@50', 'j1@60'];
    expect(routeShown(phone.environment(), r.routeId, r.jobs)).toEqual(expected);
    expect(todayShown(phone.environment(), staff, r.jobs)).toEqual(['j4', 'j2', 'j3', 'j1']);
    expect(outbox.getState().pendingIds.has(r.job('j4'))).toBe(true);
    expect(serverOrder(r.routeId, r.jobs)).toEqual(['n1', 'j1', 'j2', 'j3', 'n2', 'j4']);

    // Back online, and the first answer is lost on its way back: the repeat writes nothing new.
    line.offline = false;
    line.loseAnswers = 1;
    outbox.syncNow();
    await vi.waitFor(() => expect(outbox.getState().retryAt).not.toBeNull());
    expect(serverOrder(r.routeId, r.jobs)).toEqual(['n2', 'j4', 'j2', 'j3', 'n1', 'j1']);
    outbox.syncNow();
    await drained(outbox);
    expect(outbox.getState()).toMatchObject({ pending: 0, refused: [] });
    expect(serverOrder(r.routeId, r.jobs)).toEqual(['n2', 'j4', 'j2', 'j3', 'n1', 'j1']);
    // The server's answer is what the store shows now, on both pages.
    expect(routeShown(phone.environment(), r.routeId, r.jobs)).toEqual(expected);
    expect(todayShown(phone.environment(), staff, r.jobs)).toEqual(['j4', 'j2', 'j3', 'j1']);
  });

  it('keeps a reorder refused for a route archived meanwhile, and puts the lists back', async () => {
    const admin = await login('admin40@routebook.test');
    const staff = await login('staff40@routebook.test');
    const r = await staffRoute(admin, staff, ['j1', 'j2', 'j3']);
    const phone = device(staff);
    await loadPages(phone.environment(), staff, r.routeId);
    const outbox = await openOutbox(phone);

    line.offline = true;
    await outbox.send({
      kind: 'reorderRemainingStops',
      jobId: r.job('j3'),
      companyId: staff.user.currentUser!.company.id,
      companyUserId: staff.user.currentUser!.id,
      variables: { routeId: r.routeId, jobIds: [r.job('j3'), r.job('j2'), r.job('j1')] },
    });
    expect(todayShown(phone.environment(), staff, r.jobs)).toEqual(['j3', 'j2', 'j1']);
    await as(
      admin,
      'mutation U($id: ID!) { updateRoute(id: $id, data: { status: archive }) { route { id } } }',
      {
        id: r.routeId,
      },
    );

    line.offline = false;
    outbox.syncNow();
    await drained(outbox);
    expect(outbox.getState().refused).toMatchObject([
      { code: 'CONFLICT', message: messages.remainingStopsRouteInactive },
    ]);
    expect(routeShown(phone.environment(), r.routeId, r.jobs)).toEqual(['j1@10', 'j2@20', 'j3@30']);
    expect(todayShown(phone.environment(), staff, r.jobs)).toEqual(['j1', 'j2', 'j3']);
    expect(serverOrder(r.routeId, r.jobs)).toEqual(['j1', 'j2', 'j3']);
  });
});

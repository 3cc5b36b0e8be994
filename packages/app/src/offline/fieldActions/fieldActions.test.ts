import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  createdIds,
  dependsOn,
  pendingId,
  requestsOf,
  touchedIds,
  typedText,
  withRealIds,
  withUploadedUrl,
  FIELD_ACTIONS,
  type FieldChange,
} from '.';
import { documentNames } from './documents';
import { hasKeptChanges } from '../member';
import { offlineDB } from '../db';

const JOB = 'job-1';
/** When a change was tapped (the outbox entry's time). */
const TAPPED = '2026-11-02T08:24:00.000Z';

describe('queued changes and the records they name', () => {
  it('replaces a pending id by the id the server gave, everywhere in the variables', () => {
    const edit: FieldChange = {
      kind: 'updateJobTask',
      jobId: JOB,
      variables: { id: pendingId('k1'), data: { description: 'Pump and valve' } },
    };
    expect(dependsOn(edit, 'k1')).toBe(true);
    expect(dependsOn(edit, 'k2')).toBe(false);
    const renamed = withRealIds(edit, new Map([[pendingId('k1'), 'task-9']]));
    expect(renamed).toEqual({ ...edit, variables: { ...edit.variables, id: 'task-9' } });
    expect(withRealIds(edit, new Map())).toBe(edit);
  });

  it('reads the created record from each create answer', () => {
    const clockIn: FieldChange = {
      kind: 'createJobTime',
      jobId: JOB,
      variables: { data: { job: JOB, timeIn: '2026-11-02T08:15', timeInAt: 'x' } },
    };
    expect(createdIds(clockIn, 'k1', { createJobTime: { jobTime: { id: 't-5' } } })).toEqual([
      [pendingId('k1'), 't-5'],
    ]);
    const sync: FieldChange = {
      kind: 'syncServiceItems',
      jobId: JOB,
      variables: { jobId: JOB, items: [{ serviceItemId: 's1', isChecked: true }] },
      names: { s1: 'Filter change' },
    };
    const answer = {
      updateJobServiceItemByPayload: {
        jobServiceItems: [{ id: 'l-7', serviceItem: { id: 's1' } }],
      },
    };
    expect(createdIds(sync, 'k2', answer)).toEqual([[pendingId('k2', 's1'), 'l-7']]);
  });

  it('sends a still-ticked link of an unsent save as new, and drops an unticked one', () => {
    const sync: FieldChange = {
      kind: 'syncServiceItems',
      jobId: JOB,
      variables: {
        jobId: JOB,
        items: [
          { serviceItemId: 's1', isChecked: true, jobServiceItemId: pendingId('k1', 's1') },
          { serviceItemId: 's2', isChecked: false, jobServiceItemId: pendingId('k1', 's2') },
          { serviceItemId: 's3', isChecked: false, jobServiceItemId: 'l-3' },
        ],
      },
      names: {},
    };
    const sent = withRealIds(sync, new Map([['unrelated', 'x']]));
    expect(sent.kind === 'syncServiceItems' && sent.variables.items).toEqual([
      { serviceItemId: 's1', isChecked: true, jobServiceItemId: null },
      { serviceItemId: 's3', isChecked: false, jobServiceItemId: 'l-3' },
    ]);
  });

  it('sends a service item marked done on a link not yet named once its save is confirmed', async () => {
    const done: FieldChange = {
      kind: 'markServiceItemDone',
      jobId: JOB,
      variables: { jobServiceItemId: pendingId('k1', 's1'), isComplete: true },
    };
    expect(dependsOn(done, 'k1')).toBe(true);
    expect(touchedIds(done, 'k2')).toEqual([pendingId('k1', 's1')]);
    const named = withRealIds(done, new Map([[pendingId('k1', 's1'), 'l-7']]));
    const [sent] = await requestsOf(named, 'k2', TAPPED);
    expect(sent?.variables).toEqual({
      jobServiceItemId: 'l-7',
      isComplete: true,
      clientMutationId: 'k2',
      doneAt: TAPPED,
    });
    expect(touchedIds(named, 'k2')).toEqual(['l-7']);
  });

  it('marks the records a change touches as pending, and keeps what was typed to copy', () => {
    const note: FieldChange = {
      kind: 'createJobNote',
      jobId: JOB,
      variables: { data: { job: JOB, description: 'Gate code 4411' } },
    };
    expect(touchedIds(note, 'k3')).toEqual([pendingId('k3')]);
    expect(typedText(note)).toBe('Gate code 4411');
    const status: FieldChange = {
      kind: 'updateJob',
      jobId: JOB,
      variables: { id: JOB, data: { status: 'complete' } },
    };
    expect(touchedIds(status, 'k4')).toEqual([JOB]);
    expect(typedText(status)).toBeNull();
  });

  it("sends a note's and a job status's tap time as doneAt, and none with a task", async () => {
    const note: FieldChange = {
      kind: 'createJobNote',
      jobId: JOB,
      variables: { data: { job: JOB, description: 'Gate code 4411' } },
    };
    const [sentNote] = await requestsOf(note, 'k1', TAPPED);
    expect(sentNote?.variables).toEqual({
      data: { job: JOB, description: 'Gate code 4411' },
      clientMutationId: 'k1',
      doneAt: TAPPED,
    });
    const complete: FieldChange = {
      kind: 'updateJob',
      jobId: JOB,
      variables: { id: JOB, data: { status: 'complete' } },
    };
    const [sentComplete] = await requestsOf(complete, 'k2', TAPPED);
    expect(sentComplete?.variables).toMatchObject({ clientMutationId: 'k2', doneAt: TAPPED });
    const task: FieldChange = {
      kind: 'createJobTask',
      jobId: JOB,
      variables: { id: JOB, data: { description: 'Check the pump' } },
    };
    const [sentTask] = await requestsOf(task, 'k3', TAPPED);
    expect(sentTask?.variables).not.toHaveProperty('doneAt');
  });

  it("sends a Can't access report after its photo, with the uploaded URL", async () => {
    const report: FieldChange = {
      kind: 'reportCantAccess',
      jobId: JOB,
      variables: {
        jobId: JOB,
        data: { reason: 'Other', note: 'Road flooded', photoUrl: null },
      },
      photo: { file: new Blob(['png']), fileName: 'road.png', photoDate: '2026-11-02T09:00:00Z' },
    };
    // The job and the report shown before the server has it are pending; Other's note is kept.
    expect(touchedIds(report, 'k5')).toEqual([JOB, pendingId('k5')]);
    expect(typedText(report)).toBe('Other: Road flooded');

    const [upload, send] = await requestsOf(report, 'k5', TAPPED);
    expect(upload?.variables).toEqual({ file: null, clientMutationId: 'k5-upload' });
    expect(upload?.uploadables?.file).toBeInstanceOf(File);
    expect(send?.variables).toMatchObject({ clientMutationId: 'k5', data: { photoUrl: '' } });

    const uploaded = withUploadedUrl(report, { uploadImage: { url: '/uploads/abc' } });
    const requests = await requestsOf(uploaded, 'k5', TAPPED);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.variables).toMatchObject({
      jobId: JOB,
      clientMutationId: 'k5',
      data: { reason: 'Other', note: 'Road flooded', photoUrl: '/uploads/abc' },
    });

    const withoutPhoto: FieldChange = { ...report, photo: null };
    expect((await requestsOf(withoutPhoto, 'k6', TAPPED))[0]?.variables).toMatchObject({
      data: { photoUrl: null },
    });
  });
});

describe('a signature kept on the device', () => {
  const signature: FieldChange = {
    kind: 'saveJobSignature',
    jobId: JOB,
    signature: {
      image: new Blob(['png'], { type: 'image/png' }),
      signedBy: 'Dana Customer',
      signedAt: '2026-11-02T08:50:00.000Z',
    },
  };

  it('uploads the PNG under its own key, then saves it on the job with the time of signing', async () => {
    const [upload, save] = await requestsOf(signature, 'k5', TAPPED);
    expect(upload?.variables).toEqual({ file: null, clientMutationId: 'k5-upload' });
    expect(upload?.uploadables?.file).toBeInstanceOf(File);
    expect(save?.variables).toEqual({
      jobId: JOB,
      data: { imageUrl: '', signedBy: 'Dana Customer', signedAt: '2026-11-02T08:50:00.000Z' },
      clientMutationId: 'k5',
    });
    // Once the file is on the server, a retry only saves it.
    const uploaded = withUploadedUrl(signature, { uploadImage: { url: '/uploads/abc' } });
    const again = await requestsOf(uploaded, 'k5', TAPPED);
    expect(again).toHaveLength(1);
    expect(again[0]?.variables).toMatchObject({ data: { imageUrl: '/uploads/abc' } });
  });

  it('names no record and waits for none', () => {
    expect(touchedIds(signature, 'k5')).toEqual([]);
    expect(dependsOn(signature, 'k1')).toBe(false);
    expect(withRealIds(signature, new Map([['x', 'y']]))).toBe(signature);
    expect(typedText(signature)).toBeNull();
  });
});

describe('the field actions', () => {
  it('have a document each, named after the kind, and no document is without its action', () => {
    expect([...documentNames].sort()).toEqual(
      [...Object.keys(FIELD_ACTIONS), 'uploadImage'].sort(),
    );
  });
});

describe('hasKeptChanges', () => {
  it('is false without a database and never creates one; true once the member has a change', async () => {
    expect(await hasKeptChanges('u1@c1')).toBe(false);
    expect((await indexedDB.databases()).map((db) => db.name)).not.toContain('routebook-offline');
    const db = await offlineDB();
    await db?.put('outbox', {
      key: 'k1',
      member: 'u1@c1',
      seq: 1,
      change: {},
      label: 'Note added',
      state: 'pending',
      createdAt: 0,
    });
    expect(await hasKeptChanges('u1@c1')).toBe(true);
    expect(await hasKeptChanges('u2@c1')).toBe(false);
  });
});

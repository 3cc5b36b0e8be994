/**
 * Exactly once: every field action takes a clientMutationId; a repeat answers the first answer and
 * writes nothing. Run through core's `execute`, as the in-browser server runs them.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_MUTATION_ID_MAX_LENGTH,
  IDEMPOTENCY_KEYS_PER_MEMBER,
  IDEMPOTENCY_KEY_TTL_MS,
  messages,
} from '@routebook/schema';
import {
  TEST_NOW,
  expectError,
  startTestServer,
  the,
  type TestServer,
} from '../../test/testSupport';
import { pngOf } from '../../test/testImages';

/** A whole PNG; another `variant` is another picture (one row taller). */
const png = (variant = 0) => new File([pngOf({ width: 1, height: 1 + variant })], 'photo.png');

const IN = { timeIn: '2026-11-02T08:00', timeInAt: '2026-11-02T08:00:00.000Z' };
const OUT = { timeOut: '2026-11-02T08:45', timeOutAt: '2026-11-02T08:45:00.000Z' };

const JOB = `query Job($id: ID!) {
  job(id: $id) {
    id status notes
    counts { clockIns tasks photos notes serviceItems }
    tasks { id description } jobNotes { id description } photos { id url }
    jobTime { id status timeOut } jobServiceItems { id note serviceItem { id } }
  }
}`;
const ITEMS = `query Items($companyId: ID!) { getServiceItems(companyId: $companyId) { id name } }`;

const doc = {
  createJobTask: `mutation($id: ID!, $data: JobTaskInput!, $key: ID) {
    createJobTask(id: $id, data: $data, clientMutationId: $key) {
      clientMutationId jobTask { id description } job { id counts { tasks } }
    }
  }`,
  updateJobTask: `mutation($id: ID!, $data: JobTaskInput!, $key: ID) {
    updateJobTask(id: $id, data: $data, clientMutationId: $key) {
      clientMutationId jobTask { id description } job { id }
    }
  }`,
  deleteJobTask: `mutation($id: ID!, $key: ID) {
    deleteJobTask(id: $id, clientMutationId: $key) { clientMutationId deletedId job { id counts { tasks } } }
  }`,
  createJobNote: `mutation($data: JobNoteInput!, $key: ID) {
    createJobNote(data: $data, clientMutationId: $key) {
      clientMutationId jobNote { id description } job { id counts { notes } }
    }
  }`,
  updateJobNote: `mutation($id: ID!, $data: JobNoteInput!, $key: ID) {
    updateJobNote(id: $id, data: $data, clientMutationId: $key) {
      clientMutationId jobNote { id description } job { id }
    }
  }`,
  deleteJobNote: `mutation($id: ID!, $key: ID) {
    deleteJobNote(id: $id, clientMutationId: $key) { clientMutationId deletedId job { id counts { notes } } }
  }`,
  createJobTime: `mutation($data: JobTimeInput!, $key: ID) {
    createJobTime(data: $data, clientMutationId: $key) {
      clientMutationId jobTime { id status timeIn timeOut } job { id status counts { clockIns } }
    }
  }`,
  updateJobTime: `mutation($id: ID!, $data: JobTimeInput!, $key: ID) {
    updateJobTime(id: $id, data: $data, clientMutationId: $key) {
      clientMutationId jobTime { id status timeOut } job { id }
    }
  }`,
  deleteJobTime: `mutation($id: ID!, $key: ID) {
    deleteJobTime(id: $id, clientMutationId: $key) { clientMutationId deletedId job { id counts { clockIns } } }
  }`,
  uploadImage: `mutation($file: Upload!, $key: ID) {
    uploadImage(file: $file, clientMutationId: $key) { clientMutationId url }
  }`,
  createJobPhoto: `mutation($data: JobPhotoInput!, $key: ID) {
    createJobPhoto(data: $data, clientMutationId: $key) {
      clientMutationId jobPhoto { id url } job { id counts { photos } }
    }
  }`,
  deleteJobPhoto: `mutation($id: ID!, $key: ID) {
    deleteJobPhoto(id: $id, clientMutationId: $key) { clientMutationId deletedId job { id counts { photos } } }
  }`,
  createJobServiceItem: `mutation($jobId: ID!, $serviceItemId: ID!, $note: String, $key: ID) {
    createJobServiceItem(jobId: $jobId, serviceItemId: $serviceItemId, note: $note, clientMutationId: $key) {
      clientMutationId jobServiceItem { id note } job { id counts { serviceItems } }
    }
  }`,
  updateJobServiceItem: `mutation($jobServiceItemId: ID!, $note: String, $key: ID) {
    updateJobServiceItem(jobServiceItemId: $jobServiceItemId, note: $note, clientMutationId: $key) {
      clientMutationId jobServiceItem { id note } job { id }
    }
  }`,
  deleteJobServiceItem: `mutation($id: ID!, $key: ID) {
    deleteJobServiceItem(id: $id, clientMutationId: $key) {
      clientMutationId deletedId job { id counts { serviceItems } }
    }
  }`,
  updateJobServiceItemByPayload: `mutation($jobId: ID!, $items: [ServiceItemSelectionInput!]!, $key: ID) {
    updateJobServiceItemByPayload(jobId: $jobId, items: $items, clientMutationId: $key) {
      clientMutationId jobServiceItems { id serviceItem { id } } job { id counts { serviceItems } }
    }
  }`,
  updateJob: `mutation($id: ID!, $data: JobInput!, $key: ID) {
    updateJob(id: $id, data: $data, clientMutationId: $key) {
      clientMutationId job { id status notes } routeItem { id } route { id }
    }
  }`,
} as const;

type Operation = keyof typeof doc;

let t: TestServer;
let clock: Date;
beforeEach(async () => {
  clock = TEST_NOW;
  t = await startTestServer({ now: () => clock });
});

/** A member signed in, with their company's jobs and a few ways to call the server. */
async function member(email: string) {
  const signedIn = await t.signIn(email);
  const run = (query: string, variables: Record<string, unknown> = {}) =>
    t.run(signedIn.token, query, variables);
  const ok = (query: string, variables: Record<string, unknown> = {}) =>
    t.ok(signedIn.token, query, variables);
  const jobs = await t.routeJobs(signedIn.token, signedIn.companyId);
  const job = async (id: string) => (await ok(JOB, { id })).job;
  /** A job with `status` and nothing recorded on it. */
  const bareJob = async (status = 'active') => {
    for (const { id } of jobs) {
      const found = await job(id);
      const { counts } = found;
      const empty = Object.values(counts as Record<string, number>).every((n) => n === 0);
      if (found.status === status && empty) return id;
    }
    throw new Error(`${email} has no bare ${status} job`);
  };
  const serviceItems = async (): Promise<{ id: string }[]> =>
    (await ok(ITEMS, { companyId: signedIn.companyId })).getServiceItems;
  /** Clocks out of the clock-in the demo data leaves open, so the member can clock in. */
  const clockOutEverywhere = () => {
    for (const entry of t.server.store.jobTimes.where('companyUserId', signedIn.companyUserId)) {
      if (entry.status === 'active') {
        t.server.store.jobTimes.update(entry.id, { ...OUT, status: 'complete' });
      }
    }
  };
  return { ...signedIn, run, ok, jobs, job, bareJob, serviceItems, clockOutEverywhere };
}
type Member = Awaited<ReturnType<typeof member>>;

const keyRows = () => t.server.store.idempotencyKeys.size;

/**
 * Each exactly-once field action with arguments for one change; `setup` makes what it changes,
 * without a key.
 */
// Variables as a client sends them: any JSON, read back loosely in the checks.
type Variables = Record<string, any>;
const withKey = (variables: Variables, key: string): Variables => ({ ...variables, key });
const actions: Record<Operation, (m: Member) => Promise<Variables>> = {
  createJobTask: async (m) => ({ id: await m.bareJob(), data: { description: '<p>Edge</p>' } }),
  updateJobTask: async (m) => {
    const made = await m.ok(doc.createJobTask, {
      id: await m.bareJob(),
      data: { description: 'a' },
    });
    return { id: made.createJobTask.jobTask.id, data: { description: '<p>Edge both sides</p>' } };
  },
  deleteJobTask: async (m) => {
    const made = await m.ok(doc.createJobTask, {
      id: await m.bareJob(),
      data: { description: 'a' },
    });
    return { id: made.createJobTask.jobTask.id };
  },
  createJobNote: async (m) => ({ data: { job: await m.bareJob(), description: 'Dog in yard' } }),
  updateJobNote: async (m) => {
    const made = await m.ok(doc.createJobNote, {
      data: { job: await m.bareJob(), description: 'a' },
    });
    return { id: made.createJobNote.jobNote.id, data: { description: 'Dog in back yard' } };
  },
  deleteJobNote: async (m) => {
    const made = await m.ok(doc.createJobNote, {
      data: { job: await m.bareJob(), description: 'a' },
    });
    return { id: made.createJobNote.jobNote.id };
  },
  createJobTime: async (m) => {
    m.clockOutEverywhere();
    return { data: { job: await m.bareJob(), ...IN } };
  },
  updateJobTime: async (m) => {
    m.clockOutEverywhere();
    const made = await m.ok(doc.createJobTime, { data: { job: await m.bareJob(), ...IN } });
    return { id: made.createJobTime.jobTime.id, data: OUT };
  },
  deleteJobTime: async (m) => {
    const made = await m.ok(doc.createJobTime, { data: { job: await m.bareJob(), ...IN, ...OUT } });
    return { id: made.createJobTime.jobTime.id };
  },
  uploadImage: async () => ({ file: png() }),
  createJobPhoto: async (m) => {
    const { url } = (await m.ok(doc.uploadImage, { file: png() })).uploadImage;
    return { data: { job: await m.bareJob(), url, notes: 'gate.jpg' } };
  },
  deleteJobPhoto: async (m) => {
    const { url } = (await m.ok(doc.uploadImage, { file: png() })).uploadImage;
    const made = await m.ok(doc.createJobPhoto, { data: { job: await m.bareJob(), url } });
    return { id: made.createJobPhoto.jobPhoto.id };
  },
  createJobServiceItem: async (m) => ({
    jobId: await m.bareJob(),
    serviceItemId: the((await m.serviceItems())[0]).id,
    note: 'two bags',
  }),
  updateJobServiceItem: async (m) => {
    const made = await m.ok(doc.createJobServiceItem, {
      jobId: await m.bareJob(),
      serviceItemId: the((await m.serviceItems())[0]).id,
    });
    return { jobServiceItemId: made.createJobServiceItem.jobServiceItem.id, note: 'three bags' };
  },
  deleteJobServiceItem: async (m) => {
    const made = await m.ok(doc.createJobServiceItem, {
      jobId: await m.bareJob(),
      serviceItemId: the((await m.serviceItems())[0]).id,
    });
    return { id: made.createJobServiceItem.jobServiceItem.id };
  },
  updateJobServiceItemByPayload: async (m) => {
    const [first, second] = await m.serviceItems();
    return {
      jobId: await m.bareJob(),
      items: [
        { serviceItemId: the(first).id, isChecked: true },
        { serviceItemId: the(second).id, isChecked: true },
      ],
    };
  },
  updateJob: async (m) => ({
    id: await m.bareJob(),
    data: { status: 'complete', notes: 'Done early' },
  }),
};

describe('every field action answers a repeated clientMutationId with its first answer', () => {
  it.each(Object.keys(actions) as Operation[])('%s', async (operation) => {
    const staff = await member('staff40@routebook.test');
    const variables = { ...(await actions[operation](staff)), key: `k-${operation}` };
    const rowsBefore = keyRows();

    const first = await staff.run(doc[operation], variables);
    expect(first.errors, JSON.stringify(first.errors)).toBeUndefined();
    expect(first.data?.[operation].clientMutationId).toBe(`k-${operation}`);
    expect(keyRows()).toBe(rowsBefore + 1);

    const written = t.server.store.version;
    const stored = JSON.stringify(t.server.store.snapshot());
    const repeat = await staff.run(doc[operation], variables);
    expect(repeat).toEqual(first);
    // Nothing was written at all: no row, no counter, no remembered answer.
    expect(t.server.store.version).toBe(written);
    expect(JSON.stringify(t.server.store.snapshot())).toBe(stored);
  });

  it('echoes null without a key, and a call without a key still writes every time', async () => {
    const staff = await member('staff40@routebook.test');
    const variables = await actions.createJobTask(staff);
    const first = await staff.ok(doc.createJobTask, variables);
    const second = await staff.ok(doc.createJobTask, variables);
    expect(first.createJobTask.clientMutationId).toBeNull();
    expect(second.createJobTask.jobTask.id).not.toBe(first.createJobTask.jobTask.id);
    expect(second.createJobTask.job.counts.tasks).toBe(2);
    expect(keyRows()).toBe(0);
  });

  it('answers a clock-in repeated after its answer was lost, instead of "already clocked in"', async () => {
    const staff = await member('staff40@routebook.test');
    const variables = withKey(await actions.createJobTime(staff), 'clock-in-1');
    const first = await staff.ok(doc.createJobTime, variables);
    const repeat = await staff.ok(doc.createJobTime, variables);
    expect(repeat).toEqual(first);
    const open = t.server.store.jobTimes
      .where('companyUserId', staff.companyUserId)
      .filter((entry) => entry.status === 'active');
    expect(open).toHaveLength(1);
  });

  it("re-reads the first answer's records, and a repeat never undoes a later change", async () => {
    const staff = await member('staff40@routebook.test');
    const admin = await member('admin40@routebook.test');
    const variables = withKey(await actions.updateJob(staff), 'complete-1');
    await staff.ok(doc.updateJob, variables);
    // The office reopens the job after the technician's Complete reached the server.
    await admin.ok(doc.updateJob, { id: variables.id, data: { status: 'active' } });
    const repeat = await staff.ok(doc.updateJob, variables);
    expect(repeat.updateJob.job).toMatchObject({ id: variables.id, status: 'active' });
    expect((await staff.job(variables.id as string)).status).toBe('active');
  });

  it('answers a repeat whose record was deleted since as saved-then-deleted, writing nothing', async () => {
    const staff = await member('staff40@routebook.test');
    const admin = await member('admin40@routebook.test');
    const variables = withKey(await actions.createJobTask(staff), 'task-1');
    const first = await staff.ok(doc.createJobTask, variables);
    await admin.ok(doc.deleteJobTask, { id: first.createJobTask.jobTask.id });
    expectError(
      await staff.run(doc.createJobTask, variables),
      'NOT_FOUND',
      messages.savedThenDeleted,
    );
    expect((await staff.job(variables.id as string)).counts.tasks).toBe(0);
  });

  it('drops links deleted since from a repeated service-item save', async () => {
    const staff = await member('staff40@routebook.test');
    const variables = withKey(await actions.updateJobServiceItemByPayload(staff), 'save-1');
    const first = await staff.ok(doc.updateJobServiceItemByPayload, variables);
    const [gone, kept] = first.updateJobServiceItemByPayload.jobServiceItems;
    await staff.ok(doc.deleteJobServiceItem, { id: gone.id });
    const repeat = await staff.ok(doc.updateJobServiceItemByPayload, variables);
    expect(repeat.updateJobServiceItemByPayload.jobServiceItems).toEqual([kept]);
    expect(repeat.updateJobServiceItemByPayload.job.counts.serviceItems).toBe(1);
  });
});

describe('parallel repeats', () => {
  it('write once when 10 identical clock-ins arrive together', async () => {
    const staff = await member('staff40@routebook.test');
    const variables = withKey(await actions.createJobTime(staff), 'parallel-clock-in');
    const before = t.server.store.jobTimes.size;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => staff.run(doc.createJobTime, variables)),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.errors).toBeUndefined();
    expect(t.server.store.jobTimes.size).toBe(before + 1);
  });

  it('write once when 10 identical uploads arrive together', async () => {
    const staff = await member('staff40@routebook.test');
    const before = t.server.store.files.size;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        staff.run(doc.uploadImage, { file: png(), key: 'parallel-upload' }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0]?.errors).toBeUndefined();
    expect(t.server.store.files.size).toBe(before + 1);
  });
});

describe('what a key belongs to', () => {
  it('refuses the same key with other arguments, writing nothing', async () => {
    const staff = await member('staff40@routebook.test');
    const variables = withKey(await actions.createJobTask(staff), 'reused');
    await staff.ok(doc.createJobTask, variables);
    await staff.ok(doc.uploadImage, { file: png(), key: 'upload-reused' });
    const version = t.server.store.version;
    expectError(
      await staff.run(doc.createJobTask, { ...variables, data: { description: '<p>Other</p>' } }),
      'IDEMPOTENCY_KEY_REUSED',
      messages.clientMutationIdReused,
    );
    // An upload counts by its bytes: another file under the same key is another change.
    expectError(
      await staff.run(doc.uploadImage, { file: png(1), key: 'upload-reused' }),
      'IDEMPOTENCY_KEY_REUSED',
      messages.clientMutationIdReused,
    );
    expect(t.server.store.version).toBe(version);
    expect(t.server.store.jobTasks.where('jobId', variables.id as string)).toHaveLength(1);
  });

  it('counts argument order and omitted fields alike, so a client may rebuild its variables', async () => {
    const staff = await member('staff40@routebook.test');
    const job = await staff.bareJob();
    await staff.ok(doc.createJobNote, { data: { job, description: 'x' }, key: 'order' });
    const repeat = await staff.run(doc.createJobNote, {
      key: 'order',
      data: { description: 'x', job },
    });
    expect(repeat.errors).toBeUndefined();
    expect((await staff.job(job)).counts.notes).toBe(1);
  });

  it('keeps keys apart by operation, member and company', async () => {
    const staff = await member('staff40@routebook.test');
    const admin = await member('admin40@routebook.test');
    const other = await member('staff30@routebook.test');
    const job = await staff.bareJob();
    const key = 'same-key';
    await staff.ok(doc.createJobNote, { data: { job, description: 'staff' }, key });
    // Another operation with the same key is its own change.
    await staff.ok(doc.createJobTask, { id: job, data: { description: 'task' }, key });
    // Another member of the company, with other arguments: not a reuse, a change of its own.
    await admin.ok(doc.createJobNote, { data: { job, description: 'admin' }, key });
    // Another company's member.
    await other.ok(doc.createJobNote, {
      data: { job: await other.bareJob(), description: 'x' },
      key,
    });
    const notes = (await staff.job(job)).jobNotes.map(
      (n: { description: string }) => n.description,
    );
    expect(notes).toEqual(['staff', 'admin']);
    expect((await staff.job(job)).counts.tasks).toBe(1);
    expect(keyRows()).toBe(4);
  });

  it('keeps the memberships of one account apart', async () => {
    const shield = await member('multi@routebook.test');
    const key = 'multi-1';
    await shield.ok(doc.createJobNote, {
      data: { job: await shield.bareJob(), description: 'at Shield' },
      key,
    });
    const login = `query($data: CompanyUserLoginInput!) { companyUserLogin(data: $data) { token } }`;
    const sparkle = t.server.store.companies.all().find((c) => c.name === 'Sparkle Cleaning Co');
    const switched = await t.ok(shield.token, login, { data: { companyId: the(sparkle).id } });
    const token = switched.companyUserLogin.token as string;
    const jobs = await t.routeJobs(token, the(sparkle).id);
    const job = the(jobs.find((j) => j.status === 'active')).id;
    const answer = await t.ok(token, doc.createJobNote, { data: { job, description: 'x' }, key });
    expect(answer.createJobNote.job.id).toBe(job);
    expect(keyRows()).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(CLIENT_MUTATION_ID_MAX_LENGTH + 1)],
    ['a space', 'two words'],
    ['a letter outside A-Z', 'clé'],
    ['a colon', 'cu1:createJobNote:x'],
  ])('refuses a key with %s, writing nothing', async (_, key) => {
    const staff = await member('staff40@routebook.test');
    const variables = await actions.createJobNote(staff);
    const version = t.server.store.version;
    expectError(
      await staff.run(doc.createJobNote, { ...variables, key }),
      'BAD_USER_INPUT',
      messages.clientMutationIdInvalid,
    );
    expect(t.server.store.version).toBe(version);
  });

  it(`takes a key of ${CLIENT_MUTATION_ID_MAX_LENGTH} characters`, async () => {
    const staff = await member('staff40@routebook.test');
    const key = 'A-z_9'.repeat(20).slice(0, CLIENT_MUTATION_ID_MAX_LENGTH);
    const answer = await staff.ok(doc.createJobNote, {
      ...(await actions.createJobNote(staff)),
      key,
    });
    expect(answer.createJobNote.clientMutationId).toBe(key);
  });
});

describe('a refusal is not remembered', () => {
  it('checks a refused clock-in again when it is repeated, then remembers the success', async () => {
    const staff = await member('staff40@routebook.test');
    // The demo data leaves staff40 clocked in elsewhere.
    const open = the(
      t.server.store.jobTimes
        .where('companyUserId', staff.companyUserId)
        .find((entry) => entry.status === 'active'),
    );
    const variables = { data: { job: await staff.bareJob(), ...IN }, key: 'clock-in-2' };
    const refused = await staff.run(doc.createJobTime, variables);
    expectError(refused, 'BAD_USER_INPUT', messages.alreadyClockedIn);
    expect(keyRows()).toBe(0);

    await staff.ok(doc.updateJobTime, { id: open.id, data: OUT });
    const first = await staff.ok(doc.createJobTime, variables);
    const repeat = await staff.ok(doc.createJobTime, variables);
    expect(repeat).toEqual(first);
    expect(t.server.store.jobTimes.where('jobId', variables.data.job)).toHaveLength(1);
  });

  it('checks a repeat against the plan and the login as they are now', async () => {
    const staff = await member('staff40@routebook.test');
    const variables = withKey(await actions.createJobServiceItem(staff), 'link-1');
    await staff.ok(doc.createJobServiceItem, variables);
    t.server.store.companies.update(staff.companyId, { planLevel: 30 });
    expectError(
      await staff.run(doc.createJobServiceItem, variables),
      'PLAN_LIMIT',
      messages.planFeature,
    );
    expectError(
      await t.run(null, doc.createJobServiceItem, variables),
      'UNAUTHENTICATED',
      messages.notLoggedIn,
    );
  });
});

describe('how long and how many', () => {
  it(`forgets an answer ${IDEMPOTENCY_KEY_TTL_MS / 86_400_000} days after it was given`, async () => {
    const staff = await member('staff40@routebook.test');
    const variables = withKey(await actions.createJobNote(staff), 'week-old');
    const job = (variables.data as { job: string }).job;
    await staff.ok(doc.createJobNote, variables);

    clock = new Date(TEST_NOW.getTime() + IDEMPOTENCY_KEY_TTL_MS - 1);
    await staff.ok(doc.createJobNote, variables);
    expect((await staff.job(job)).counts.notes).toBe(1);

    clock = new Date(TEST_NOW.getTime() + IDEMPOTENCY_KEY_TTL_MS);
    await staff.ok(doc.createJobNote, variables);
    expect((await staff.job(job)).counts.notes).toBe(2);
    expect(keyRows()).toBe(1);
  });

  it(`remembers at most ${IDEMPOTENCY_KEYS_PER_MEMBER} answers per member, forgetting the oldest`, async () => {
    const staff = await member('staff40@routebook.test');
    const admin = await member('admin40@routebook.test');
    const { id, data } = await actions.updateJobTask(staff);
    const edit = (who: Member, key: string) => who.run(doc.updateJobTask, { id, data, key });
    expect((await edit(admin, 'admin-0')).errors).toBeUndefined();
    for (let i = 0; i <= IDEMPOTENCY_KEYS_PER_MEMBER; i += 1) {
      expect((await edit(staff, `k${i}`)).errors).toBeUndefined();
    }
    const mine = t.server.store.idempotencyKeys.where('companyUserId', staff.companyUserId);
    expect(mine).toHaveLength(IDEMPOTENCY_KEYS_PER_MEMBER);
    expect(mine[0]?.clientMutationId).toBe('k1');

    // k1 is still answered from memory; k0 was forgotten and writes again.
    let version = t.server.store.version;
    await edit(staff, 'k1');
    expect(t.server.store.version).toBe(version);
    await edit(staff, 'k0');
    expect(t.server.store.version).toBeGreaterThan(version);
    // Another member's answers are theirs: still there.
    version = t.server.store.version;
    await edit(admin, 'admin-0');
    expect(t.server.store.version).toBe(version);
  });
});

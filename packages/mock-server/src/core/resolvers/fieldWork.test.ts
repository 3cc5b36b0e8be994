import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { TEST_NOW, expectError, startTestServer, type TestServer } from '../../../test/testSupport';
import { CHROMIUM_PNG } from '../../../test/testImages';

const ME = `query Me { me { currentUser { id firstName lastName email company { id } } } }`;
const JOB = `query Job($id: ID!) {
  job(id: $id) {
    id status
    counts { clockIns tasks notes }
    tasks { id description status job { id } }
    jobNotes { id description status createByName createdAt mine job { id } }
    jobTime { id status timeIn timeInAt timeOut timeOutAt minutes user { id } job { id } }
  }
}`;

const TASK_FIELDS = `jobTask { id description status job { id } } job { id counts { tasks } tasks { id } }`;
const CREATE_TASK = `mutation CreateTask($id: ID!, $data: JobTaskInput!) {
  createJobTask(id: $id, data: $data) { ${TASK_FIELDS} }
}`;
const UPDATE_TASK = `mutation UpdateTask($id: ID!, $data: JobTaskInput!) {
  updateJobTask(id: $id, data: $data) { ${TASK_FIELDS} }
}`;
const DELETE_TASK = `mutation DeleteTask($id: ID!) {
  deleteJobTask(id: $id) { deletedId job { id tasks { id } } }
}`;

const NOTE_FIELDS = `jobNote { id description status createByName createdAt job { id } } job { id counts { notes } }`;
const CREATE_NOTE = `mutation CreateNote($data: JobNoteInput!) { createJobNote(data: $data) { ${NOTE_FIELDS} } }`;
const UPDATE_NOTE = `mutation UpdateNote($id: ID!, $data: JobNoteInput!) {
  updateJobNote(id: $id, data: $data) { ${NOTE_FIELDS} }
}`;
const DELETE_NOTE = `mutation DeleteNote($id: ID!) {
  deleteJobNote(id: $id) { deletedId job { id jobNotes { id } } }
}`;

const TIME_FIELDS = `jobTime { id status timeIn timeInAt timeOut timeOutAt minutes user { id } job { id } }
  job { id status counts { clockIns } }`;
const CREATE_TIME = `mutation CreateTime($data: JobTimeInput!) { createJobTime(data: $data) { ${TIME_FIELDS} } }`;
const UPDATE_TIME = `mutation UpdateTime($id: ID!, $data: JobTimeInput!) {
  updateJobTime(id: $id, data: $data) { ${TIME_FIELDS} }
}`;
const DELETE_TIME = `mutation DeleteTime($id: ID!) {
  deleteJobTime(id: $id) { deletedId job { id jobTime { id } } }
}`;

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string) {
  const { token, companyId } = await t.signIn(email);
  const me = (await t.ok(token, ME)).me.currentUser;
  const jobs = () => t.routeJobs(token, companyId);
  const jobWithStatus = async (status: string) => {
    const job = (await jobs()).find((j) => j.status === status);
    if (!job) throw new Error(`${email} has no ${status} job`);
    return job.id;
  };
  const job = async (id: string) => (await t.ok(token, JOB, { id })).job;
  /** The first job (as the job query answers it) that `test` accepts. */
  const findJob = async (test: (job: Record<string, any>) => boolean) => {
    for (const { id } of await jobs()) {
      const found = await job(id);
      if (test(found)) return found;
    }
    throw new Error(`${email} has no such job`);
  };
  return { token, companyId, member: me, jobs, jobWithStatus, job, findJob };
}

describe('job tasks', () => {
  it('lets a regular user add a task, sanitized and always active', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = await staff.jobWithStatus('active');
    const data = await t.ok(staff.token, CREATE_TASK, {
      id: jobId,
      data: {
        description:
          '<p onclick="x()">Trim the <strong>hedge</strong><script>alert(1)</script></p>',
        status: 'complete',
      },
    });
    const { jobTask, job } = data.createJobTask;
    expect(jobTask.description).toBe('<p>Trim the <strong>hedge</strong></p>');
    expect(jobTask.status).toBe('active');
    expect(jobTask.job.id).toBe(jobId);
    expect(job.counts.tasks).toBe(1);
    expect(job.tasks.map((task: { id: string }) => task.id)).toEqual([jobTask.id]);
  });

  it.each([null, '', '   ', '<p><br></p>', '<p>&nbsp; </p>', '<script>alert(1)</script>'])(
    'refuses the blank description %j and writes nothing',
    async (description) => {
      const admin = await as('admin40@routebook.test');
      const jobId = await admin.jobWithStatus('active');
      expectError(
        await t.run(admin.token, CREATE_TASK, { id: jobId, data: { description } }),
        'BAD_USER_INPUT',
        'Task description is required.',
      );
      expect((await admin.job(jobId)).tasks).toEqual([]);
    },
  );

  it('counts an image alone as a description', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = await admin.jobWithStatus('active');
    const { uploadImage } = await t.ok(
      admin.token,
      'mutation U($file: Upload!) { uploadImage(file: $file) { url } }',
      { file: new File([CHROMIUM_PNG], 'gate.png') },
    );
    const data = await t.ok(admin.token, CREATE_TASK, {
      id: jobId,
      data: { description: `<p><img src="${uploadImage.url}"></p>` },
    });
    expect(data.createJobTask.jobTask.description).toContain(`<img src="${uploadImage.url}"`);
  });

  it('refuses a description whose only image comes from another host', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = await admin.jobWithStatus('active');
    expectError(
      await t.run(admin.token, CREATE_TASK, {
        id: jobId,
        data: { description: '<p><img src="https://tracker.example/p.gif"></p>' },
      }),
      'BAD_USER_INPUT',
      'Task description is required.',
    );
  });

  it('keeps the status active when an update sends complete', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = await staff.jobWithStatus('active');
    const created = await t.ok(staff.token, CREATE_TASK, {
      id: jobId,
      data: { description: '<p>Rake leaves</p>' },
    });
    const id = created.createJobTask.jobTask.id;
    const updated = await t.ok(staff.token, UPDATE_TASK, {
      id,
      data: { description: '<p>Rake <em>all</em> leaves</p>', status: 'complete' },
    });
    expect(updated.updateJobTask.jobTask).toMatchObject({
      id,
      description: '<p>Rake <em>all</em> leaves</p>',
      status: 'active',
    });
    const statusOnly = await t.ok(staff.token, UPDATE_TASK, { id, data: { status: 'complete' } });
    expect(statusOnly.updateJobTask.jobTask).toMatchObject({
      description: '<p>Rake <em>all</em> leaves</p>',
      status: 'active',
    });
  });

  it('refuses to blank a task on update and keeps it', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = await admin.jobWithStatus('active');
    const created = await t.ok(admin.token, CREATE_TASK, {
      id: jobId,
      data: { description: '<p>Mow</p>' },
    });
    const id = created.createJobTask.jobTask.id;
    expectError(
      await t.run(admin.token, UPDATE_TASK, { id, data: { description: '<p> </p>' } }),
      'BAD_USER_INPUT',
      messages.taskDescriptionRequired,
    );
    expect((await admin.job(jobId)).tasks).toEqual([
      { id, description: '<p>Mow</p>', status: 'active', job: { id: jobId } },
    ]);
  });

  it('deletes a task', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = await staff.jobWithStatus('active');
    const created = await t.ok(staff.token, CREATE_TASK, {
      id: jobId,
      data: { description: '<p>Mow</p>' },
    });
    const id = created.createJobTask.jobTask.id;
    const data = await t.ok(staff.token, DELETE_TASK, { id });
    expect(data.deleteJobTask).toEqual({ deletedId: id, job: { id: jobId, tasks: [] } });
  });

  it("answers another company's job or task as missing and writes nothing", async () => {
    const other = await as('admin10@routebook.test');
    const before = await other.findJob((job) => job.tasks.length > 0);
    const otherJobId: string = before.id;
    const otherTaskId: string = before.tasks[0].id;
    const admin = await as('admin40@routebook.test');
    expectError(
      await t.run(admin.token, CREATE_TASK, { id: otherJobId, data: { description: '<p>x</p>' } }),
      'NOT_FOUND',
      messages.jobDeleted,
    );
    expectError(
      await t.run(admin.token, UPDATE_TASK, { id: otherTaskId, data: { description: '<p>x</p>' } }),
      'NOT_FOUND',
      messages.taskDeleted,
    );
    expectError(await t.run(admin.token, DELETE_TASK, { id: otherTaskId }), 'NOT_FOUND');
    expect(await other.job(otherJobId)).toEqual(before);
  });
});

describe('job notes', () => {
  it("signs a note with the author's name, stores trimmed plain text, active", async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = await staff.jobWithStatus('active');
    const data = await t.ok(staff.token, CREATE_NOTE, {
      data: { job: jobId, description: '  Dog <b>was</b> out\nGate left open.  ' },
    });
    expect(data.createJobNote.jobNote).toMatchObject({
      description: 'Dog <b>was</b> out\nGate left open.',
      status: 'active',
      createByName: `${staff.member.firstName} ${staff.member.lastName}`,
      createdAt: TEST_NOW.toISOString(),
      job: { id: jobId },
    });
    expect(data.createJobNote.job.counts.notes).toBe(1);
  });

  it('signs as "Unnamed member" when the member has no name, never with the email', async () => {
    const staff = await as('staff40@routebook.test');
    t.server.store.companyUsers.update(staff.member.id, { firstName: ' ', lastName: null });
    const jobId = await staff.jobWithStatus('active');
    const data = await t.ok(staff.token, CREATE_NOTE, { data: { job: jobId, description: 'Hi' } });
    expect(data.createJobNote.jobNote.createByName).toBe('Unnamed member');
    // A note an older version signed with the email reads the same to everyone.
    const note = data.createJobNote.jobNote.id;
    t.server.store.jobNotes.update(note, { createByName: staff.member.email });
    const admin = await as('admin40@routebook.test');
    const read = await t.ok(
      admin.token,
      `query J($id: ID!) { job(id: $id) { jobNotes { id createByName } } }`,
      {
        id: jobId,
      },
    );
    expect(read.job.jobNotes).toContainEqual({ id: note, createByName: 'Unnamed member' });
  });

  it.each([undefined, null, '', ' \n\t '])(
    'requires a description (%j) and writes nothing',
    async (description) => {
      const staff = await as('staff40@routebook.test');
      const jobId = await staff.jobWithStatus('active');
      expectError(
        await t.run(staff.token, CREATE_NOTE, { data: { job: jobId, description } }),
        'BAD_USER_INPUT',
        'Note text is required.',
      );
      expect((await staff.job(jobId)).jobNotes).toEqual([]);
    },
  );

  it("refuses a regular user editing or deleting an admin's note; the admin may", async () => {
    const admin = await as('admin40@routebook.test');
    const staff = await as('staff40@routebook.test');
    const jobId = await admin.jobWithStatus('active');
    const created = await t.ok(admin.token, CREATE_NOTE, {
      data: { job: jobId, description: 'Admin note' },
    });
    const id = created.createJobNote.jobNote.id;
    // `mine` tells each reader whether they wrote it (the app offers Edit on that, or to admins).
    const mineFor = async (reader: typeof admin) =>
      (await reader.job(jobId)).jobNotes.find((n: { id: string }) => n.id === id).mine;
    expect(await mineFor(admin)).toBe(true);
    expect(await mineFor(staff)).toBe(false);
    expectError(
      await t.run(staff.token, UPDATE_NOTE, { id, data: { description: 'Hacked' } }),
      'FORBIDDEN',
      'You do not have permission to do that.',
    );
    expectError(await t.run(staff.token, DELETE_NOTE, { id }), 'FORBIDDEN', messages.forbidden);
    const unchanged = (await admin.job(jobId)).jobNotes;
    expect(unchanged.map((n: { description: string }) => n.description)).toEqual(['Admin note']);

    const updated = await t.ok(admin.token, UPDATE_NOTE, {
      id,
      data: { description: ' Admin note, edited ' },
    });
    expect(updated.updateJobNote.jobNote).toMatchObject({
      description: 'Admin note, edited',
      createByName: `${admin.member.firstName} ${admin.member.lastName}`,
    });
    const deleted = await t.ok(admin.token, DELETE_NOTE, { id });
    expect(deleted.deleteJobNote).toEqual({ deletedId: id, job: { id: jobId, jobNotes: [] } });
  });

  it("lets the author edit their note and an admin edit a regular user's note", async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const jobId = await staff.jobWithStatus('active');
    const created = await t.ok(staff.token, CREATE_NOTE, {
      data: { job: jobId, description: 'Mine' },
    });
    const id = created.createJobNote.jobNote.id;
    const own = await t.ok(staff.token, UPDATE_NOTE, { id, data: { description: 'Mine, fixed' } });
    expect(own.updateJobNote.jobNote.description).toBe('Mine, fixed');
    const byAdmin = await t.ok(admin.token, UPDATE_NOTE, { id, data: { description: 'Checked' } });
    expect(byAdmin.updateJobNote.jobNote).toMatchObject({
      description: 'Checked',
      createByName: `${staff.member.firstName} ${staff.member.lastName}`,
    });
    expectError(
      await t.run(staff.token, UPDATE_NOTE, { id, data: { description: '  ' } }),
      'BAD_USER_INPUT',
      messages.noteRequired,
    );
  });

  it("answers another company's job or note as missing and writes nothing", async () => {
    const other = await as('admin10@routebook.test');
    const before = await other.findJob((job) => job.jobNotes.length > 0);
    const otherJobId: string = before.id;
    const otherNoteId: string = before.jobNotes[0].id;
    const admin = await as('admin40@routebook.test');
    expectError(
      await t.run(admin.token, CREATE_NOTE, { data: { job: otherJobId, description: 'x' } }),
      'NOT_FOUND',
      messages.jobDeleted,
    );
    expectError(
      await t.run(admin.token, UPDATE_NOTE, { id: otherNoteId, data: { description: 'x' } }),
      'NOT_FOUND',
    );
    expectError(await t.run(admin.token, DELETE_NOTE, { id: otherNoteId }), 'NOT_FOUND');
    expect(await other.job(otherJobId)).toEqual(before);
  });
});

describe('clock-ins', () => {
  // Before the test clock's now (09:00): a time ahead of it would be kept at now.
  const IN = { timeIn: '2026-11-02T07:00', timeInAt: '2026-11-02T07:00:00.000Z' };
  const OUT = { timeOut: '2026-11-02T08:30', timeOutAt: '2026-11-02T08:30:00.000Z' };

  it('clocks in at plan 10, moves an active job to inprogress, then clocks out', async () => {
    const admin = await as('admin10@routebook.test');
    const jobId = await admin.jobWithStatus('active');
    const created = await t.ok(admin.token, CREATE_TIME, { data: { job: jobId, ...IN } });
    const { jobTime, job } = created.createJobTime;
    expect(jobTime).toMatchObject({
      status: 'active',
      ...IN,
      timeOut: null,
      timeOutAt: null,
      minutes: null,
      user: { id: admin.member.id },
      job: { id: jobId },
    });
    expect(job).toEqual({ id: jobId, status: 'inprogress', counts: { clockIns: 1 } });

    const out = await t.ok(admin.token, UPDATE_TIME, {
      id: jobTime.id,
      data: { ...OUT, status: 'active' },
    });
    expect(out.updateJobTime.jobTime).toMatchObject({
      status: 'complete',
      ...IN,
      ...OUT,
      minutes: 90,
    });
    expect(out.updateJobTime.job.status).toBe('inprogress');
  });

  it('keeps the status of a job that is not active', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = await admin.jobWithStatus('complete');
    const data = await t.ok(admin.token, CREATE_TIME, { data: { job: jobId, ...IN, ...OUT } });
    expect(data.createJobTime.jobTime.status).toBe('complete');
    expect(data.createJobTime.job.status).toBe('complete');
  });

  it('stores instants in UTC', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = await admin.jobWithStatus('active');
    const data = await t.ok(admin.token, CREATE_TIME, {
      data: {
        job: jobId,
        timeInAt: '2026-11-02T10:00+02:00',
        timeOutAt: '2026-11-02T10:45:30+02:00',
      },
    });
    expect(data.createJobTime.jobTime).toMatchObject({
      timeIn: null,
      timeInAt: '2026-11-02T08:00:00.000Z',
      timeOutAt: '2026-11-02T08:45:30.000Z',
      minutes: 45,
    });
  });

  it.each([
    [{ timeIn: '2026-11-02T08:00' }, messages.clockInRequired],
    [{ timeInAt: '   ' }, 'Clock-in time is required.'],
    [{ timeInAt: '2026-11-02T08:00' }, messages.invalidDate],
    [{ timeInAt: 'yesterday' }, messages.invalidDate],
    [{ ...IN, timeIn: '2026-11-02 08:00' }, messages.invalidDate],
    [{ ...IN, timeIn: '2026-11-02T08:00:00.000Z' }, messages.invalidDate],
    [{ ...IN, ...OUT, timeOut: '9:30' }, messages.invalidDate],
    [{ ...IN, timeOutAt: '2026-11-31T09:00:00Z' }, messages.invalidDate],
    [{ ...IN, timeOut: '2026-11-02T08:30' }, messages.clockOutRequired],
    [{ ...IN, timeOutAt: '2026-11-02T06:59:00.000Z' }, messages.clockOutBeforeClockIn],
    [{ ...IN, timeOutAt: IN.timeInAt }, 'Clock-out time must be after clock-in time.'],
  ])('refuses %j with "%s" and writes nothing', async (data, message) => {
    const admin = await as('admin40@routebook.test');
    const jobId = await admin.jobWithStatus('active');
    expectError(
      await t.run(admin.token, CREATE_TIME, { data: { job: jobId, ...data } }),
      'BAD_USER_INPUT',
      message,
    );
    const job = await admin.job(jobId);
    expect(job.jobTime).toEqual([]);
    expect(job.status).toBe('active');
  });

  it('allows one open clock-in per person', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = await staff.jobWithStatus('active');
    // The demo staff user is clocked in on the inprogress job already.
    expectError(
      await t.run(staff.token, CREATE_TIME, { data: { job: jobId, ...IN } }),
      'BAD_USER_INPUT',
      'You are already clocked in to another job. Clock out there first.',
    );
    expect((await staff.job(jobId)).jobTime).toEqual([]);
    // A finished clock-in may still be recorded.
    const done = await t.ok(staff.token, CREATE_TIME, { data: { job: jobId, ...IN, ...OUT } });
    expect(done.createJobTime.jobTime.minutes).toBe(90);

    const admin = await as('admin40@routebook.test');
    await t.ok(admin.token, CREATE_TIME, { data: { job: jobId, ...IN } });
    expectError(
      await t.run(admin.token, CREATE_TIME, { data: { job: jobId, ...IN } }),
      'BAD_USER_INPUT',
      messages.alreadyClockedIn,
    );
  });

  it('names the open clock-in in the refusal, so the app can link to it', async () => {
    const staff = await as('staff40@routebook.test');
    const jobId = await staff.jobWithStatus('active');
    const { id: openJobId } = await staff.findJob((job) =>
      job.jobTime.some((entry: { status: string }) => entry.status === 'active'),
    );
    const WHERE = `query J($id: ID!) {
      job(id: $id) { id route { id } customer { displayName } jobTime { id status } }
    }`;
    const open = (await t.ok(staff.token, WHERE, { id: openJobId })).job;
    const result = await t.run(staff.token, CREATE_TIME, { data: { job: jobId, ...IN } });
    expectError(result, 'BAD_USER_INPUT', messages.alreadyClockedIn);
    expect(result.errors?.[0]?.extensions?.openClockIn).toEqual({
      id: open.jobTime.find((entry: { status: string }) => entry.status === 'active').id,
      jobId: open.id,
      routeId: open.route.id,
      customer: open.customer.displayName,
    });
  });

  it('changes only the fields an update sends and validates them', async () => {
    const admin = await as('admin40@routebook.test');
    const jobId = await admin.jobWithStatus('active');
    const created = await t.ok(admin.token, CREATE_TIME, { data: { job: jobId, ...IN, ...OUT } });
    const id = created.createJobTime.jobTime.id;
    const moved = await t.ok(admin.token, UPDATE_TIME, {
      id,
      data: { timeIn: '2026-11-02T07:30', timeInAt: '2026-11-02T07:30:00.000Z' },
    });
    expect(moved.updateJobTime.jobTime).toMatchObject({
      status: 'complete',
      timeIn: '2026-11-02T07:30',
      timeInAt: '2026-11-02T07:30:00.000Z',
      ...OUT,
      minutes: 60,
    });
    expectError(
      await t.run(admin.token, UPDATE_TIME, {
        id,
        data: { timeInAt: '2026-11-02T08:45:00.000Z' },
      }),
      'BAD_USER_INPUT',
      messages.clockOutBeforeClockIn,
    );
    expectError(
      await t.run(admin.token, UPDATE_TIME, { id, data: { timeOut: 'soon' } }),
      'BAD_USER_INPUT',
      messages.invalidDate,
    );
    expect((await admin.job(jobId)).jobTime[0]).toMatchObject({
      timeInAt: '2026-11-02T07:30:00.000Z',
      minutes: 60,
    });
  });

  it("refuses another regular user's clock-in; its owner and an admin may change it", async () => {
    // multi@ is a regular user of the plan-30 company, like staff30@.
    const owner = await as('multi@routebook.test');
    const other = await as('staff30@routebook.test');
    const admin = await as('admin30@routebook.test');
    const jobId = await owner.jobWithStatus('active');
    const created = await t.ok(owner.token, CREATE_TIME, { data: { job: jobId, ...IN } });
    const id = created.createJobTime.jobTime.id;

    expectError(
      await t.run(other.token, UPDATE_TIME, { id, data: OUT }),
      'FORBIDDEN',
      messages.forbidden,
    );
    expectError(await t.run(other.token, DELETE_TIME, { id }), 'FORBIDDEN', messages.forbidden);
    expect((await owner.job(jobId)).jobTime).toMatchObject([{ id, status: 'active' }]);

    const out = await t.ok(admin.token, UPDATE_TIME, { id, data: OUT });
    expect(out.updateJobTime.jobTime).toMatchObject({
      status: 'complete',
      user: { id: owner.member.id },
    });
    const deleted = await t.ok(owner.token, DELETE_TIME, { id });
    expect(deleted.deleteJobTime).toEqual({ deletedId: id, job: { id: jobId, jobTime: [] } });
  });

  it("lets an admin delete a regular user's clock-in, which closes it", async () => {
    const staff = await as('staff40@routebook.test');
    const admin = await as('admin40@routebook.test');
    const isOpen = (entry: { status: string }) => entry.status === 'active';
    const withOpen = await staff.findJob((job) => job.jobTime.some(isOpen));
    await t.ok(admin.token, DELETE_TIME, { id: withOpen.jobTime.find(isOpen).id });
    const other = await staff.jobWithStatus('active');
    const data = await t.ok(staff.token, CREATE_TIME, { data: { job: other, ...IN } });
    expect(data.createJobTime.jobTime.status).toBe('active');
  });

  it("answers another company's job or clock-in as missing and writes nothing", async () => {
    const other = await as('staff10@routebook.test');
    const before = await other.findJob((job) => job.jobTime.length > 0);
    const otherJobId: string = before.id;
    const otherTimeId: string = before.jobTime[0].id;
    const admin = await as('admin40@routebook.test');
    expectError(
      await t.run(admin.token, CREATE_TIME, { data: { job: otherJobId, ...IN, ...OUT } }),
      'NOT_FOUND',
      messages.jobDeleted,
    );
    expectError(
      await t.run(admin.token, UPDATE_TIME, { id: otherTimeId, data: OUT }),
      'NOT_FOUND',
      messages.clockInDeleted,
    );
    expectError(await t.run(admin.token, DELETE_TIME, { id: otherTimeId }), 'NOT_FOUND');
    expect(await other.job(otherJobId)).toEqual(before);
  });
});

/**
 * The error catalogue as the app reads it (decisions.md, "Errors"): every refusal is a GraphQL
 * error whose message is the text to show and whose `extensions.code` is one of BAD_USER_INPUT,
 * UNAUTHENTICATED, FORBIDDEN, PLAN_LIMIT, NOT_FOUND, CONFLICT or IDEMPOTENCY_KEY_REUSED. Each is
 * provoked once here; the rule groups judge plan limits, roles and validation in depth. Then the
 * exactly-once answers of a repeated clientMutationId (schema.graphql, Mutation), whose keys
 * belong to one member: no one else gets the answer kept for a key.
 */
import { messages } from '@routebook/schema';
import { about, check, expectEqual, expectRefused, expectTrue, fail } from '../check';
import type { CheckContext, Session } from '../context';
import { ownJob, PNG, uniqueKey } from './fixtures';
import { eachWay, show } from './support';

const SECTION = '§8 The error catalogue';
const EXACTLY_ONCE = 'Extension: exactly-once field actions (clientMutationId)';

const CREATE_ROUTE = `mutation ConformanceCreateRoute($data: RouteInput!) {
  createRoute(data: $data) { route { id } }
}`;
const DELETE_ROUTE = `mutation ConformanceDeleteRoute($id: ID!) { deleteRoute(id: $id) { deletedId } }`;
const ADD_TASK = `mutation ConformanceAddTask($id: ID!, $data: JobTaskInput!, $key: ID) {
  createJobTask(id: $id, data: $data, clientMutationId: $key) {
    clientMutationId jobTask { id description } job { id counts { tasks } }
  }
}`;
const ADD_NOTE = `mutation ConformanceAddNote($data: JobNoteInput!, $key: ID) {
  createJobNote(data: $data, clientMutationId: $key) {
    clientMutationId jobNote { id description } job { id counts { notes } }
  }
}`;
const UPLOAD = `mutation ConformanceUploadOnce($file: Upload!, $key: ID) {
  uploadImage(file: $file, clientMutationId: $key) { clientMutationId url }
}`;
const JOB_RECORDS = `query ConformanceJobRecords($id: ID!) {
  job(id: $id) { tasks { id description } jobNotes { id description } }
}`;

/** Tries to create a route; one that a faulty server made anyway is deleted after the check. */
async function tryCreateRoute(
  ctx: CheckContext,
  caller: Session | null,
  data: Record<string, unknown>,
  admin: Session,
) {
  const result = await ctx.run(caller, CREATE_ROUTE, { data });
  const made = result.data?.createRoute?.route?.id;
  if (made) ctx.cleanup(() => ctx.ok(admin, DELETE_ROUTE, { id: made }));
  return result;
}

export const errorChecks = [
  check(
    'errors.bad-user-input',
    SECTION,
    `input that breaks a rule is BAD_USER_INPUT with the field's message, and extensions.fields: createRoute without a name is "${messages.routeNameRequired}"`,
    async (ctx) => {
      const admin = await ctx.as('level40', 'admin');
      const result = await tryCreateRoute(
        ctx,
        admin,
        { name: '', status: 'draft', company: admin.companyId },
        admin,
      );
      const error = expectRefused(result, 'BAD_USER_INPUT', messages.routeNameRequired);
      expectEqual(
        error.extensions?.fields,
        { name: messages.routeNameRequired },
        'extensions.fields',
      );
    },
  ),
  check(
    'errors.unauthenticated',
    SECTION,
    `a mutation without a login is UNAUTHENTICATED "${messages.notLoggedIn}"`,
    async (ctx) => {
      const admin = await ctx.as('level40', 'admin');
      const name = ctx.unique('Conformance logged out');
      const result = await tryCreateRoute(
        ctx,
        null,
        { name, status: 'draft', company: admin.companyId },
        admin,
      );
      expectRefused(result, 'UNAUTHENTICATED', messages.notLoggedIn);
    },
  ),
  check(
    'errors.forbidden',
    SECTION,
    `a regular member's admin action is FORBIDDEN "${messages.forbidden}"; a companyId of another company is FORBIDDEN "${messages.wrongCompany}"`,
    async (ctx) => {
      const admin = await ctx.as('level40', 'admin');
      const member = await ctx.as('level40', 'member');
      const other = await ctx.as('other', 'admin');
      const name = ctx.unique('Conformance member');
      const result = await tryCreateRoute(
        ctx,
        member,
        { name, status: 'draft', company: member.companyId },
        admin,
      );
      expectRefused(result, 'FORBIDDEN', messages.forbidden);
      const elsewhere = await ctx.run(
        admin,
        'query ConformanceOtherRoutes($companyId: ID!) { routes(companyId: $companyId) { id } }',
        { companyId: other.companyId },
      );
      expectRefused(elsewhere, 'FORBIDDEN', messages.wrongCompany);
    },
  ),
  check(
    'errors.plan-limit',
    SECTION,
    `a feature above the company's plan is PLAN_LIMIT "${messages.planFeature}": the customer imports of a level 10 company`,
    async (ctx) => {
      const admin = await ctx.as('level10', 'admin');
      const result = await ctx.run(
        admin,
        'query ConformanceImports($companyId: ID!) { customerImports(companyId: $companyId) { id } }',
        { companyId: admin.companyId },
      );
      expectRefused(result, 'PLAN_LIMIT', messages.planFeature);
    },
  ),
  check(
    'errors.not-found',
    SECTION,
    `a record that does not exist is NOT_FOUND "${messages.notFound}": updateRoute of an unknown id`,
    async (ctx) => {
      const admin = await ctx.as('level40', 'admin');
      const result = await ctx.run(
        admin,
        'mutation ConformanceRenameMissing($id: ID!, $data: RouteUpdateInput!) { updateRoute(id: $id, data: $data) { route { id } } }',
        { id: 'conformance-missing-route', data: { name: 'Missing' } },
      );
      expectRefused(result, 'NOT_FOUND', messages.notFound);
    },
  ),
  check(
    'errors.conflict',
    SECTION,
    `new work on a cancelled job is CONFLICT "${messages.jobCancelled}" and writes nothing`,
    async (ctx) => {
      const { jobId, admin } = await ownJob(ctx, 'level40', 'cancelled');
      const member = await ctx.as('level40', 'member');
      const result = await ctx.run(member, ADD_TASK, {
        id: jobId,
        data: { description: '<p>On a cancelled job</p>' },
      });
      expectRefused(result, 'CONFLICT', messages.jobCancelled);
      const { job } = await ctx.ok(admin, JOB_RECORDS, { id: jobId });
      expectEqual(job?.tasks, [], 'tasks of the cancelled job');
    },
  ),
  check(
    'errors.idempotency-key-reused',
    SECTION,
    `a clientMutationId sent again with other arguments is IDEMPOTENCY_KEY_REUSED "${messages.clientMutationIdReused}" and writes nothing`,
    async (ctx) => {
      const { jobId, admin } = await ownJob(ctx, 'level40');
      const member = await ctx.as('level40', 'member');
      const key = uniqueKey(ctx, 'reused');
      await ctx.ok(member, ADD_TASK, { id: jobId, data: { description: '<p>First</p>' }, key });
      const again = await ctx.run(member, ADD_TASK, {
        id: jobId,
        data: { description: '<p>Other</p>' },
        key,
      });
      expectRefused(again, 'IDEMPOTENCY_KEY_REUSED', messages.clientMutationIdReused);
      const { job } = await ctx.ok(admin, JOB_RECORDS, { id: jobId });
      expectEqual(
        job?.tasks?.map((task: { description: string }) => task.description),
        ['<p>First</p>'],
        'tasks of the job',
      );
    },
  ),
  check(
    'errors.repeat-answers-first',
    EXACTLY_ONCE,
    'a change repeated with its clientMutationId writes once and answers the first answer, key echoed: 10 at once, twice in one batch (one after the other without batching), 10 uploads at once',
    async (ctx) => {
      const { client } = ctx;
      const { jobId, admin } = await ownJob(ctx, 'level40');
      const member = await ctx.as('level40', 'member');

      const taskKey = uniqueKey(ctx, 'task');
      const task = { id: jobId, data: { description: '<p>Edge the lawn</p>' }, key: taskKey };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          client.graphql({ query: ADD_TASK, variables: task }, { token: member.token }),
        ),
      );
      const first = answers[0]?.body;
      expectEqual(first?.errors, undefined, 'errors of the first task answer');
      expectEqual(first?.data?.createJobTask?.clientMutationId, taskKey, 'clientMutationId');
      answers.forEach((answer, i) => expectEqual(answer.body, first, `task answer ${i + 1}`));
      expectEqual(first?.data?.createJobTask?.job?.counts?.tasks, 1, 'counts.tasks');

      const noteKey = uniqueKey(ctx, 'note');
      const note = {
        query: ADD_NOTE,
        variables: { data: { job: jobId, description: 'Gate code 4521' }, key: noteKey },
      };
      // Twice in one batch, as the app sends a replay; one after the other for a server that
      // takes no batches (config "batching": false).
      const [one, two] = ctx.config.batching
        ? await client.batch([note, note], { token: member.token }).then((batch) => {
            expectTrue(Array.isArray(batch.body), `a batch answered ${JSON.stringify(batch.body)}`);
            return batch.body as unknown[];
          })
        : [
            (await client.graphql(note, { token: member.token })).body,
            (await client.graphql(note, { token: member.token })).body,
          ];
      expectEqual((one as any)?.data?.createJobNote?.clientMutationId, noteKey, 'the note answer');
      expectEqual(two, one, 'the second answer of the repeat');

      const { job } = await ctx.ok(admin, JOB_RECORDS, { id: jobId });
      expectEqual(job?.tasks?.length, 1, 'tasks written');
      expectEqual(job?.jobNotes?.length, 1, 'notes written');

      const uploadKey = uniqueKey(ctx, 'photo');
      const uploads = await Promise.all(
        Array.from({ length: 10 }, () =>
          client.upload(
            { query: UPLOAD, variables: { key: uploadKey } },
            { file: { bytes: new Uint8Array(PNG), name: 'gate.png', type: 'image/png' } },
            { token: member.token },
          ),
        ),
      );
      const firstUpload = uploads[0]?.body;
      expectEqual(firstUpload?.data?.uploadImage?.clientMutationId, uploadKey, 'the upload answer');
      expectTrue(typeof firstUpload?.data?.uploadImage?.url === 'string', 'an upload URL');
      uploads.forEach((answer, i) =>
        expectEqual(answer.body, firstUpload, `upload answer ${i + 1}`),
      );
    },
  ),
  check(
    'errors.keys-per-member',
    EXACTLY_ONCE,
    "a clientMutationId belongs to its member (company and person): a member of another company sending another's key and arguments is NOT_FOUND, never given the first answer; an admin of the same company writes a note of their own — alone and in a batch",
    async (ctx) => {
      const { jobId, admin } = await ownJob(ctx, 'level40');
      const member = await ctx.as('level40', 'member');
      const outsider = await ctx.as('other', 'member');
      const text = ctx.unique('Conformance note of the first member');
      const note = { data: { job: jobId, description: text }, key: uniqueKey(ctx, 'member-key') };
      const first = (await ctx.ok(member, ADD_NOTE, note)).createJobNote;

      for (const way of eachWay(ctx)) {
        const who = `${outsider.companyName}'s member with the same key and arguments (${way.how})`;
        const theirs = await way.run(outsider, ADD_NOTE, note);
        if (show(theirs.data ?? null).includes(text)) {
          fail(`${who} got another member's answer, their note: ${show(theirs.data)}`);
        }
        await about(who, () => expectRefused(theirs, 'NOT_FOUND', messages.jobDeleted));
      }

      let own: string | undefined;
      for (const way of eachWay(ctx)) {
        const who = `the admin of the same company with the same key and arguments (${way.how})`;
        const result = await way.run(admin, ADD_NOTE, note);
        const made: unknown = result.data?.createJobNote?.jobNote?.id;
        if (made === first.jobNote.id) fail(`${who} got another member's answer, their note`);
        await about(who, () => expectEqual(result.errors, undefined, 'errors'));
        expectTrue(
          typeof made === 'string',
          `${who}: expected a note of their own, got ${show(result.data)}`,
        );
        // A repeat of the admin's own key answers the admin's first answer.
        if (own) expectEqual(made, own, `${who}: the note of their repeat`);
        own = made;
      }
      const { job } = await ctx.ok(admin, JOB_RECORDS, { id: jobId });
      expectEqual(job?.jobNotes?.length, 2, "notes on the job: the member's and the admin's");
    },
  ),
];

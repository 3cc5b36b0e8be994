/**
 * Every setting the Settings page offers is enforced by the server. "Require a photo
 * before completing a job" on: a job without a photo is not made complete (CONFLICT, its message),
 * with one it is. "Show customer notes to field staff" off: a regular member reads no customer
 * note, an admin still does. Each check finds its setting by `Setting.key` and puts it back after.
 */
import { SETTING_KEYS, messages, type SettingKey } from '@routebook/schema';
import { about, check, expectEqual, expectRefused, fail, type Check } from '../check';
import type { CheckContext, Session } from '../context';
import { ownJob, PNG } from './fixtures';
import { UPDATE_CUSTOMER } from './support';

const SECTION = 'Extension: company settings';

const SETTINGS = `query ConformanceSettings($companyId: ID!) {
  settings(companyId: $companyId) { id key status }
}`;
const UPDATE_SETTING = `mutation ConformanceUpdateSetting($id: ID!, $status: String!) {
  updateSetting(id: $id, status: $status) { id status }
}`;
const COMPLETE = `mutation ConformanceComplete($id: ID!) {
  updateJob(id: $id, data: { status: complete }) { job { id status } }
}`;
const REOPEN = `mutation ConformanceReopen($id: ID!) {
  updateJob(id: $id, data: { status: active }) { job { id status } }
}`;
const JOB = `query ConformanceSettingJob($id: ID!) { job(id: $id) { id status customer { id note } } }`;
const UPLOAD = `mutation ConformanceUploadPhoto($file: Upload!) { uploadImage(file: $file) { url } }`;
const ADD_PHOTO = `mutation ConformanceAddPhoto($data: JobPhotoInput!) {
  createJobPhoto(data: $data) { jobPhoto { id } }
}`;

/**
 * Switches the admin's company setting `key` to `status`, and back to what it was after the check
 * (registered now: it runs before the clean-ups registered earlier, such as a job's).
 */
async function switchSetting(
  ctx: CheckContext,
  admin: Session,
  key: SettingKey,
  status: 'on' | 'off',
): Promise<void> {
  const { settings } = await ctx.ok(admin, SETTINGS, { companyId: admin.companyId });
  const setting = (settings as { id: string; key: string; status: string }[]).find(
    (s) => s.key === key,
  );
  if (!setting) fail(`${admin.companyName} offers no setting with the key ${key}`);
  ctx.cleanup(() => ctx.ok(admin, UPDATE_SETTING, { id: setting.id, status: setting.status }));
  await ctx.ok(admin, UPDATE_SETTING, { id: setting.id, status });
}

async function addPhoto(ctx: CheckContext, member: Session, jobId: string): Promise<void> {
  const answer = await ctx.client.upload(
    { query: UPLOAD },
    { file: { bytes: PNG, name: 'gate.png', type: 'image/png' } },
    { token: member.token },
  );
  const url = answer.body?.data?.uploadImage?.url;
  if (typeof url !== 'string') fail(`the photo upload answered ${JSON.stringify(answer.body)}`);
  await ctx.ok(member, ADD_PHOTO, { data: { job: jobId, url } });
}

const photoRequired = check(
  'settings.photoRequired',
  SECTION,
  `with "Require a photo before completing a job" (key ${SETTING_KEYS.photoRequiredToComplete}) on, a regular member's Complete of a job without a photo is CONFLICT "${messages.photoRequiredToComplete}" and the job stays active; with a photo it is completed`,
  async (ctx) => {
    const member = await ctx.as('level40', 'member');
    const { jobId, admin } = await ownJob(ctx, 'level40');
    await switchSetting(ctx, admin, SETTING_KEYS.photoRequiredToComplete, 'on');

    await about('Complete without a photo', async () =>
      expectRefused(
        await ctx.run(member, COMPLETE, { id: jobId }),
        'CONFLICT',
        messages.photoRequiredToComplete,
      ),
    );
    expectEqual((await ctx.ok(admin, JOB, { id: jobId })).job?.status, 'active', 'job status');

    await addPhoto(ctx, member, jobId);
    const done = await about('Complete with a photo', () =>
      ctx.ok(member, COMPLETE, { id: jobId }),
    );
    expectEqual(done.updateJob?.job?.status, 'complete', 'status Complete answers');
    // Open again first: a complete job keeps its last photo while photos are required.
    ctx.cleanup(() => ctx.ok(admin, REOPEN, { id: jobId }));
  },
);

const customerNotes = check(
  'settings.customerNotes',
  SECTION,
  `with "Show customer notes to field staff" (key ${SETTING_KEYS.customerNotesForStaff}) off, a regular member reads a job's customer with no note (null) and an admin reads the note; on, the member reads it too`,
  async (ctx) => {
    const member = await ctx.as('level40', 'member');
    const { jobId, customerId, customerName, admin } = await ownJob(ctx, 'level40');
    const note = ctx.unique('Conformance gate code');
    await ctx.ok(admin, UPDATE_CUSTOMER, {
      id: customerId,
      data: { lastName: customerName, displayName: customerName, note },
    });
    const noteOf = async (caller: Session) =>
      (await ctx.ok(caller, JOB, { id: jobId })).job?.customer?.note as unknown;

    await switchSetting(ctx, admin, SETTING_KEYS.customerNotesForStaff, 'off');
    expectEqual(await noteOf(member), null, 'the note a regular member reads with the setting off');
    expectEqual(await noteOf(admin), note, 'the note an admin reads with the setting off');

    await switchSetting(ctx, admin, SETTING_KEYS.customerNotesForStaff, 'on');
    expectEqual(await noteOf(member), note, 'the note a regular member reads with the setting on');
  },
);

export const settingChecks: Check[] = [photoRequired, customerNotes];

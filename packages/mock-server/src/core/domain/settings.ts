import {
  PRODUCT_SETTINGS,
  SETTING_KEYS,
  messages,
  productSetting,
  settingKeyOf,
  type SettingKey,
} from '@routebook/schema';
import type { Store } from '../store/store';
import type { JobStatus, SettingRecord } from '../store/records';
import { isAdmin, type Context } from '../context';
import { conflict } from '../errors';

/**
 * A company's rows of the settings the product offers, one per setting in the product's order. Rows
 * of a setting no longer offered (the route summary email) are left out, and so is a second row of
 * one setting (the first wins, as settingIsOn reads it).
 */
export function offeredSettings(store: Store, companyId: string): SettingRecord[] {
  const rows = store.settings.where('companyId', companyId);
  return PRODUCT_SETTINGS.flatMap((setting) => {
    const row = rows.find((candidate) => settingKeyOf(candidate) === setting.key);
    return row ? [row] : [];
  });
}

/** Whether a company's setting is on; a company without its row has the product's default. */
export function settingIsOn(store: Store, companyId: string, key: SettingKey): boolean {
  const row = offeredSettings(store, companyId).find((setting) => settingKeyOf(setting) === key);
  return (row?.status ?? productSetting(key)?.defaultStatus) === 'on';
}

/** A new company's settings (seed and sign-up): every offered setting at its default. */
export function insertDefaultSettings(store: Store, companyId: string): void {
  for (const { key, name, defaultStatus } of PRODUCT_SETTINGS) {
    store.settings.insert({ companyId, key, name, status: defaultStatus });
  }
}

/**
 * "Require a photo before completing a job": refuses to make a job complete that has no photo.
 * Call it in the same step as the write (no await between), so a photo deleted meanwhile counts.
 */
export function assertMayBecomeComplete(
  ctx: Context,
  job: { id: string | null; companyId: string; status: JobStatus | null },
  status: JobStatus,
): void {
  if (status !== 'complete' || job.status === 'complete') return;
  if (!settingIsOn(ctx.store, job.companyId, SETTING_KEYS.photoRequiredToComplete)) return;
  const photos = job.id === null ? 0 : ctx.store.jobPhotos.count('jobId', job.id);
  if (photos === 0) conflict(messages.photoRequiredToComplete);
}

/** The same rule afterwards: a complete job keeps its last photo while photos are required. */
export function assertMayDeletePhoto(
  ctx: Context,
  photo: { jobId: string; companyId: string },
): void {
  const job = ctx.store.jobs.get(photo.jobId);
  if (job?.status !== 'complete') return;
  if (!settingIsOn(ctx.store, photo.companyId, SETTING_KEYS.photoRequiredToComplete)) return;
  if (ctx.store.jobPhotos.count('jobId', job.id) <= 1) conflict(messages.completeJobKeepsPhoto);
}

/** "Show customer notes to field staff" off: a regular member reads no customer note. */
export function mayReadCustomerNote(ctx: Context, companyId: string): boolean {
  return isAdmin(ctx) || settingIsOn(ctx.store, companyId, SETTING_KEYS.customerNotesForStaff);
}

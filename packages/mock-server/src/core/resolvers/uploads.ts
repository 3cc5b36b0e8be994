import { messages } from '@routebook/schema';
import { nowIso, owned, requireSession, type Context } from '../context';
import { badInput } from '../errors';
import { newFileId } from '../files';
import { isOwnUpload, MAX_UPLOAD_BYTES, readUpload } from '../uploads';
import { checkImage } from '../images';
import { fieldJob } from '../domain/jobs';
import { assertMayDeletePhoto } from '../domain/settings';
import type { JobPhotoRecord } from '../store/records';
import type { Resolver, ResolverMap } from './types';

/** YYYY-MM-DD, optionally with a time (minutes at least) and a zone: the ISO 8601 the app sends. */
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Whether the text's YYYY-MM-DD is a day of the calendar (Date.parse takes 2026-02-31). */
function isCalendarDay(text: string): boolean {
  const [year = 0, month = 0, day = 0] = text.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A photo date: null when blank, else an ISO 8601 date or timestamp that names a real instant. */
function photoDateOf(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const valid = ISO_DATE.test(text) && !Number.isNaN(Date.parse(text)) && isCalendarDay(text);
  if (!valid) badInput(messages.invalidDate);
  return text;
}

/**
 * Stores an image for the caller's company, recorded as its company's, under an unguessable id
 * and a URL relative to the server. The type comes from the bytes (PNG, JPEG, GIF or WebP),
 * never from the declared type or name, and the bytes must be one whole image (images.ts).
 */
const uploadImage: Resolver<unknown, { file: unknown }> = async (_, { file }, ctx) => {
  const upload = await readUpload(file, MAX_UPLOAD_BYTES);
  const { bytes, contentType } = await checkImage(upload.bytes);
  const companyId = requireSession(ctx).company.id;
  const id = newFileId();
  const url = ctx.files.urlFor(id);
  ctx.files.put(id, { bytes, contentType });
  ctx.store.files.insert({
    id,
    companyId,
    name: upload.name,
    contentType,
    size: bytes.length,
    url,
    createdAt: nowIso(ctx),
  });
  return { url };
};

interface JobPhotoInput {
  job: string;
  url: string;
  notes?: string | null;
  photoDate?: string | null;
}

/** Adds a photo to a job; the image must have been uploaded to the same company first. */
const createJobPhoto: Resolver<unknown, { data: JobPhotoInput }> = (_, { data }, ctx) => {
  const job = fieldJob(ctx, data.job);
  const url = data.url.trim();
  if (!isOwnUpload(ctx, url)) badInput(messages.photoNotUploaded);
  const photoDate = photoDateOf(data.photoDate);
  const jobPhoto = ctx.store.jobPhotos.insert({
    companyId: job.companyId,
    jobId: job.id,
    url,
    notes: data.notes?.trim() || null,
    photoDate,
  });
  return { jobPhoto, job };
};

/** Deletes a job photo; the uploaded file stays (the same URL may be used again). */
const deleteJobPhoto: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const photo = owned(ctx, ctx.store.jobPhotos, id, messages.photoDeleted);
  assertMayDeletePhoto(ctx, photo);
  ctx.store.jobPhotos.delete(photo.id);
  return { deletedId: photo.id, job: ctx.store.jobs.get(photo.jobId) };
};

export const uploadResolvers = {
  Mutation: { uploadImage, createJobPhoto, deleteJobPhoto },
  JobPhoto: {
    job: (photo: JobPhotoRecord, _: unknown, ctx: Context) => ctx.store.jobs.get(photo.jobId),
  },
} satisfies ResolverMap;

/**
 * What a visit report's share link opens, and the images its report serves through it: a revoked
 * link shows nothing, its images included, because the share holder is never given an upload's own
 * URL (which would keep working: an upload URL is a capability).
 */
import { hasVisitReport, sharedFileUrl } from '@routebook/schema';
import { fileIdOfUrl, type FileStore, type StoredFile } from '../files';
import type { Store } from '../store/store';
import type { JobRecord, VisitReportLinkRecord } from '../store/records';

/**
 * The link `linkId` (the SHA-256 of its token) and its job while the link is live: not revoked,
 * the job still there and complete, its company active. Null otherwise, all alike.
 */
export function liveReportLink(
  store: Store,
  linkId: string,
): { link: VisitReportLinkRecord; job: JobRecord } | null {
  const link = store.visitReportLinks.get(linkId);
  if (!link || link.revokedAt !== null) return null;
  const job = store.jobs.get(link.jobId);
  const company = store.companies.get(link.companyId);
  if (!job || job.companyId !== link.companyId || company?.status !== 'active') return null;
  return hasVisitReport(job.status) ? { link, job } : null;
}

/** The names a share link serves a report's images under: photos oldest first, as listed. */
export const IMAGE_REFS = {
  logo: 'logo',
  signature: 'signature',
  photo: (index: number) => `photo-${index + 1}`,
} as const;

/** A report's images by the name a share link serves them under, with their stored URLs. */
export function reportImages(store: Store, job: JobRecord): Map<string, string> {
  const images = new Map<string, string>();
  const logo = store.companies.get(job.companyId)?.logo;
  if (logo) images.set(IMAGE_REFS.logo, logo);
  store.jobPhotos
    .where('jobId', job.id)
    .forEach((photo, i) => images.set(IMAGE_REFS.photo(i), photo.url));
  const signature = store.jobSignatures.where('jobId', job.id)[0];
  if (signature) images.set(IMAGE_REFS.signature, signature.url);
  return images;
}

/**
 * How the report a link opens names its images: through the link (`sharedFileUrl`) when they are
 * uploads the server has; any other URL (an older data file's) as it is.
 */
export const throughLink =
  (linkId: string) =>
  (ref: string, url: string): string =>
    fileIdOfUrl(url) === null ? url : sharedFileUrl(linkId, ref);

/** The file of image `ref` of the report link `linkId` opens, while the link is live. */
export function sharedReportFile(
  store: Store,
  files: FileStore,
  linkId: string,
  ref: string,
): StoredFile | undefined {
  const live = liveReportLink(store, linkId);
  const url = live ? reportImages(store, live.job).get(ref) : undefined;
  const id = url === undefined ? null : fileIdOfUrl(url);
  return id === null ? undefined : files.get(id);
}

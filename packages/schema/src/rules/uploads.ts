/** The largest image uploadImage accepts (photos, logos, rich-text images). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** The largest customer CSV uploadCustomerCSV accepts. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** "The file is too large: at most 5 MB." for a limit in bytes. */
export function fileTooLargeMessage(maxBytes: number, template: string): string {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return template.replace('{max}', String(mb));
}

import { fileTooLargeMessage, MAX_CSV_BYTES, messages } from '@routebook/schema';

/**
 * Why a chosen file cannot be a customer CSV, before it is sent; null when it may be. The server
 * checks again, and reads the content (encoding, header row).
 */
export function csvFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.csv$/i.test(file.name.trim())) return messages.csvNotCsv;
  if (file.size > MAX_CSV_BYTES) return fileTooLargeMessage(MAX_CSV_BYTES, messages.fileTooLarge);
  if (file.size === 0) return messages.csvEmpty;
  return null;
}

/**
 * The sample file offered for download: the columns the import reads, the optional latitude and
 * longitude last, and two example rows (one with its pin, one found from its address).
 */
export const SAMPLE_CSV =
  'firstName,lastName,displayName,mobile,address1,address2,city,state,zip,email,note,latitude,longitude\r\n' +
  'Ann,Lee,Lee Family,555-0100,12 Oak Street,,Springfield,IL,62701,ann.lee@example.com,Gate code 4521,39.7817,-89.6501\r\n' +
  ',Moore,Moore Farm,,Rural Route 2,,Pawnee,IL,62558,,,,\r\n';

/**
 * The visit report a customer sees of a completed job, their signature, and the link that shares
 * the report without a login. One place for the rules the server enforces and the app shows.
 */
import { fieldDayMessages } from './fieldDayMessages';
import type { Role } from './users';

/** The longest name a signature is saved with. */
export const SIGNED_BY_MAX_LENGTH = 100;

/** Why a signature's name is refused (blank, or too long), or null when it is fine. */
export function signedByError(name: string): string | null {
  const trimmed = name.trim();
  return trimmed === '' || trimmed.length > SIGNED_BY_MAX_LENGTH
    ? fieldDayMessages.signedByInvalid.replace('{max}', String(SIGNED_BY_MAX_LENGTH))
    : null;
}

/** A job has a visit report once it is complete. */
export const hasVisitReport = (status: string): boolean => status === 'complete';

/**
 * Who may share a job's visit report, or revoke its links: an admin, or a member who clocked in
 * on the job (who worked it, and stood before the customer).
 */
export function mayShareVisitReport(
  role: Role,
  memberId: string,
  clockedInMemberIds: readonly string[],
): boolean {
  return role === 'admin' || clockedInMemberIds.includes(memberId);
}

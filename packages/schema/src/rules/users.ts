/** Domain of generated placeholder emails; `.invalid` can never receive mail (RFC 2606). */
export const PLACEHOLDER_EMAIL_DOMAIN = 'noemail.routebook.invalid';

/** A user role. */
export type Role = 'admin' | 'regular';

/** Email trimmed and lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Placeholder used when a new user's email is blank (Add user). */
export function placeholderEmail(uniqueKey: string): string {
  return `user-${uniqueKey}@${PLACEHOLDER_EMAIL_DOMAIN}`.toLowerCase();
}

/** Whether an email is a generated placeholder (see {@link placeholderEmail}). */
export function isPlaceholderEmail(email: string): boolean {
  return normalizeEmail(email).endsWith(`@${PLACEHOLDER_EMAIL_DOMAIN}`);
}

/** Username equals the email (Add user), normalized. */
export function usernameFor(email: string): string {
  return normalizeEmail(email);
}

/** Users are created as regular unless admin is chosen. */
export function roleOnCreate(chosen: Role | null | undefined): Role {
  return chosen === 'admin' ? 'admin' : 'regular';
}

/** User status is lowercased on edit. */
export function normalizeUserStatus(status: string): string {
  return status.toLowerCase();
}

import type { Session } from '../session/session';

/** Whose rows: the person and the company they are logged in under. */
export function memberKey(session: Session | null): string | null {
  const company = session?.user.currentUser?.company.id;
  return session && company ? `${session.user.id}@${company}` : null;
}

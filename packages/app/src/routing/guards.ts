import { redirect } from 'react-router-dom';
import { hasFeature, passesPlanGuard, type Feature } from '@routebook/schema';
import type { Session, SessionStore } from '../session/session';

/** Where a denied guard sends the user (product.md §Pages, menu and guards). */
export const DENIED_PATH = '/route/list';

/** The member's day. */
export const TODAY_PATH = '/today';

/**
 * Where a member lands after logging in, at start and after switching company: link-company
 * without a current company; field staff on Today (their day first); admins on the
 * route list, as the spec's startup says.
 */
export function landingPath(session: Session): string {
  const member = session.user.currentUser;
  if (!member) return '/link-company';
  return member.role === 'admin' ? DENIED_PATH : TODAY_PATH;
}

/**
 * Logged-in guard: passes when logged in or when the address contains webportal;
 * otherwise redirects to /login. Returns the session (null only on web portal addresses).
 */
export function requireLoggedIn(sessions: SessionStore, url: string): Session | null {
  const session = sessions.get();
  if (session || url.includes('webportal')) return session;
  throw redirect('/login');
}

/** Admin-only guard: role admin, else the denial is logged and the user goes to /route/list. */
export function requireAdmin(sessions: SessionStore, url: string): Session {
  const session = requireLoggedIn(sessions, url);
  if (session?.user.currentUser?.role === 'admin') return session;
  console.warn(`Access denied to ${new URL(url).pathname}: admin role required.`);
  throw redirect(DENIED_PATH);
}

/** Plan guard: the plan level read as an integer is 30 or more, else /route/list. */
export function requirePlanGuard(session: Session | null): void {
  if (!passesPlanGuard(session?.user.currentUser?.company.planLevel)) throw redirect(DENIED_PATH);
}

/** A plan-gated page (the menu's gates): the company's plan includes `feature`, else /route/list. */
export function requireFeature(session: Session | null, feature: Feature): void {
  if (!hasFeature(session?.user.currentUser?.company.planLevel, feature))
    throw redirect(DENIED_PATH);
}

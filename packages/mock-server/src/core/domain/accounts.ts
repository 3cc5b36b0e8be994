/** Accounts, memberships and sessions: the helpers the auth, users and portal resolvers share. */
import {
  messages,
  normalizeEmail,
  validateCompanyWebsite,
  type FieldErrors,
  type PLAN_LEVELS,
} from '@routebook/schema';
import type { Context } from '../context';
import type { Store } from '../store/store';
import type { CompanyUserRecord, UserRecord } from '../store/records';
import { randomToken, sha256Hex } from '../crypto';

/** A user record that also names the membership a fresh session is logged in under. */
export type SessionUser = UserRecord & { currentUserId?: string };

/** The account with this email (emails are kept normalized), if any. */
export function accountByEmail(store: Store, email: string | null | undefined): UserRecord | null {
  if (email == null) return null;
  return store.users.where('email', normalizeEmail(email))[0] ?? null;
}

/** The memberships an account may log in under: active, in an active company, oldest first. */
export function activeMemberships(store: Store, userId: string): CompanyUserRecord[] {
  return store.companyUsers
    .where('userId', userId)
    .filter((m) => m.status === 'active' && store.companies.get(m.companyId)?.status === 'active');
}

/** A company's members whose email is `email` (any status): the uniqueness check. */
export function membersWithEmail(
  store: Store,
  companyId: string,
  email: string,
): CompanyUserRecord[] {
  const wanted = normalizeEmail(email);
  return store.companyUsers
    .where('companyId', companyId)
    .filter((m) => normalizeEmail(m.email) === wanted);
}

/** Active admins: the ones who can act, so the company must keep at least one. */
export function activeAdminCount(store: Store, companyId: string): number {
  return store.companyUsers
    .where('companyId', companyId)
    .filter((m) => m.role === 'admin' && m.status === 'active').length;
}

/**
 * Admin seats the plan limit counts: active admins and invited ones (an accepted invitation must
 * not take the company over its limit).
 */
export function adminSeatCount(store: Store, companyId: string): number {
  return store.companyUsers
    .where('companyId', companyId)
    .filter((m) => m.role === 'admin' && m.status !== 'inactive').length;
}

/** A session token and the id its row is stored under (the token's SHA-256). */
export interface PreparedSession {
  token: string;
  id: string;
}

/** Makes a token; awaited before any write so the write itself stays synchronous. */
export async function prepareSession(): Promise<PreparedSession> {
  const token = randomToken();
  return { token, id: await sha256Hex(token) };
}

/**
 * Stores the session row and answers as LoginResult, logged in under `member`; without a device
 * key (a password login adds one). The rest of the
 * answer is read as that session: a company switch reads the new company's fields, and a login
 * its own email (field rules need the session, see access.ts).
 */
export function openSession(
  ctx: Context,
  prepared: PreparedSession,
  user: UserRecord,
  member: CompanyUserRecord,
) {
  ctx.store.sessions.insert({
    id: prepared.id,
    userId: user.id,
    companyUserId: member.id,
    companyId: member.companyId,
    createdAt: ctx.now().toISOString(),
    lastUsedAt: ctx.now().toISOString(),
  });
  const company = ctx.store.companies.get(member.companyId);
  if (company) ctx.session = { id: prepared.id, user, companyUser: member, company };
  const sessionUser: SessionUser = { ...user, currentUserId: member.id };
  return {
    status: 'success',
    token: prepared.token,
    user: sessionUser,
    deviceKey: null as string | null,
  };
}

/** Ends every session of an account, except `keepId` (the caller's own, when it stays). */
export function endSessions(
  store: Store,
  match: { userId?: string; companyUserId?: string },
  keepId?: string,
): void {
  for (const session of store.sessions.all()) {
    if (session.id === keepId) continue;
    if (match.userId !== undefined && session.userId !== match.userId) continue;
    if (match.companyUserId !== undefined && session.companyUserId !== match.companyUserId) {
      continue;
    }
    store.sessions.delete(session.id);
  }
}

/**
 * Sessions saved before they had a last use (older data files) count as made at load, so they
 * stay valid for a full lifetime from there.
 */
export function upgradeSessions(store: Store, now: Date): void {
  const at = now.toISOString();
  for (const session of store.sessions.all()) {
    const { lastUsedAt } = session as Partial<typeof session>;
    if (lastUsedAt === undefined)
      store.sessions.update(session.id, { createdAt: at, lastUsedAt: at });
  }
}

/**
 * Data files of older versions hold the demo invitations' guessable codes (`invite-<companyId>`):
 * each gets a random code at load, so an old file is no more open than a new one.
 */
export function replaceGuessableInviteCodes(store: Store): void {
  for (const member of store.companyUsers.all()) {
    if (member.inviteCode === `invite-${member.companyId}`) {
      store.companyUsers.update(member.id, { inviteCode: randomToken(16) });
    }
  }
}

/** Memberships of the account in companies other than `companyId` (any status but deleted). */
export function membershipsElsewhere(
  store: Store,
  userId: string,
  companyId: string,
): CompanyUserRecord[] {
  return store.companyUsers.where('userId', userId).filter((m) => m.companyId !== companyId);
}

/** The membership `currentUser` answers for a user record (see SessionUser). */
export function currentMembership(ctx: Context, user: SessionUser): CompanyUserRecord | null {
  if (user.currentUserId) return ctx.store.companyUsers.get(user.currentUserId) ?? null;
  const session = ctx.session;
  if (!session || session.user.id !== user.id) return null;
  return ctx.store.companyUsers.get(session.companyUser.id) ?? null;
}

/** Whether `user` is the caller's own account (a fresh login result counts as the caller's). */
export function isOwnAccount(ctx: Context, user: SessionUser): boolean {
  return Boolean(user.currentUserId) || ctx.session?.user.id === user.id;
}

/** Text trimmed, with blank as null; undefined (not sent) stays undefined. */
export function optionalText(value: string | null | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Company profile (decided): the name may not be blanked; the logo must be an upload; the
 * website is blank or an http(s) address.
 */
export function companyProfileErrors(
  input: { name?: string | null; logo?: string | null; website?: string | null },
  isUploadedLogo: (url: string) => boolean,
): FieldErrors<'name' | 'logo' | 'website'> {
  const e: FieldErrors<'name' | 'logo' | 'website'> = validateCompanyWebsite(input);
  if (input.name !== undefined && (input.name ?? '').trim() === '') {
    e.name = messages.companyNameRequired;
  }
  const logo = optionalText(input.logo);
  if (logo && !isUploadedLogo(logo)) e.logo = messages.logoNotUploaded;
  return e;
}

/** The names the web portal shows for each plan level. */
export const PLAN_NAMES: Record<(typeof PLAN_LEVELS)[number], string> = {
  10: 'Starter',
  20: 'Basic',
  30: 'Team',
  40: 'Business',
};

/** The app path of a password-reset link. */
export const resetPasswordPath = (code: string) => `forgot-password?code=${code}`;
/** The app path of an invitation link. */
export const invitePath = (code: string) => `invite-user?code=${code}`;

/** An app path as a link an email can carry: absolute under the app's public address. */
export const appLink = (appUrl: string, path: string) =>
  `${appUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

/** The password-reset email (printed by the CLI's outbox); its link is under `appUrl`. */
export function passwordResetEmail(code: string, appUrl: string) {
  return {
    subject: 'Reset your Routebook password',
    body: `Someone asked to reset the password of this Routebook account. Open ${appLink(appUrl, resetPasswordPath(code))} within an hour to choose a new one. If it was not you, ignore this email.`,
  };
}

/** The invitation email (printed by the CLI's outbox); its link is under `appUrl`. */
export function inviteEmail(companyName: string, code: string, appUrl: string) {
  return {
    subject: `You are invited to ${companyName} on Routebook`,
    body: `${companyName} invited you to Routebook. Open ${appLink(appUrl, invitePath(code))} to join.`,
  };
}

/** The app path where a logged-in account accepts an invitation. */
export const linkCompanyPath = (code: string) => `link-company?code=${code}`;

/**
 * Add User with an email that already has an account: its owner is invited, never attached (an
 * admin must not take over an account that may belong to other companies).
 */
export function existingAccountInviteEmail(companyName: string, code: string, appUrl: string) {
  return {
    subject: `You are invited to ${companyName} on Routebook`,
    body: `${companyName} added you on Routebook. Your account and password stay as they are: to join, open ${appLink(appUrl, linkCompanyPath(code))} and log in with your own password. If you do not know ${companyName}, ignore this email.`,
  };
}

/** Sign-up with an email that already has an account: told to its owner, nothing is made. */
export function signupAttemptEmail(companyName: string, appUrl: string) {
  return {
    subject: 'Someone tried to sign up to Routebook with your email',
    body: `Someone tried to sign up the company "${companyName}" to Routebook with this email. It already has an account, so nothing was created and your account is unchanged. If it was you, log in at ${appLink(appUrl, 'login')} (forgot your password? choose "Can't Log In?" there to reset it by email). If it was not you, ignore this email.`,
  };
}

/** The entries of `patch` that were sent: a table update must not set fields to undefined. */
export function sentOnly<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

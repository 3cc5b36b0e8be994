import { SESSION_TOUCH_INTERVAL_MS, messages, sessionExpired } from '@routebook/schema';
import type { Store } from './store/store';
import type { CompanyRecord, CompanyUserRecord, UserRecord } from './store/records';
import type { FileStore } from './files';
import type { Geocoder } from './domain/geocoding';
import type { TravelTimeSource } from './domain/travelTimes';
import { fail, forbidden, notFound } from './errors';
import { sha256Hex } from './crypto';
import type { LoginThrottle } from './domain/loginThrottle';
import type { PasswordChecks } from './domain/passwordChecks';
import type { OperationBudget } from './requestBudget';

export interface Session {
  id: string;
  user: UserRecord;
  companyUser: CompanyUserRecord;
  company: CompanyRecord;
}

/** The app's dev server address: where emailed links point unless the server is told otherwise. */
export const DEFAULT_APP_URL = 'http://127.0.0.1:5173';

export interface ServerConfig {
  /** Checks the sign-up bot-check token; the default accepts any non-blank token (a test key). */
  botCheck: (token: string) => boolean;
  /** The app's public address (no trailing slash): emailed links are absolute under it. */
  appUrl: string;
  /** Finds customers' addresses: the offline geocoder unless the server is given another. */
  geocoder: Geocoder;
  /** Road travel times for travelTimes: none (null answers) unless the server is given a source. */
  travelTimes: TravelTimeSource;
}

/** What every resolver gets: the store, the clock and who is calling. */
export interface Context {
  store: Store;
  files: FileStore;
  now: () => Date;
  config: ServerConfig;
  session: Session | null;
  /** The raw bearer token, when one was sent (companyUserLogin switches company with it). */
  token: string | null;
  /** Failed password logins per email (kept in memory, not in the store). */
  logins: LoginThrottle;
  /** The line logins' password checks wait in (a few at once, a bounded queue). */
  passwordChecks: PasswordChecks;
  /** What this operation may still cost as it runs (requestBudget.ts); none: unbounded. */
  budget?: OperationBudget;
}

/**
 * The session a bearer token stands for, or null when it is unknown, expired (idle or absolute
 * lifetime, see SESSION_IDLE_MS) or no longer allowed. An expired row is deleted; the last use is
 * written at most once per SESSION_TOUCH_INTERVAL_MS.
 */
export async function sessionForToken(
  store: Store,
  token: string | null,
  now: Date = new Date(),
): Promise<Session | null> {
  if (!token) return null;
  const record = store.sessions.get(await sha256Hex(token));
  if (!record) return null;
  const at = now.getTime();
  const lastUsed = Date.parse(record.lastUsedAt);
  if (sessionExpired(Date.parse(record.createdAt), lastUsed, at)) {
    store.sessions.delete(record.id);
    return null;
  }
  const user = store.users.get(record.userId);
  const companyUser = store.companyUsers.get(record.companyUserId);
  const company = store.companies.get(record.companyId);
  if (!user || !companyUser || !company) return null;
  if (companyUser.status !== 'active' || company.status !== 'active') return null;
  if (at - lastUsed >= SESSION_TOUCH_INTERVAL_MS) {
    store.sessions.update(record.id, { lastUsedAt: now.toISOString() });
  }
  return { id: record.id, user, companyUser, company };
}

export function requireSession(ctx: Context): Session {
  return ctx.session ?? fail('UNAUTHENTICATED', messages.notLoggedIn);
}

/** Whether a company's lists may be read: only the caller's own company's. */
export function isCallersCompany(ctx: Context, company: { id: string }): boolean {
  return ctx.session?.company.id === company.id;
}

export function isAdmin(ctx: Context): boolean {
  return ctx.session?.companyUser.role === 'admin';
}

/** The caller's company id; a `companyId` argument naming another company is refused. */
export function ownCompanyId(ctx: Context, companyId?: string | null): string {
  const own = requireSession(ctx).company.id;
  if (companyId != null && companyId !== own) forbidden(messages.wrongCompany);
  return own;
}

/**
 * The row with `id` when it belongs to the caller's company. A row of another company is answered
 * exactly as one that does not exist: NOT_FOUND with `missing` (field actions say which record is
 * gone).
 */
export function owned<T extends { companyId: string }>(
  ctx: Context,
  table: { get(id: string | null | undefined): T | undefined },
  id: string | null | undefined,
  missing: string = messages.notFound,
): T {
  const row = table.get(id);
  if (!row || row.companyId !== requireSession(ctx).company.id) return notFound(missing);
  return row;
}

/** Like `owned`, but null instead of NOT_FOUND (for nullable single-record queries). */
export function ownedOrNull<T extends { companyId: string }>(
  ctx: Context,
  table: { get(id: string | null | undefined): T | undefined },
  id: string | null | undefined,
): T | null {
  const row = table.get(id);
  return row && row.companyId === requireSession(ctx).company.id ? row : null;
}

export function nowIso(ctx: Context): string {
  return ctx.now().toISOString();
}

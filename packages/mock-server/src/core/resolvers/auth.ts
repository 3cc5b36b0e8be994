import {
  messages,
  normalizeEmail,
  usernameFor,
  validateForgotPassword,
  validateSignup,
} from '@routebook/schema';
import { requireSession, type Context } from '../context';
import { assertValid, badInput, fail } from '../errors';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../crypto';
import {
  accountByEmail,
  activeMemberships,
  membersWithEmail,
  openSession,
  passwordResetEmail,
  prepareSession,
  endSessions,
  type PreparedSession,
} from '../domain/accounts';
import {
  issueDeviceKey,
  liveDeviceKey,
  prepareDeviceKey,
  sentDeviceKeyId,
  type PreparedDeviceKey,
} from '../domain/deviceKeys';
import type { CompanyUserRecord, UserRecord } from '../store/records';
import type { Resolver, ResolverMap } from './types';

const RESET_CODE_LIFETIME_MS = 60 * 60 * 1000;
/** Compared against when the email has no account, so both failures take as long. */
const NO_ACCOUNT_SALT = '6e6f2d6163636f756e742d73616c7421';

const invalidLogin = (): never => fail('UNAUTHENTICATED', messages.invalidLogin);

/**
 * The sent device key's id when it is live for the email's account, else null (an unknown
 * device). Looked up at each step: a login beside this one may have replaced the key meanwhile.
 */
function knownDevice(ctx: Context, email: string | null | undefined, sentKeyId: string | null) {
  return liveDeviceKey(ctx.store, accountByEmail(ctx.store, email)?.id, sentKeyId, ctx.now());
}

/**
 * The account whose email and password match, or null. Unknown emails and wrong passwords look
 * the same to the caller, and cost the same. The hash waits its turn among the logins' (see
 * PasswordChecks); a lock that started while it waited is answered without hashing.
 */
function checkCredentials(
  ctx: Context,
  email: string | null | undefined,
  password: string | null | undefined,
  sentKeyId: string | null,
): Promise<UserRecord | null> {
  return ctx.passwordChecks.run(async () => {
    ctx.logins.assertOpen(email, knownDevice(ctx, email, sentKeyId));
    const user = accountByEmail(ctx.store, email);
    const stored = user?.passwordHash ?? (await hashPassword('', NO_ACCOUNT_SALT));
    const matches = await verifyPassword(password ?? '', stored);
    return user && matches ? user : null;
  });
}

/** What a password login may write, made before its one synchronous step. */
interface PreparedLogin {
  session: PreparedSession;
  deviceKey: PreparedDeviceKey;
}

async function prepareLogin(): Promise<PreparedLogin> {
  const [session, deviceKey] = await Promise.all([prepareSession(), prepareDeviceKey()]);
  return { session, deviceKey };
}

interface UserLoginInput {
  email: string;
  password: string;
  deviceKey?: string | null;
}

const userLogin: Resolver<unknown, { data: UserLoginInput }> = async (_, { data }, ctx) => {
  const sentKeyId = await sentDeviceKeyId(data.deviceKey);
  ctx.logins.assertOpen(data.email, knownDevice(ctx, data.email, sentKeyId));
  const user = await checkCredentials(ctx, data.email, data.password, sentKeyId);
  const prepared = await prepareLogin();
  const member = user ? activeMemberships(ctx.store, user.id)[0] : undefined;
  return passwordLogin(ctx, data.email, sentKeyId, prepared, user, member);
};

/**
 * Ends a password login. While its count is locked (failures sent beside this one may have locked
 * it meanwhile) right and wrong passwords get the same lock answer, so guesses in flight learn
 * nothing; otherwise a failure counts towards the lock and a success resets it, and hands the
 * device a new key in place of the one it sent.
 */
function passwordLogin(
  ctx: Context,
  email: string | null | undefined,
  sentKeyId: string | null,
  prepared: PreparedLogin,
  user: UserRecord | null,
  member: CompanyUserRecord | undefined,
) {
  const device = knownDevice(ctx, email, sentKeyId);
  ctx.logins.assertOpen(email, device);
  if (!user || !member) {
    ctx.logins.failed(email, device);
    return invalidLogin();
  }
  ctx.logins.succeeded(email, device);
  return ctx.store.transaction(() => ({
    ...openSession(ctx, prepared.session, user, member),
    deviceKey: issueDeviceKey(ctx.store, prepared.deviceKey, user.id, device, ctx.now()),
  }));
}

interface CompanyUserLoginInput {
  companyId: string;
  email?: string | null;
  password?: string | null;
  deviceKey?: string | null;
}

/**
 * Logs in under `data.companyId`: with email and password, or with the caller's session token
 * alone (switching company). The account needs an active membership there.
 */
const companyUserLogin: Resolver<unknown, { data: CompanyUserLoginInput }> = async (
  _,
  { data },
  ctx,
) => {
  const withPassword = data.password != null && data.password !== '';
  if (withPassword) {
    const sentKeyId = await sentDeviceKeyId(data.deviceKey);
    ctx.logins.assertOpen(data.email, knownDevice(ctx, data.email, sentKeyId));
    const user = await checkCredentials(ctx, data.email, data.password, sentKeyId);
    const prepared = await prepareLogin();
    const member = user
      ? activeMemberships(ctx.store, user.id).find((m) => m.companyId === data.companyId)
      : undefined;
    return passwordLogin(ctx, data.email, sentKeyId, prepared, user, member);
  }
  const sessionUser = ctx.session?.user ?? null;
  const sameAccount =
    data.email == null ||
    data.email.trim() === '' ||
    normalizeEmail(data.email) === sessionUser?.email;
  const user = sessionUser && sameAccount ? sessionUser : null;
  const prepared = await prepareSession();
  const member = user
    ? activeMemberships(ctx.store, user.id).find((m) => m.companyId === data.companyId)
    : undefined;
  if (!user || !member) return invalidLogin();
  return openSession(ctx, prepared, user, member);
};

/** Ends the caller's session on the server (Logout); without a valid token there is nothing to end. */
const logout: Resolver<unknown, Record<string, never>> = (_, __, ctx) => {
  if (ctx.session) ctx.store.sessions.delete(ctx.session.id);
  return true;
};

/**
 * A blank or malformed email answers 'failed' with its message; otherwise always 'success', and a
 * reset code is mailed when the email has an account.
 */
const sendForgotPassword: Resolver<
  unknown,
  { data: { email: string; company?: string | null } }
> = async (_, { data }, ctx) => {
  const errors = validateForgotPassword({ email: data.email });
  if (errors.email) return { result: 'failed', msg: errors.email };
  const user = accountByEmail(ctx.store, data.email);
  if (user) {
    const code = randomToken();
    const id = await sha256Hex(code);
    const now = ctx.now();
    ctx.store.transaction(() => {
      ctx.store.passwordResets.insert({
        id,
        userId: user.id,
        expiresAt: new Date(now.getTime() + RESET_CODE_LIFETIME_MS).toISOString(),
        used: false,
      });
      ctx.store.outbox.insert({
        to: user.email,
        ...passwordResetEmail(code, ctx.config.appUrl),
        createdAt: now.toISOString(),
      });
    });
  }
  return { result: 'success', msg: messages.forgotPasswordSent };
};

/**
 * Sets a new password with an unused, unexpired reset code; every session of the account ends and
 * failed logins no longer lock it.
 */
const resetPassword: Resolver<unknown, { code: string; password: string }> = async (
  _,
  { code, password },
  ctx,
) => {
  const reset = ctx.store.passwordResets.get(await sha256Hex(code));
  const user = ctx.store.users.get(reset?.userId);
  if (!reset || !user || reset.used || reset.expiresAt <= ctx.now().toISOString()) {
    return badInput(messages.resetCodeInvalid);
  }
  const { password: tooShort } = validateSignup({ password });
  if (tooShort) badInput(tooShort, { password: tooShort });
  const passwordHash = await hashPassword(password);
  ctx.store.transaction(() => {
    ctx.store.users.update(user.id, { passwordHash });
    for (const other of ctx.store.passwordResets.all()) {
      if (other.userId === user.id && !other.used) {
        ctx.store.passwordResets.update(other.id, { used: true });
      }
    }
    endSessions(ctx.store, { userId: user.id });
  });
  // The emailed code proves the account is the caller's.
  ctx.logins.cleared(user.email);
  return { result: 'success', msg: messages.passwordChanged };
};

interface CreateUserInput {
  inviteCode: string;
  firstName: string;
  lastName?: string | null;
  email?: string | null;
  password: string;
}

/** create-account: an invitee's new account, linked to the invitation and logged in there. */
const createUser: Resolver<unknown, { data: CreateUserInput }> = async (_, { data }, ctx) => {
  const { store } = ctx;
  const invite = store.companyUsers
    .where('inviteCode', data.inviteCode)
    .find((m) => m.status === 'invited');
  const company = store.companies.get(invite?.companyId);
  if (!invite || !company || company.status !== 'active') return badInput(messages.inviteInvalid);
  const email = normalizeEmail(data.email?.trim() ? data.email : invite.email);
  const { companyName: _unused, ...errors } = validateSignup({
    companyName: company.name,
    firstName: data.firstName,
    email,
    password: data.password,
  });
  assertValid(errors);
  if (accountByEmail(store, email)) badInput(messages.emailTaken, { email: messages.emailTaken });
  if (membersWithEmail(store, company.id, email).some((m) => m.id !== invite.id)) {
    badInput(messages.emailExistsInCompany, { email: messages.emailExistsInCompany });
  }
  const passwordHash = await hashPassword(data.password);
  const prepared = await prepareSession();
  return store.transaction(() => {
    const firstName = data.firstName.trim();
    const lastName = data.lastName?.trim() || invite.lastName;
    const user = store.users.insert({ email, firstName, lastName, passwordHash });
    const member = store.companyUsers.update(invite.id, {
      userId: user.id,
      status: 'active',
      inviteCode: null,
      email,
      username: usernameFor(email),
      firstName,
      lastName,
    });
    return openSession(ctx, prepared, user, member);
  });
};

export const authResolvers = {
  Query: {
    userLogin,
    companyUserLogin,
    sendForgotPassword,
    me: (_: unknown, __: unknown, ctx: Context) => ctx.store.users.get(requireSession(ctx).user.id),
  },
  Mutation: { resetPassword, createUser, logout },
} satisfies ResolverMap;

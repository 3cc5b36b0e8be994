import {
  hasErrors,
  joinUserErrors,
  messages,
  normalizeEmail,
  normalizeUserStatus,
  placeholderEmail,
  roleOnCreate,
  usernameFor,
  validateAddUser,
  validateEditUser,
  type Role,
} from '@routebook/schema';
import { owned, ownedOrNull, ownCompanyId, requireSession, type Context } from '../context';
import { assertValid, badInput, forbidden } from '../errors';
import { hashPassword, randomToken } from '../crypto';
import {
  accountByEmail,
  activeAdminCount,
  currentMembership,
  endSessions,
  existingAccountInviteEmail,
  isOwnAccount,
  membersWithEmail,
  membershipsElsewhere,
  optionalText,
  sentOnly,
  type SessionUser,
} from '../domain/accounts';
import type { CompanyUserRecord, CompanyUserStatus } from '../store/records';
import { assertAdminSeat, assertEmailFree } from './memberChecks';
import type { Resolver, ResolverMap } from './types';

function companyPayload(ctx: Context, companyUser: CompanyUserRecord) {
  return { companyUser, company: ctx.store.companies.get(companyUser.companyId) };
}

/** The caller's own account, or an account with a membership in the caller's company. */
const user: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const session = requireSession(ctx);
  const record = ctx.store.users.get(id);
  if (!record) return null;
  if (record.id === session.user.id) return record;
  const member = ctx.store.companyUsers
    .where('userId', record.id)
    .some((m) => m.companyId === session.company.id);
  return member ? record : null;
};

const companyActiveUsers: Resolver<unknown, { companyId: string }> = (_, { companyId }, ctx) =>
  ctx.store.companyUsers
    .where('companyId', ownCompanyId(ctx, companyId))
    .filter((m) => m.status === 'active');

const checkUserName: Resolver<unknown, { companyId: string; username: string }> = (
  _,
  { companyId, username },
  ctx,
) => {
  const wanted = usernameFor(username);
  return ctx.store.companyUsers
    .where('companyId', ownCompanyId(ctx, companyId))
    .some((m) => usernameFor(m.username) === wanted);
};

/**
 * Whether a member of the caller's company has this email (admins only). It never tells whether an
 * account exists elsewhere: that would be an account oracle.
 */
const emailExists: Resolver<unknown, { email: string }> = (_, { email }, ctx) =>
  email.trim() !== '' && membersWithEmail(ctx.store, ownCompanyId(ctx), email).length > 0;

interface CompanyUserInput {
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  mobile?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  role?: Role | null;
}

/**
 * Add User: a blank email gets a placeholder, the username is the email, the role is regular unless
 * admin is chosen and the plan allows another admin. An email that already has an account is never
 * attached: it becomes an invitation (status invited) emailed to the account's owner, who accepts
 * it with link-company; the answer's status tells the admin.
 */
const createCompanyUser: Resolver<unknown, { data: CompanyUserInput }> = async (
  _,
  { data },
  ctx,
) => {
  const { store } = ctx;
  const companyId = ownCompanyId(ctx, data.company);
  const errors = validateAddUser(data);
  if (hasErrors(errors)) badInput(joinUserErrors(errors), errors);
  const id = store.companyUsers.newId();
  const email = data.email?.trim() ? normalizeEmail(data.email) : placeholderEmail(id);
  assertEmailFree(ctx, companyId, email);
  const role = roleOnCreate(data.role);
  if (role === 'admin') assertAdminSeat(ctx, companyId);
  const passwordHash = accountByEmail(store, email)
    ? null
    : await hashPassword(data.password ?? '');
  const companyUser = store.transaction(() => {
    // Checked again: another request may have written while the password was hashed.
    assertEmailFree(ctx, companyId, email);
    if (role === 'admin') assertAdminSeat(ctx, companyId);
    const member = {
      id,
      companyId,
      username: usernameFor(email),
      firstName: optionalText(data.firstName) ?? null,
      lastName: optionalText(data.lastName) ?? null,
      mobile: optionalText(data.mobile) ?? null,
      email,
      role,
    };
    const existing = accountByEmail(store, email);
    if (existing || passwordHash === null) {
      const code = randomToken(16);
      const company = store.companies.get(companyId);
      store.outbox.insert({
        to: email,
        ...existingAccountInviteEmail(company?.name ?? '', code, ctx.config.appUrl),
        createdAt: ctx.now().toISOString(),
      });
      return store.companyUsers.insert({
        ...member,
        userId: null,
        status: 'invited',
        inviteCode: code,
      });
    }
    const account = store.users.insert({
      email,
      firstName: member.firstName,
      lastName: member.lastName,
      passwordHash,
    });
    return store.companyUsers.insert({
      ...member,
      userId: account.id,
      status: 'active',
      inviteCode: null,
    });
  });
  // A new account with the admin's password: failures sent before it existed do not lock it.
  if (companyUser.status === 'active') ctx.logins.cleared(email);
  return companyPayload(ctx, companyUser);
};

interface UserInput {
  firstName?: string | null;
  lastName?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
}

/** The caller's own account; a new password must pass the Edit User rule. */
const updateUser: Resolver<unknown, { id: string; data: UserInput }> = async (
  _,
  { id, data },
  ctx,
) => {
  const session = requireSession(ctx);
  if (id !== session.user.id) forbidden();
  const updatePassword = Boolean(data.password) || Boolean(data.confirmPassword);
  assertValid(
    validateEditUser({
      updatePassword,
      password: data.password,
      confirmPassword: data.confirmPassword,
    }),
  );
  const passwordHash = updatePassword ? await hashPassword(data.password ?? '') : undefined;
  const updated = ctx.store.transaction(() => {
    // A new password ends the account's other sessions; this one stays.
    if (passwordHash) endSessions(ctx.store, { userId: id }, session.id);
    return ctx.store.users.update(
      id,
      sentOnly({
        firstName: optionalText(data.firstName),
        lastName: optionalText(data.lastName),
        passwordHash,
      }),
    );
  });
  // The owner, logged in, chose it: failed logins no longer lock the account.
  if (passwordHash) ctx.logins.cleared(updated.email);
  return updated;
};

interface CompanyUserUpdateInput {
  firstName?: string | null;
  lastName?: string | null;
  mobile?: string | null;
  role?: Role | null;
  status?: string | null;
  updatePassword?: boolean | null;
  password?: string | null;
  confirmPassword?: string | null;
}

/** The status an edit asks for: lowercased, active or inactive; invited stays. */
function editedStatus(member: CompanyUserRecord, sent: string | null | undefined) {
  if (sent == null) return member.status;
  const status = normalizeUserStatus(sent.trim());
  if (status === member.status) return member.status;
  if (member.status === 'invited' || (status !== 'active' && status !== 'inactive')) {
    return badInput(messages.userStatusInvalid, { status: messages.userStatusInvalid });
  }
  return status as CompanyUserStatus;
}

/**
 * An account's password is its owner's: an admin may set it only while the account belongs to no
 * other company (a membership elsewhere in any status); otherwise the owner changes or resets it.
 */
function assertPasswordMine(ctx: Context, userId: string, companyId: string): void {
  if (membershipsElsewhere(ctx.store, userId, companyId).length > 0) {
    forbidden(messages.passwordOwnerOnly);
  }
}

/**
 * Edit User: the email is not editable; promoting to admin needs a free admin seat; the last active
 * admin can be neither demoted nor deactivated. A password is set only for an account of this
 * company alone, and ends the account's other sessions; a changed role or status ends the member's
 * sessions in this company (the caller's own session stays).
 */
const updateCompanyUser: Resolver<unknown, { id: string; data: CompanyUserUpdateInput }> = async (
  _,
  { id, data },
  ctx,
) => {
  const { store } = ctx;
  const member = owned(ctx, store.companyUsers, id);
  const updatePassword = data.updatePassword === true;
  assertValid(
    validateEditUser({
      updatePassword,
      password: data.password,
      confirmPassword: data.confirmPassword,
    }),
  );
  const status = editedStatus(member, data.status);
  const role = data.role ?? member.role;
  const wasSeat = member.role === 'admin' && member.status !== 'inactive';
  if (role === 'admin' && status !== 'inactive' && !wasSeat) {
    assertAdminSeat(ctx, member.companyId);
  }
  const wasActiveAdmin = member.role === 'admin' && member.status === 'active';
  const staysActiveAdmin = role === 'admin' && status === 'active';
  if (wasActiveAdmin && !staysActiveAdmin && activeAdminCount(store, member.companyId) <= 1) {
    badInput(messages.lastAdmin);
  }
  const account = store.users.get(member.userId);
  if (updatePassword && account) assertPasswordMine(ctx, account.id, member.companyId);
  const passwordHash =
    updatePassword && account ? await hashPassword(data.password ?? '') : undefined;
  const callerSession = requireSession(ctx).id;
  const updated = store.transaction(() => {
    if (account && passwordHash) {
      assertPasswordMine(ctx, account.id, member.companyId);
      store.users.update(account.id, { passwordHash });
      // A new password ends every other session of the account.
      endSessions(store, { userId: account.id }, callerSession);
    }
    if (role !== member.role || status !== member.status) {
      // A switched role or status ends the member's sessions here: no open tab keeps old power.
      endSessions(store, { companyUserId: member.id }, callerSession);
    }
    return store.companyUsers.update(member.id, {
      ...sentOnly({
        firstName: optionalText(data.firstName),
        lastName: optionalText(data.lastName),
        mobile: optionalText(data.mobile),
      }),
      role,
      status,
    });
  });
  // The admin gave the account's owner a new way in: failed logins no longer lock it.
  if (account && passwordHash) ctx.logins.cleared(account.email);
  return companyPayload(ctx, updated);
};

/**
 * Removes a member (not yourself, not the last active admin, not one with clock-ins) and their
 * sessions there; the account stays for its other companies.
 */
const deleteCompanyUser: Resolver<unknown, { id: string }> = (_, { id }, ctx) => {
  const { store } = ctx;
  const member = owned(ctx, store.companyUsers, id);
  if (member.id === requireSession(ctx).companyUser.id) badInput(messages.cannotDeleteSelf);
  if (
    member.role === 'admin' &&
    member.status === 'active' &&
    activeAdminCount(store, member.companyId) <= 1
  ) {
    badInput(messages.lastAdmin);
  }
  if (store.jobTimes.count('companyUserId', member.id) > 0) badInput(messages.userHasClockIns);
  store.transaction(() => {
    endSessions(store, { companyUserId: member.id });
    // Their routes are nobody's until an admin assigns them again.
    for (const route of store.routes.where('companyId', member.companyId)) {
      if (route.technicianId === member.id) store.routes.update(route.id, { technicianId: null });
    }
    store.companyUsers.delete(member.id);
  });
  return { deletedId: member.id, company: store.companies.get(member.companyId) };
};

export const userResolvers = {
  Query: {
    user,
    companyUser: (_: unknown, { id }: { id: string }, ctx: Context) =>
      ownedOrNull(ctx, ctx.store.companyUsers, id),
    companyActiveUsers,
    checkUserName,
    emailExists,
  },
  Mutation: {
    createCompanyUser,
    updateUser,
    updateCompanyUser,
    deleteCompanyUser,
  },
  User: {
    /** All memberships for the caller's own account; else only those in the caller's company. */
    companies: (account: SessionUser, _: unknown, ctx: Context) => {
      const memberships = ctx.store.companyUsers.where('userId', account.id);
      if (isOwnAccount(ctx, account)) return memberships;
      return memberships.filter((m) => m.companyId === ctx.session?.company.id);
    },
    currentUser: (account: SessionUser, _: unknown, ctx: Context) =>
      currentMembership(ctx, account),
  },
  CompanyUser: {
    company: (member: CompanyUserRecord, _: unknown, ctx: Context) =>
      ctx.store.companies.get(member.companyId),
    user: (member: CompanyUserRecord, _: unknown, ctx: Context) =>
      ctx.store.users.get(member.userId) ?? null,
  },
} satisfies ResolverMap;

/** Invitations: Invite User sends one, the invite-user page reads it, link-company accepts it. */
import {
  messages,
  normalizeEmail,
  roleOnCreate,
  usernameFor,
  validateForgotPassword,
  validateInviteUser,
  type Role,
} from '@routebook/schema';
import { ownCompanyId, requireSession } from '../context';
import { assertValid, badInput, forbidden } from '../errors';
import { randomToken } from '../crypto';
import { inviteEmail, invitePath, optionalText } from '../domain/accounts';
import { assertAdminSeat, assertEmailFree } from './memberChecks';
import type { Resolver, ResolverMap } from './types';

/**
 * link-company: the logged-in account accepts an invitation (its code required), which makes the
 * membership active under the account's email.
 */
const linkCompanyUser: Resolver<
  unknown,
  { userId: string; companyUserId: string; invitecode: string }
> = (_, { userId, companyUserId, invitecode }, ctx) => {
  const session = requireSession(ctx);
  if (userId !== session.user.id) forbidden();
  const { store } = ctx;
  const invite = store.companyUsers.get(companyUserId);
  const valid =
    invite?.status === 'invited' &&
    invite.inviteCode !== null &&
    invite.inviteCode === invitecode &&
    store.companies.get(invite.companyId)?.status === 'active';
  if (!invite || !valid) return badInput(messages.inviteInvalid);
  const account = session.user;
  const clash = store.companyUsers
    .where('companyId', invite.companyId)
    .some(
      (m) =>
        m.id !== invite.id &&
        (m.userId === account.id || normalizeEmail(m.email) === account.email),
    );
  if (clash) badInput(messages.emailExistsInCompany);
  return store.companyUsers.update(invite.id, {
    userId: account.id,
    status: 'active',
    inviteCode: null,
    email: account.email,
    username: usernameFor(account.email),
  });
};

/** What an invitation code stands for (invite-user page). */
const checkInviteCode: Resolver<unknown, { invitecode: string }> = (_, { invitecode }, ctx) => {
  const invite = ctx.store.companyUsers
    .where('inviteCode', invitecode)
    .find((m) => m.status === 'invited');
  const company = ctx.store.companies.get(invite?.companyId);
  if (!invite || !company || company.status !== 'active') return badInput(messages.inviteInvalid);
  return {
    companyUserId: invite.id,
    status: 'valid',
    companyName: company.name,
    companyId: company.id,
    firstName: invite.firstName,
    lastName: invite.lastName,
    userId: invite.userId,
    email: invite.email,
  };
};

interface InviteInput {
  company?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  role?: Role | null;
  password?: string | null;
}

/** Invite User: names required, and an email to send the invitation to. */
const inviteCompanyUser: Resolver<unknown, { data: InviteInput }> = (_, { data }, ctx) => {
  const { store } = ctx;
  const companyId = ownCompanyId(ctx, data.company);
  assertValid({ ...validateInviteUser(data), ...validateForgotPassword({ email: data.email }) });
  const email = normalizeEmail(data.email ?? '');
  assertEmailFree(ctx, companyId, email);
  const role = roleOnCreate(data.role);
  if (role === 'admin') assertAdminSeat(ctx, companyId);
  const company = store.companies.get(companyId);
  const code = randomToken(16);
  const companyUser = store.transaction(() => {
    const invited = store.companyUsers.insert({
      companyId,
      userId: null,
      username: usernameFor(email),
      firstName: optionalText(data.firstName) ?? null,
      lastName: optionalText(data.lastName) ?? null,
      mobile: null,
      email,
      role,
      status: 'invited',
      inviteCode: code,
    });
    store.outbox.insert({
      to: email,
      ...inviteEmail(company?.name ?? '', code, ctx.config.appUrl),
      createdAt: ctx.now().toISOString(),
    });
    return invited;
  });
  return { companyUser, inviteCode: code, invitePath: invitePath(code), company };
};

export const invitationResolvers = {
  Query: { linkCompanyUser, checkInviteCode },
  Mutation: { inviteCompanyUser },
} satisfies ResolverMap;

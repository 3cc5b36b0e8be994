import {
  FEATURE_MIN_PLAN,
  PLAN_LEVELS,
  activeRouteLimit,
  adminUserLimit,
  hasFeature,
  messages,
  normalizeEmail,
  usernameFor,
  validateSignup,
  type Feature,
} from '@routebook/schema';
import type { Context } from '../context';
import { assertValid, badInput } from '../errors';
import { hashPassword, randomToken } from '../crypto';
import { accountByEmail, optionalText, PLAN_NAMES, signupAttemptEmail } from '../domain/accounts';
import { insertDefaultSettings } from '../domain/settings';
import type { SignupRecord } from '../store/records';
import type { Resolver, ResolverMap } from './types';

const FEATURES = Object.keys(FEATURE_MIN_PLAN) as Feature[];

const plans = () =>
  PLAN_LEVELS.map((level) => ({
    level,
    name: PLAN_NAMES[level],
    maxActiveRoutes: activeRouteLimit(level),
    maxAdminUsers: adminUserLimit(level),
    features: FEATURES.filter((feature) => hasFeature(level, feature)),
  }));

/** A sign-up as the portal shows it. */
function signupView(ctx: Context, signup: SignupRecord) {
  const company = ctx.store.companies.get(signup.companyId);
  return {
    token: signup.id,
    companyName: company?.name ?? signup.companyName ?? '',
    email: signup.email,
    planLevel: company?.planLevel ?? signup.planLevel ?? null,
  };
}

function signupFor(ctx: Context, token: string): SignupRecord {
  return ctx.store.signups.get(token.trim()) ?? badInput(messages.signupInvalid);
}

interface SignupInput {
  companyName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  password?: string | null;
  botToken?: string | null;
}

/**
 * Web portal step 1: after the bot check, creates the company (no plan yet), the account and its
 * admin membership. An email that already has an account gets the same answer (no account
 * oracle), but nothing is made: its owner is emailed instead, and steps 2 and 3 answer as usual.
 */
const signupCompany: Resolver<unknown, { data: SignupInput }> = async (_, { data }, ctx) => {
  if (!ctx.config.botCheck(data.botToken ?? '')) badInput(messages.botCheckFailed);
  assertValid(validateSignup(data));
  const email = normalizeEmail(data.email ?? '');
  // Hashed either way, so a used email costs as long as a new one.
  const passwordHash = await hashPassword(data.password ?? '');
  const token = randomToken();
  const { store } = ctx;
  const companyName = (data.companyName ?? '').trim();
  const createdAt = ctx.now().toISOString();
  const signup = store.transaction(() => {
    // Checked after the await, in the same step as the write: parallel sign-ups with one email
    // make one company.
    if (accountByEmail(store, email)) {
      store.outbox.insert({
        to: email,
        ...signupAttemptEmail(companyName, ctx.config.appUrl),
        createdAt,
      });
      return store.signups.insert({
        id: token,
        companyId: null,
        email,
        createdAt,
        companyName,
        planLevel: null,
      });
    }
    const firstName = optionalText(data.firstName) ?? null;
    const lastName = optionalText(data.lastName) ?? null;
    const company = store.companies.insert({
      name: companyName,
      routebookId: null,
      status: 'active',
      logo: null,
      address: null,
      address2: null,
      addressCity: null,
      addressState: null,
      addressZip: null,
      website: null,
      planLevel: null,
      planSubscriptionId: null,
    });
    insertDefaultSettings(store, company.id);
    const user = store.users.insert({ email, firstName, lastName, passwordHash });
    store.companyUsers.insert({
      companyId: company.id,
      userId: user.id,
      username: usernameFor(email),
      firstName,
      lastName,
      mobile: null,
      email,
      role: 'admin',
      status: 'active',
      inviteCode: null,
    });
    return store.signups.insert({ id: token, companyId: company.id, email, createdAt });
  });
  return signupView(ctx, signup);
};

/**
 * Web portal step 2: sets the plan. Once chosen, the token cannot change it (choosing the same
 * plan again answers as before).
 */
const choosePlan: Resolver<unknown, { token: string; planLevel: number }> = (
  _,
  { token, planLevel },
  ctx,
) => {
  const signup = signupFor(ctx, token);
  if (!(PLAN_LEVELS as readonly number[]).includes(planLevel)) {
    badInput(messages.planRequired, { planLevel: messages.planRequired });
  }
  if (signup.companyId === null) {
    // A sign-up that made nothing (the email had an account) answers as one that did.
    const chosen = signup.planLevel ?? null;
    if (chosen !== null && chosen !== planLevel) badInput(messages.signupInvalid);
    return signupView(ctx, ctx.store.signups.update(signup.id, { planLevel }));
  }
  const company = ctx.store.companies.get(signup.companyId);
  if (!company) return badInput(messages.signupInvalid);
  if (company.planLevel !== null && company.planLevel !== planLevel) {
    badInput(messages.signupInvalid);
  }
  ctx.store.companies.update(company.id, {
    planLevel,
    planSubscriptionId: `sub_${company.id}`,
  });
  return signupView(ctx, signup);
};

export const portalResolvers = {
  Query: {
    plans,
    signup: (_: unknown, { token }: { token: string }, ctx: Context) =>
      signupView(ctx, signupFor(ctx, token)),
  },
  Mutation: { signupCompany, choosePlan },
} satisfies ResolverMap;

import { canHaveAnotherAdmin, messages } from '@routebook/schema';
import type { Context } from '../context';
import { badInput, planLimit } from '../errors';
import { adminSeatCount, membersWithEmail } from '../domain/accounts';

/** Admin seats are active or invited admins; the plan limits them. */
export function assertAdminSeat(ctx: Context, companyId: string): void {
  const company = ctx.store.companies.get(companyId);
  if (!canHaveAnotherAdmin(company?.planLevel, adminSeatCount(ctx.store, companyId))) {
    planLimit(messages.adminUserLimit);
  }
}

export function assertEmailFree(ctx: Context, companyId: string, email: string): void {
  if (membersWithEmail(ctx.store, companyId, email).length > 0) {
    badInput(messages.emailExistsInCompany, { email: messages.emailExistsInCompany });
  }
}

/**
 * The Role and Plan toolbar switches of page stories (globals in .storybook/preview.ts): a reviewer
 * sees a page as another demo account without editing the story. Empty means "as the story says".
 */
export interface AccountGlobals {
  role?: '' | 'admin' | 'regular';
  planLevel?: '' | '10' | '20' | '30' | '40' | 'unset';
}

/** A demo company's plan level; null is the company whose plan is unset. */
export type DemoPlanLevel = number | null;

/** The demo accounts: admin40@routebook.test, staff-unset@routebook.test, ... (README). */
const DEMO_ACCOUNT = /^(admin|staff)(10|20|30|40|-unset)@routebook\.test$/;

/**
 * The account a page story logs in as. A logged-out story stays logged out, and an account that is
 * not one of the per-plan demo accounts (an invitee, multi@) is kept: switching it would change
 * what the story is about. `planLevel` is set only when the toolbar changed it.
 */
export function reviewedAccount(
  email: string | undefined,
  globals: AccountGlobals = {},
): { email?: string; planLevel?: DemoPlanLevel } {
  const demo = email ? DEMO_ACCOUNT.exec(email) : null;
  if (!email || !demo || (!globals.role && !globals.planLevel)) return { email };
  const kind = globals.role ? (globals.role === 'admin' ? 'admin' : 'staff') : demo[1];
  const plan = globals.planLevel
    ? globals.planLevel === 'unset'
      ? '-unset'
      : globals.planLevel
    : demo[2];
  return {
    email: `${kind}${plan}@routebook.test`,
    ...(globals.planLevel && {
      planLevel: globals.planLevel === 'unset' ? null : Number(globals.planLevel),
    }),
  };
}

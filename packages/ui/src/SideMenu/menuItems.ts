import { hasFeature } from '@routebook/schema';

/** The logged-in user as the side menu needs it; `null` when nobody is logged in. */
export interface MenuSession {
  role: 'admin' | 'regular';
  /** The company plan level as stored (read as an integer; unset counts as 10). */
  planLevel: number | string | null;
  companyName: string;
  logoUrl?: string | null;
  /** The account works in more than one company: the menu offers Switch company. */
  canSwitchCompany?: boolean;
}

/** Where Switch company goes: the page listing the account's companies. */
export const SWITCH_COMPANY_PATH = '/link-company';

/**
 * One entry of the side menu: an app page (`path`), the external support
 * page (its address is the app's configuration, so the menu fills it in), or the Logout action.
 */
export type MenuItem =
  | { kind: 'page'; label: string; path: string }
  | { kind: 'support'; label: string }
  | { kind: 'logout'; label: string };

const page = (label: string, path: string): MenuItem => ({ kind: 'page', label, path });

/**
 * The side menu's entries in order (product.md §Pages, menu and guards): Login when logged out;
 * otherwise Today (the member's day, first), Route List, the plan-gated Time Clock and My Time
 * Sheet, the admin pages (Reports and Service Items plan-gated) and Get Help, then Logout for
 * everyone logged in.
 */
export function menuItems(session: MenuSession | null): MenuItem[] {
  if (session === null) return [page('Login', '/login')];
  const { planLevel } = session;
  const items: MenuItem[] = [page('Today', '/today'), page('Route List', '/route/list')];
  if (hasFeature(planLevel, 'timeClock')) items.push(page('Time Clock', '/timecard'));
  if (hasFeature(planLevel, 'myTimeSheet')) items.push(page('My Time Sheet', '/timesheet'));
  if (session.role === 'admin') {
    items.push(page('Customers', '/customers'));
    if (hasFeature(planLevel, 'reports')) items.push(page('Reports', '/reports'));
    items.push(page('Archive', '/archive'), page('Users', '/users'));
    if (hasFeature(planLevel, 'serviceItems')) items.push(page('Service Items', '/serviceItems'));
    items.push(page('Settings', '/settings'), { kind: 'support', label: 'Get Help' });
  }
  items.push({ kind: 'logout', label: 'Logout' });
  return items;
}

/** The web portal's addresses hide the side menu: any path containing 'webportal'. */
export function isWebPortalPath(path: string): boolean {
  return path.includes('webportal');
}

function normalizePath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** Whether the menu entry `path` is the page at `currentPath` (query, hash and a final '/' aside). */
export function isCurrentPath(currentPath: string, path: string): boolean {
  return normalizePath(currentPath) === normalizePath(path);
}

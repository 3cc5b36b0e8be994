import { describe, expect, it } from 'vitest';

import { isCurrentPath, isWebPortalPath, menuItems, type MenuSession } from './menuItems';

const session = (role: MenuSession['role'], planLevel: MenuSession['planLevel']): MenuSession => ({
  role,
  planLevel,
  companyName: 'Acme Lawn Care',
});

const labels = (s: MenuSession | null) => menuItems(s).map((item) => item.label);

describe('menuItems', () => {
  it('offers only Login when logged out', () => {
    expect(menuItems(null)).toEqual([{ kind: 'page', label: 'Login', path: '/login' }]);
  });

  it('gives a regular user below plan 40 Today, the route list and Logout', () => {
    expect(labels(session('regular', 10))).toEqual(['Today', 'Route List', 'Logout']);
    expect(labels(session('regular', 39))).toEqual(['Today', 'Route List', 'Logout']);
  });

  it('adds Time Clock and My Time Sheet from plan 40', () => {
    expect(menuItems(session('regular', 40))).toEqual([
      { kind: 'page', label: 'Today', path: '/today' },
      { kind: 'page', label: 'Route List', path: '/route/list' },
      { kind: 'page', label: 'Time Clock', path: '/timecard' },
      { kind: 'page', label: 'My Time Sheet', path: '/timesheet' },
      { kind: 'logout', label: 'Logout' },
    ]);
  });

  it('gives an admin on plan 10 the admin pages without Reports or Service Items', () => {
    expect(labels(session('admin', 10))).toEqual([
      'Today',
      'Route List',
      'Customers',
      'Archive',
      'Users',
      'Settings',
      'Get Help',
      'Logout',
    ]);
  });

  it('adds Reports from plan 30, not at 29', () => {
    expect(labels(session('admin', 29))).not.toContain('Reports');
    expect(labels(session('admin', 30))).toEqual([
      'Today',
      'Route List',
      'Customers',
      'Reports',
      'Archive',
      'Users',
      'Settings',
      'Get Help',
      'Logout',
    ]);
  });

  it('gives an admin on plan 40 everything, with paths, in order', () => {
    expect(menuItems(session('admin', 40))).toEqual([
      { kind: 'page', label: 'Today', path: '/today' },
      { kind: 'page', label: 'Route List', path: '/route/list' },
      { kind: 'page', label: 'Time Clock', path: '/timecard' },
      { kind: 'page', label: 'My Time Sheet', path: '/timesheet' },
      { kind: 'page', label: 'Customers', path: '/customers' },
      { kind: 'page', label: 'Reports', path: '/reports' },
      { kind: 'page', label: 'Archive', path: '/archive' },
      { kind: 'page', label: 'Users', path: '/users' },
      { kind: 'page', label: 'Service Items', path: '/serviceItems' },
      { kind: 'page', label: 'Settings', path: '/settings' },
      { kind: 'support', label: 'Get Help' },
      { kind: 'logout', label: 'Logout' },
    ]);
  });

  it('reads the plan level as an integer and treats unset as 10', () => {
    expect(labels(session('admin', '40'))).toEqual(labels(session('admin', 40)));
    expect(labels(session('admin', null))).toEqual(labels(session('admin', 10)));
    expect(labels(session('admin', ''))).toEqual(labels(session('admin', 10)));
  });
});

describe('isWebPortalPath', () => {
  it('is true for any address containing webportal', () => {
    expect(isWebPortalPath('/webportal/signup')).toBe(true);
    expect(isWebPortalPath('/webportal/signup/step2/abc')).toBe(true);
    expect(isWebPortalPath('/route/list')).toBe(false);
    expect(isWebPortalPath('/login')).toBe(false);
  });
});

describe('isCurrentPath', () => {
  it('matches the same page, ignoring query, hash and a final slash', () => {
    expect(isCurrentPath('/route/list', '/route/list')).toBe(true);
    expect(isCurrentPath('/route/list/?x=1#top', '/route/list')).toBe(true);
    expect(isCurrentPath('/route/r1', '/route/list')).toBe(false);
    expect(isCurrentPath('/reports/timecard-user-view', '/reports')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { reviewedAccount } from './reviewedAccount';

describe('reviewedAccount (the Role and Plan toolbar of page stories)', () => {
  it("keeps the story's account while no switch is set", () => {
    expect(reviewedAccount('admin40@routebook.test')).toEqual({ email: 'admin40@routebook.test' });
    expect(reviewedAccount('admin40@routebook.test', { role: '', planLevel: '' })).toEqual({
      email: 'admin40@routebook.test',
    });
  });

  it('switches the role and keeps the plan', () => {
    expect(reviewedAccount('admin30@routebook.test', { role: 'regular' })).toEqual({
      email: 'staff30@routebook.test',
    });
    expect(reviewedAccount('staff-unset@routebook.test', { role: 'admin' })).toEqual({
      email: 'admin-unset@routebook.test',
    });
  });

  it('switches the plan, unset included, and says which plan the path should use', () => {
    expect(reviewedAccount('staff40@routebook.test', { planLevel: '10' })).toEqual({
      email: 'staff10@routebook.test',
      planLevel: 10,
    });
    expect(
      reviewedAccount('admin40@routebook.test', { role: 'admin', planLevel: 'unset' }),
    ).toEqual({ email: 'admin-unset@routebook.test', planLevel: null });
  });

  it('leaves logged-out stories and accounts that are not per-plan demo accounts alone', () => {
    expect(reviewedAccount(undefined, { role: 'admin', planLevel: '40' })).toEqual({});
    expect(reviewedAccount('multi@routebook.test', { role: 'admin' })).toEqual({
      email: 'multi@routebook.test',
    });
  });
});

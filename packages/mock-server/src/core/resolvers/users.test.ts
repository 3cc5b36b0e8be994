import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@routebook/schema';
import { expectError, startTestServer, the, type TestServer } from '../../../test/testSupport';

const ME = `query Me {
  me { id email firstName currentUser { id role company { id planLevel } } companies { id company { id } } }
}`;
const MEMBERS = `query Members($companyId: ID!) {
  companyActiveUsers(companyId: $companyId) { id email username role status firstName lastName }
}`;
const ALL_MEMBERS = `query All($id: ID!) {
  company(id: $id) { companyUsers { id email username role status firstName lastName mobile } }
}`;
const MEMBER = `query Member($id: ID!) { companyUser(id: $id) { id email firstName role status } }`;
const ADD_USER = `mutation Add($data: CompanyUserInput!) {
  createCompanyUser(data: $data) {
    companyUser { id email username firstName lastName role status user { id email } company { id } }
    company { id }
  }
}`;
const EDIT_USER = `mutation Edit($id: ID!, $data: CompanyUserUpdateInput!) {
  updateCompanyUser(id: $id, data: $data) { companyUser { id email firstName role status } }
}`;
const UPDATE_ACCOUNT = `mutation Account($id: ID!, $data: UserInput!) {
  updateUser(id: $id, data: $data) { id firstName lastName }
}`;
const INVITE = `mutation Invite($data: InviteInput!) {
  inviteCompanyUser(data: $data) {
    companyUser { id email username status role user { id } }
    inviteCode invitePath company { id }
  }
}`;
const CHECK_INVITE = `query Check($code: String!) {
  checkInviteCode(invitecode: $code) {
    companyUserId status companyName companyId firstName lastName userId email
  }
}`;
const CREATE_ACCOUNT = `mutation CreateAccount($data: CreateUserInput!) {
  createUser(data: $data) {
    status token user { id email firstName currentUser { id role status company { id name } } }
  }
}`;
const LINK = `query Link($userId: ID!, $companyUserId: ID!, $code: String!) {
  linkCompanyUser(userId: $userId, companyUserId: $companyUserId, invitecode: $code) {
    id status email company { id } user { id }
  }
}`;
const COMPANY_LOGIN = `query CompanyLogin($data: CompanyUserLoginInput!) {
  companyUserLogin(data: $data) { token user { currentUser { role company { id } } } }
}`;
const DELETE_USER = `mutation Delete($id: ID!) { deleteCompanyUser(id: $id) { deletedId company { id } } }`;
const LOGIN = `query Login($data: UserLoginInput!) { userLogin(data: $data) { token } }`;

const ADMIN_LIMIT = 'Please upgrade plan to allow for more admin users.';
const EDIT_PASSWORD = 'Password Error: Must Match and at least 6 characters.';
const EXISTS = 'Email already exists in this company.';
const INVITE_INVALID = 'This invitation is not valid any more.';
const LAST_ADMIN = 'A company needs at least one active admin.';

interface Member {
  id: string;
  email: string;
  role: string;
  status: string;
  firstName: string | null;
}

let t: TestServer;
beforeEach(async () => {
  t = await startTestServer();
});

async function as(email: string, password?: string) {
  const { token, companyId } = await t.signIn(email, password);
  const me = (await t.ok(token, ME)).me;
  const members = async (): Promise<Member[]> =>
    (await t.ok(token, ALL_MEMBERS, { id: companyId })).company.companyUsers;
  const member = async (memberEmail: string): Promise<Member> => {
    const found = (await members()).find((m) => m.email === memberEmail);
    if (!found) throw new Error(`no member ${memberEmail}`);
    return found;
  };
  const admins = async () =>
    (await members()).filter((m) => m.role === 'admin' && m.status === 'active');
  return { token, me, userId: me.id as string, companyId, members, member, admins };
}

const newUser = (n: number, extra: Record<string, unknown> = {}) => ({
  firstName: `New ${n}`,
  lastName: 'Person',
  email: `new${n}@routebook.test`,
  password: 'secret1',
  confirmPassword: 'secret1',
  ...extra,
});

const canLogIn = async (email: string, password = 'routebook') =>
  (await t.run(null, LOGIN, { data: { email, password } })).errors === undefined;

describe('Add User', () => {
  it('adds an active regular user whose username is the email, who can log in', async () => {
    const admin = await as('admin10@routebook.test');
    const data = await t.ok(admin.token, ADD_USER, {
      data: newUser(1, { email: ' New1@RouteBook.test ' }),
    });
    expect(data.createCompanyUser.companyUser).toMatchObject({
      email: 'new1@routebook.test',
      username: 'new1@routebook.test',
      firstName: 'New 1',
      role: 'regular',
      status: 'active',
      company: { id: admin.companyId },
    });
    expect(await canLogIn('new1@routebook.test', 'secret1')).toBe(true);
  });

  it('shows the add-user messages verbatim, joined in one line', async () => {
    const admin = await as('admin10@routebook.test');
    const before = (await admin.members()).length;
    const result = await t.run(admin.token, ADD_USER, {
      data: {
        firstName: ' ',
        email: 'x@routebook.test',
        password: 'secret1',
        confirmPassword: 'other',
      },
    });
    expectError(
      result,
      'BAD_USER_INPUT',
      'First Name Required; Password Required and must match confirmed password; ',
    );
    expect(result.errors?.[0]?.extensions?.fields).toEqual({
      firstName: 'First Name Required; ',
      password: 'Password Required and must match confirmed password; ',
    });
    expectError(
      await t.run(admin.token, ADD_USER, { data: { firstName: 'Ann', email: 'x@routebook.test' } }),
      'BAD_USER_INPUT',
      'Password Required and must match confirmed password; ',
    );
    expect((await admin.members()).length).toBe(before);
  });

  it('gives a blank email a placeholder instead of "Email Required; "', async () => {
    const admin = await as('admin10@routebook.test');
    for (const email of [undefined, '', '   ']) {
      const data = await t.ok(admin.token, ADD_USER, { data: newUser(0, { email }) });
      const { companyUser } = data.createCompanyUser;
      expect(companyUser.email).toMatch(/^user-[a-z0-9]+@noemail\.routebook\.invalid$/);
      expect(companyUser.username).toBe(companyUser.email);
    }
    const placeholders = (await admin.members()).filter((m) =>
      m.email.endsWith('@noemail.routebook.invalid'),
    );
    expect(new Set(placeholders.map((m) => m.email)).size).toBe(3);
  });

  it('refuses an email already in the company, whatever its case', async () => {
    const admin = await as('admin10@routebook.test');
    const before = (await admin.members()).length;
    for (const email of [
      'staff10@routebook.test',
      ' STAFF10@routebook.test',
      'invitee10@routebook.test',
    ]) {
      const result = await t.run(admin.token, ADD_USER, { data: newUser(2, { email }) });
      expectError(result, 'BAD_USER_INPUT', EXISTS);
    }
    expect((await admin.members()).length).toBe(before);
  });

  it('invites an existing account instead of attaching it; its owner joins with link-company', async () => {
    const admin = await as('admin10@routebook.test');
    const data = await t.ok(admin.token, ADD_USER, {
      data: newUser(3, {
        email: 'STAFF20@routebook.test',
        password: 'changed!',
        confirmPassword: 'changed!',
      }),
    });
    expect(data.createCompanyUser.companyUser).toMatchObject({
      email: 'staff20@routebook.test',
      status: 'invited',
      user: null,
    });
    expect(await canLogIn('staff20@routebook.test', 'changed!')).toBe(false);
    const staff20 = await as('staff20@routebook.test');
    expect(staff20.me.companies).toHaveLength(1);
    expectError(
      await t.run(staff20.token, COMPANY_LOGIN, { data: { companyId: admin.companyId } }),
      'UNAUTHENTICATED',
    );
    // The owner is emailed a link with an unguessable code, and accepts it logged in.
    const invited = the(t.server.store.companyUsers.get(data.createCompanyUser.companyUser.id));
    const code = the(invited.inviteCode);
    expect(code).toMatch(/^[0-9a-f]{32}$/);
    const mail = t.server.store.outbox.all().at(-1);
    expect(mail?.to).toBe('staff20@routebook.test');
    expect(mail?.body).toContain(`link-company?code=${code}`);
    await t.ok(staff20.token, LINK, { userId: staff20.userId, companyUserId: invited.id, code });
    const switched = await t.ok(staff20.token, COMPANY_LOGIN, {
      data: { companyId: admin.companyId },
    });
    expect(switched.companyUserLogin.user.currentUser).toEqual({
      role: 'regular',
      company: { id: admin.companyId },
    });
  });

  it('refuses setting the password of an account that belongs to another company', async () => {
    const admin = await as('admin30@routebook.test');
    const multi = await admin.member('multi@routebook.test');
    const password = { updatePassword: true, password: 'taken!1', confirmPassword: 'taken!1' };
    expectError(
      await t.run(admin.token, EDIT_USER, { id: multi.id, data: password }),
      'FORBIDDEN',
      messages.passwordOwnerOnly,
    );
    expect(await canLogIn('multi@routebook.test', 'taken!1')).toBe(false);
    expect(await canLogIn('multi@routebook.test')).toBe(true);
    // An account of this company alone: the admin may set it, and its sessions end.
    const staff = await as('staff30@routebook.test');
    const member = await admin.member('staff30@routebook.test');
    await t.ok(admin.token, EDIT_USER, { id: member.id, data: password });
    expectError(await t.run(staff.token, ME), 'UNAUTHENTICATED');
    expect(await canLogIn('staff30@routebook.test', 'taken!1')).toBe(true);
    expect((await t.ok(admin.token, ME)).me.id).toBe(admin.userId);
  });

  it.each([
    ['admin10@routebook.test', 10],
    ['admin20@routebook.test', 20],
    ['admin-unset@routebook.test', null],
  ])('%s (plan %s) may have only 1 admin', async (email, _plan) => {
    const admin = await as(email);
    expect(await admin.admins()).toHaveLength(1);
    expectError(
      await t.run(admin.token, ADD_USER, { data: newUser(4, { role: 'admin' }) }),
      'PLAN_LIMIT',
      ADMIN_LIMIT,
    );
    expectError(
      await t.run(admin.token, INVITE, {
        data: { firstName: 'Ivy', lastName: 'Admin', email: 'ivy@routebook.test', role: 'admin' },
      }),
      'PLAN_LIMIT',
      ADMIN_LIMIT,
    );
    const staff = await admin.member(email.replace('admin', 'staff'));
    expectError(
      await t.run(admin.token, EDIT_USER, { id: staff.id, data: { role: 'admin' } }),
      'PLAN_LIMIT',
      ADMIN_LIMIT,
    );
    expect(await admin.admins()).toHaveLength(1);
    expect((await admin.member(staff.email)).role).toBe('regular');
    // Regular users are not limited; an admin may stay admin on edit.
    await t.ok(admin.token, ADD_USER, { data: newUser(5) });
    const self = await admin.member(email);
    await t.ok(admin.token, EDIT_USER, { id: self.id, data: { role: 'admin', firstName: 'Al' } });
  });

  it('allows 2 admins at plan 30', async () => {
    const admin = await as('admin30@routebook.test');
    expect(await admin.admins()).toHaveLength(1);
    const second = await t.ok(admin.token, ADD_USER, { data: newUser(6, { role: 'admin' }) });
    expect(second.createCompanyUser.companyUser.role).toBe('admin');
    expectError(
      await t.run(admin.token, ADD_USER, { data: newUser(7, { role: 'admin' }) }),
      'PLAN_LIMIT',
      ADMIN_LIMIT,
    );
    expect(await admin.admins()).toHaveLength(2);
  });

  it('counts an open admin invitation against the limit', async () => {
    const admin = await as('admin30@routebook.test');
    await t.ok(admin.token, INVITE, {
      data: { firstName: 'Ivy', lastName: 'Admin', email: 'ivy@routebook.test', role: 'admin' },
    });
    expectError(
      await t.run(admin.token, ADD_USER, { data: newUser(8, { role: 'admin' }) }),
      'PLAN_LIMIT',
      ADMIN_LIMIT,
    );
  });

  it('has no admin limit at plan 40', async () => {
    const admin = await as('admin40@routebook.test');
    expect(await admin.admins()).toHaveLength(2);
    for (const n of [9, 10, 11]) {
      await t.ok(admin.token, ADD_USER, { data: newUser(n, { role: 'admin' }) });
    }
    expect(await admin.admins()).toHaveLength(5);
  });
});

describe('Edit User', () => {
  it('changes the password only when ticked, at least 6 characters and matching', async () => {
    const admin = await as('admin10@routebook.test');
    const staff = await admin.member('staff10@routebook.test');
    const edit = (data: Record<string, unknown>) =>
      t.run(admin.token, EDIT_USER, { id: staff.id, data });

    expectError(
      await edit({ updatePassword: true, password: '12345', confirmPassword: '12345' }),
      'BAD_USER_INPUT',
      EDIT_PASSWORD,
    );
    expectError(
      await edit({ updatePassword: true, password: '123456', confirmPassword: '123457' }),
      'BAD_USER_INPUT',
      EDIT_PASSWORD,
    );
    expect(await canLogIn('staff10@routebook.test')).toBe(true);

    // Unticked: the password fields are ignored, however wrong.
    expect(
      (await edit({ updatePassword: false, password: '1', confirmPassword: '2' })).errors,
    ).toBeUndefined();
    expect(await canLogIn('staff10@routebook.test')).toBe(true);

    expect(
      (await edit({ updatePassword: true, password: '123456', confirmPassword: '123456' })).errors,
    ).toBeUndefined();
    expect(await canLogIn('staff10@routebook.test')).toBe(false);
    expect(await canLogIn('staff10@routebook.test', '123456')).toBe(true);
  });

  it('does not let the email be edited', async () => {
    const admin = await as('admin10@routebook.test');
    const staff = await admin.member('staff10@routebook.test');
    const result = await t.run(admin.token, EDIT_USER, {
      id: staff.id,
      data: { firstName: 'Samuel', email: 'other@routebook.test' },
    });
    expect(result.errors?.[0]?.message).toContain('"email" is not defined');
    expect(await admin.member('staff10@routebook.test')).toMatchObject({ firstName: 'Sam' });
    const renamed = await t.ok(admin.token, EDIT_USER, {
      id: staff.id,
      data: { firstName: ' Samuel ' },
    });
    expect(renamed.updateCompanyUser.companyUser).toMatchObject({
      firstName: 'Samuel',
      email: 'staff10@routebook.test',
    });
  });

  it('lowercases the status, accepts active and inactive only, and inactive cannot log in', async () => {
    const admin = await as('admin10@routebook.test');
    const staff = await admin.member('staff10@routebook.test');
    const off = await t.ok(admin.token, EDIT_USER, { id: staff.id, data: { status: 'INACTIVE' } });
    expect(off.updateCompanyUser.companyUser.status).toBe('inactive');
    expect(await canLogIn('staff10@routebook.test')).toBe(false);
    const on = await t.ok(admin.token, EDIT_USER, { id: staff.id, data: { status: 'Active' } });
    expect(on.updateCompanyUser.companyUser.status).toBe('active');
    expect(await canLogIn('staff10@routebook.test')).toBe(true);
    expectError(
      await t.run(admin.token, EDIT_USER, { id: staff.id, data: { status: 'invited' } }),
      'BAD_USER_INPUT',
      'User status must be active or inactive.',
    );
    expect((await admin.member('staff10@routebook.test')).status).toBe('active');
  });

  it('keeps the last active admin an active admin', async () => {
    const admin = await as('admin10@routebook.test');
    const self = await admin.member('admin10@routebook.test');
    for (const data of [{ role: 'regular' }, { status: 'inactive' }]) {
      expectError(
        await t.run(admin.token, EDIT_USER, { id: self.id, data }),
        'BAD_USER_INPUT',
        LAST_ADMIN,
      );
    }
    expect(await admin.member('admin10@routebook.test')).toMatchObject({
      role: 'admin',
      status: 'active',
    });
  });

  it('demotes an admin while another active admin remains', async () => {
    const admin = await as('admin40@routebook.test');
    const multi = await admin.member('multi@routebook.test');
    const data = await t.ok(admin.token, EDIT_USER, { id: multi.id, data: { role: 'regular' } });
    expect(data.updateCompanyUser.companyUser.role).toBe('regular');
    const self = await admin.member('admin40@routebook.test');
    expectError(
      await t.run(admin.token, EDIT_USER, { id: self.id, data: { role: 'regular' } }),
      'BAD_USER_INPUT',
      LAST_ADMIN,
    );
  });
});

describe('the own account (updateUser, user, me)', () => {
  it('updates names and password of the own account only', async () => {
    const staff = await as('staff10@routebook.test');
    const data = await t.ok(staff.token, UPDATE_ACCOUNT, {
      id: staff.userId,
      data: { firstName: ' Samantha ' },
    });
    expect(data.updateUser.firstName).toBe('Samantha');
    expectError(
      await t.run(staff.token, UPDATE_ACCOUNT, {
        id: staff.userId,
        data: { password: '12345', confirmPassword: '12345' },
      }),
      'BAD_USER_INPUT',
      EDIT_PASSWORD,
    );
    await t.ok(staff.token, UPDATE_ACCOUNT, {
      id: staff.userId,
      data: { password: 'abcdef', confirmPassword: 'abcdef' },
    });
    expect(await canLogIn('staff10@routebook.test', 'abcdef')).toBe(true);
    // The session that changed it stays logged in.
    expect((await t.ok(staff.token, ME)).me.firstName).toBe('Samantha');

    const admin = await as('admin10@routebook.test');
    expectError(
      await t.run(admin.token, UPDATE_ACCOUNT, { id: staff.userId, data: { firstName: 'X' } }),
      'FORBIDDEN',
    );
  });

  it("shows another member's account with only this company's memberships", async () => {
    const multi = await as('multi@routebook.test');
    expect(multi.me.companies).toHaveLength(2);
    const admin = await as('admin30@routebook.test');
    const USER = `query U($id: ID!) { user(id: $id) { id email companies { company { id } } currentUser { id } } }`;
    const seen = await t.ok(admin.token, USER, { id: multi.userId });
    expect(seen.user.email).toBe('multi@routebook.test');
    expect(seen.user.companies).toEqual([{ company: { id: admin.companyId } }]);
    expect(seen.user.currentUser).toBeNull();

    const outsider = await as('admin10@routebook.test');
    expect((await t.ok(outsider.token, USER, { id: multi.userId })).user).toBeNull();
  });

  it('answers checkUserName and emailExists', async () => {
    const admin = await as('admin10@routebook.test');
    const CHECK = `query C($companyId: ID!, $username: String!) { checkUserName(companyId: $companyId, username: $username) }`;
    expect(
      (
        await t.ok(admin.token, CHECK, {
          companyId: admin.companyId,
          username: 'Staff10@routebook.test',
        })
      ).checkUserName,
    ).toBe(true);
    expect(
      (
        await t.ok(admin.token, CHECK, {
          companyId: admin.companyId,
          username: 'staff20@routebook.test',
        })
      ).checkUserName,
    ).toBe(false);
    // emailExists answers admins about their own company only: no account oracle.
    const EXISTS_Q = `query E($email: String!) { emailExists(email: $email) }`;
    const exists = async (token: string, email: string) =>
      (await t.ok(token, EXISTS_Q, { email })).emailExists as boolean;
    expect(await exists(admin.token, 'STAFF10@routebook.test')).toBe(true);
    expect(await exists(admin.token, 'staff20@routebook.test')).toBe(false);
    expect(await exists(admin.token, 'nobody@routebook.test')).toBe(false);
    expect(await exists(admin.token, '')).toBe(false);
    expectError(
      await t.run(null, EXISTS_Q, { email: 'staff20@routebook.test' }),
      'UNAUTHENTICATED',
    );
    const staff = await as('staff10@routebook.test');
    expectError(
      await t.run(staff.token, EXISTS_Q, { email: 'staff20@routebook.test' }),
      'FORBIDDEN',
    );
  });
});

describe('invitations', () => {
  it('invites, shows the invitation, creates the account and logs in under that company', async () => {
    const admin = await as('admin20@routebook.test');
    const invited = await t.ok(admin.token, INVITE, {
      data: {
        firstName: ' Nina ',
        lastName: 'New',
        email: 'Nina@Routebook.test',
        password: 'placeholder',
      },
    });
    const { companyUser, inviteCode, invitePath } = invited.inviteCompanyUser;
    expect(companyUser).toMatchObject({
      email: 'nina@routebook.test',
      username: 'nina@routebook.test',
      status: 'invited',
      role: 'regular',
      user: null,
    });
    expect(invitePath).toBe(`invite-user?code=${inviteCode}`);
    const mail = t.server.store.outbox.all().filter((m) => m.to === 'nina@routebook.test');
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body).toContain(invitePath);
    // An invited member cannot log in yet.
    expect((await admin.members()).find((m) => m.id === companyUser.id)?.status).toBe('invited');

    const check = await t.ok(null, CHECK_INVITE, { code: inviteCode });
    expect(check.checkInviteCode).toEqual({
      companyUserId: companyUser.id,
      status: 'valid',
      companyName: 'Bluewater Pools',
      companyId: admin.companyId,
      firstName: 'Nina',
      lastName: 'New',
      userId: null,
      email: 'nina@routebook.test',
    });

    expectError(
      await t.run(null, CREATE_ACCOUNT, {
        data: { inviteCode, firstName: 'Nina', password: '12345' },
      }),
      'BAD_USER_INPUT',
      'Password must be at least 6 characters.',
    );
    const created = await t.ok(null, CREATE_ACCOUNT, {
      data: { inviteCode, firstName: 'Nina', password: 'nina-secret' },
    });
    expect(created.createUser.status).toBe('success');
    expect(created.createUser.user).toMatchObject({
      email: 'nina@routebook.test',
      currentUser: {
        id: companyUser.id,
        role: 'regular',
        status: 'active',
        company: { id: admin.companyId, name: 'Bluewater Pools' },
      },
    });
    expect((await t.ok(created.createUser.token, ME)).me.currentUser.company.id).toBe(
      admin.companyId,
    );
    const nina = await as('nina@routebook.test', 'nina-secret');
    expect(nina.companyId).toBe(admin.companyId);

    // The code is used up.
    expectError(
      await t.run(null, CHECK_INVITE, { code: inviteCode }),
      'BAD_USER_INPUT',
      INVITE_INVALID,
    );
    expectError(
      await t.run(null, CREATE_ACCOUNT, {
        data: {
          inviteCode,
          firstName: 'Again',
          email: 'again@routebook.test',
          password: 'secret1',
        },
      }),
      'BAD_USER_INPUT',
      INVITE_INVALID,
    );
  });

  it('requires names and an email, and refuses an email already in the company', async () => {
    const admin = await as('admin20@routebook.test');
    const before = (await admin.members()).length;
    expectError(
      await t.run(admin.token, INVITE, { data: { lastName: 'New', email: 'n@routebook.test' } }),
      'BAD_USER_INPUT',
      'First name is required.',
    );
    expectError(
      await t.run(admin.token, INVITE, { data: { firstName: 'Nina', email: 'n@routebook.test' } }),
      'BAD_USER_INPUT',
      'Last name is required.',
    );
    expectError(
      await t.run(admin.token, INVITE, { data: { firstName: 'Nina', lastName: 'New', email: '' } }),
      'BAD_USER_INPUT',
      'Email is required.',
    );
    expectError(
      await t.run(admin.token, INVITE, {
        data: { firstName: 'Nina', lastName: 'New', email: 'STAFF20@routebook.test' },
      }),
      'BAD_USER_INPUT',
      EXISTS,
    );
    expect((await admin.members()).length).toBe(before);
  });

  it('refuses an unknown code, and an account for an email that already has one', async () => {
    expectError(
      await t.run(null, CHECK_INVITE, { code: 'nope' }),
      'BAD_USER_INPUT',
      INVITE_INVALID,
    );
    const admin = await as('admin20@routebook.test');
    const invited = await t.ok(admin.token, INVITE, {
      data: { firstName: 'Sam', lastName: 'Ten', email: 'staff10@routebook.test' },
    });
    const { inviteCode } = invited.inviteCompanyUser;
    expectError(
      await t.run(null, CREATE_ACCOUNT, {
        data: { inviteCode, firstName: 'Sam', password: 'secret1' },
      }),
      'BAD_USER_INPUT',
      'An account with this email already exists. Log in instead.',
    );
    expect((await t.ok(null, CHECK_INVITE, { code: inviteCode })).checkInviteCode.status).toBe(
      'valid',
    );
  });

  it('links an existing account to an invitation with linkCompanyUser', async () => {
    const admin20 = await as('admin20@routebook.test');
    const code = the(
      t.server.store.companyUsers
        .where('companyId', admin20.companyId)
        .find((member) => member.status === 'invited')?.inviteCode,
    );
    const invite = (await t.ok(null, CHECK_INVITE, { code })).checkInviteCode;
    expect(invite.email).toBe('invitee20@routebook.test');

    const staff = await as('staff10@routebook.test');
    const vars = { userId: staff.userId, companyUserId: invite.companyUserId, code };
    expectError(await t.run(staff.token, LINK, { ...vars, userId: admin20.userId }), 'FORBIDDEN');
    expectError(
      await t.run(staff.token, LINK, { ...vars, code: 'wrong' }),
      'BAD_USER_INPUT',
      INVITE_INVALID,
    );
    const linked = await t.ok(staff.token, LINK, vars);
    expect(linked.linkCompanyUser).toMatchObject({
      id: invite.companyUserId,
      status: 'active',
      email: 'staff10@routebook.test',
      company: { id: admin20.companyId },
      user: { id: staff.userId },
    });
    const switched = await t.ok(staff.token, COMPANY_LOGIN, {
      data: { companyId: admin20.companyId },
    });
    expect(switched.companyUserLogin.user.currentUser).toEqual({
      role: 'regular',
      company: { id: admin20.companyId },
    });
    expectError(await t.run(staff.token, LINK, vars), 'BAD_USER_INPUT', INVITE_INVALID);
  });
});

describe('deleteCompanyUser', () => {
  it('refuses deleting yourself and a member with clock-ins', async () => {
    const admin = await as('admin10@routebook.test');
    const self = await admin.member('admin10@routebook.test');
    expectError(
      await t.run(admin.token, DELETE_USER, { id: self.id }),
      'BAD_USER_INPUT',
      'You cannot delete your own user.',
    );
    const staff = await admin.member('staff10@routebook.test');
    expectError(
      await t.run(admin.token, DELETE_USER, { id: staff.id }),
      'BAD_USER_INPUT',
      'This user has clock-ins and cannot be deleted. Set them inactive instead.',
    );
    expect((await admin.members()).map((m) => m.id)).toEqual(
      expect.arrayContaining([self.id, staff.id]),
    );
  });

  it('removes the membership and its sessions but keeps the account', async () => {
    const admin = await as('admin10@routebook.test');
    await t.ok(admin.token, ADD_USER, { data: newUser(12, { email: 'staff20@routebook.test' }) });
    const member = await admin.member('staff20@routebook.test');
    const staff20 = await as('staff20@routebook.test');
    const code = the(t.server.store.companyUsers.get(member.id)?.inviteCode);
    await t.ok(staff20.token, LINK, { userId: staff20.userId, companyUserId: member.id, code });
    const inTen = await t.ok(staff20.token, COMPANY_LOGIN, {
      data: { companyId: admin.companyId },
    });
    const tenToken: string = inTen.companyUserLogin.token;

    const deleted = await t.ok(admin.token, DELETE_USER, { id: member.id });
    expect(deleted.deleteCompanyUser).toEqual({
      deletedId: member.id,
      company: { id: admin.companyId },
    });
    expect((await admin.members()).some((m) => m.id === member.id)).toBe(false);
    expectError(await t.run(tenToken, ME), 'UNAUTHENTICATED');
    expect(await canLogIn('staff20@routebook.test')).toBe(true);
    expect((await t.ok(staff20.token, ME)).me.companies).toHaveLength(1);
  });
});

describe('tenancy', () => {
  it("answers another company's member as missing and changes nothing", async () => {
    const other = await as('admin20@routebook.test');
    const victim = await other.member('staff20@routebook.test');
    const membersBefore = await other.members();
    const admin = await as('admin10@routebook.test');

    expect((await t.ok(admin.token, MEMBER, { id: victim.id })).companyUser).toBeNull();
    expectError(
      await t.run(admin.token, EDIT_USER, {
        id: victim.id,
        data: { firstName: 'Hacked', role: 'admin', status: 'inactive' },
      }),
      'NOT_FOUND',
    );
    expectError(await t.run(admin.token, DELETE_USER, { id: victim.id }), 'NOT_FOUND');
    expectError(
      await t.run(admin.token, MEMBERS, { companyId: other.companyId }),
      'FORBIDDEN',
      'That belongs to another company.',
    );
    expectError(
      await t.run(admin.token, ADD_USER, { data: newUser(13, { company: other.companyId }) }),
      'FORBIDDEN',
    );
    expectError(
      await t.run(admin.token, INVITE, {
        data: {
          company: other.companyId,
          firstName: 'A',
          lastName: 'B',
          email: 'ab@routebook.test',
        },
      }),
      'FORBIDDEN',
    );

    expect(await other.member('staff20@routebook.test')).toEqual(victim);
    expect(await other.members()).toEqual(membersBefore);
    expect(await canLogIn('staff20@routebook.test')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { adminUserLimit, messages } from '@routebook/schema';
import { expectError, startTestServer } from '../../test/testSupport';
import { createWriteQueue } from './writeQueue';

const CREATE_MEMBER = `mutation Add($data: CompanyUserInput!) {
  createCompanyUser(data: $data) { companyUser { id role } }
}`;
const EDIT_MEMBER = `mutation Edit($id: ID!, $data: CompanyUserUpdateInput!) {
  updateCompanyUser(id: $id, data: $data) { companyUser { id role } }
}`;

const newMember = (companyId: string, email: string, role: 'admin' | 'regular') => ({
  data: {
    company: companyId,
    firstName: 'Queue',
    email,
    password: 'secret1',
    confirmPassword: 'secret1',
    role,
  },
});

// The in-browser server (Storybook, app tests) runs core's `execute`: it gets the same guarantee.
describe('the write queue of the in-process server', () => {
  it('holds the admin limit against 10 parallel additions', async () => {
    const t = await startTestServer();
    const admin = await t.signIn('admin30@routebook.test');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.run(
          admin.token,
          CREATE_MEMBER,
          newMember(admin.companyId, `q${i}@example.test`, 'admin'),
        ),
      ),
    );
    const seats = t.server.store.companyUsers
      .where('companyId', admin.companyId)
      .filter((m) => m.role === 'admin' && m.status !== 'inactive');
    expect(seats).toHaveLength(adminUserLimit(30) ?? 0);
    for (const result of results.filter((r) => r.errors)) {
      expectError(result, 'PLAN_LIMIT', messages.adminUserLimit);
    }
  });

  it('checks a waiting mutation against the session as it is when its turn comes', async () => {
    const t = await startTestServer();
    const admin = await t.signIn('admin30@routebook.test');
    const { createCompanyUser } = await t.ok(
      admin.token,
      CREATE_MEMBER,
      newMember(admin.companyId, 'second.admin@example.test', 'admin'),
    );
    const second = await t.login('second.admin@example.test', 'secret1');

    // A slow write (it hashes a password in its turn) holds the queue; the demotion queues
    // behind it, then the second admin's request, made while they were still an admin.
    const slow = t.run(
      admin.token,
      CREATE_MEMBER,
      newMember(admin.companyId, 'slow@example.test', 'regular'),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    const demotion = t.run(admin.token, EDIT_MEMBER, {
      id: createCompanyUser.companyUser.id,
      data: { role: 'regular' },
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const waiting = t.run(
      second,
      CREATE_MEMBER,
      newMember(admin.companyId, 'late@example.test', 'regular'),
    );

    expect((await slow).errors).toBeUndefined();
    expect((await demotion).errors).toBeUndefined();
    // Refused as a regular member now is (or as logged out, should the demotion end sessions).
    const refused = await waiting;
    expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(refused.errors?.[0]?.extensions?.code);
    expect(t.server.store.users.where('email', 'late@example.test')).toHaveLength(0);
  });
});

describe('a task that steps out of its turn', () => {
  it('lets the tasks behind it run meanwhile, then waits for a new turn and checks again', async () => {
    const queue = createWriteQueue();
    const seen: string[] = [];
    let finish!: () => void;
    const slowWork = new Promise<void>((resolve) => (finish = resolve));
    const stepping = queue.run(
      async (turn) => {
        seen.push('checked');
        await turn.outside(() => slowWork);
        seen.push('wrote');
      },
      () => {
        seen.push('checked again');
      },
    );
    const behind = queue.run(() => seen.push('another write'));
    await behind;
    expect(seen).toEqual(['checked', 'another write']);
    // A write queued while the slow work runs still goes before the one that stepped out.
    finish();
    await queue.run(() => seen.push('queued before it came back'));
    await stepping;
    expect(seen).toEqual([
      'checked',
      'another write',
      'queued before it came back',
      'checked again',
      'wrote',
    ]);
  });

  it('fails whole when the caller is refused on coming back, and frees the queue', async () => {
    const queue = createWriteQueue();
    const refused = queue.run(
      async (turn) => {
        await turn.outside(() => Promise.resolve());
        return 'written';
      },
      () => {
        throw new Error('signed out meanwhile');
      },
    );
    await expect(refused).rejects.toThrow('signed out meanwhile');
    await expect(queue.run(() => 'next')).resolves.toBe('next');
  });
});

import { createDraftStore } from '@routebook/ui';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../config/config';
import { memberKey } from '../offline/member';
import { createMemoryStorage } from '../testing/inProcessFetch';
import { STAFF_SESSION as session } from '../testing/sessionFixture';
import { createAppServices } from './services';

// services.ts declares its logout mutation with Relay's `graphql` tag (compiled away in the app);
// asking the server is not what is tested.
vi.mock('react-relay/hooks', async (original) => ({
  ...(await original<typeof import('react-relay/hooks')>()),
  graphql: () => ({}),
  commitMutation: vi.fn(),
}));

describe('drafts typed in dialogs', () => {
  it("are the logged-in member's, and logging out clears them but not another member's", () => {
    const storage = createMemoryStorage();
    const services = createAppServices(DEFAULT_CONFIG, storage, vi.fn());
    services.sessions.set(session);
    const member = memberKey(session);
    expect(member).toBe(`${session.user.id}@${session.user.currentUser?.company.id}`);
    const mine = createDraftStore(storage, member ?? '');
    const someoneElse = createDraftStore(storage, 'another-user@another-company');
    mine.write('jobNote:add:job-1', { text: 'Gate code 4417' });
    someoneElse.write('jobNote:add:job-1', { text: 'theirs' });

    services.logout();

    expect(mine.read('jobNote:add:job-1')).toBeNull();
    expect(someoneElse.read('jobNote:add:job-1')?.values).toEqual({ text: 'theirs' });
  });
});

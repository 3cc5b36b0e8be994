import type { Decorator } from '@storybook/react-vite';
import { createDraftStore, type Draft } from './draftStore';
import { DraftProvider } from './DraftProvider';
import { memoryStorage } from './memoryStorage';

/** The member whose drafts the draft stories keep (the app scopes them by member and company). */
const MEMBER = 'user-7@company-1';

/**
 * What a dialog's draft stories share, for one draft key: each story gets its own device (a fresh
 * storage held by its loader, optionally holding a draft kept before), a DraftProvider over it,
 * and a look at what the device keeps.
 */
export function draftStory(draftKey: string) {
  return {
    draftKey,
    loader: (prefill?: unknown) => async () => {
      const storage = memoryStorage();
      if (prefill !== undefined) createDraftStore(storage, MEMBER).write(draftKey, prefill);
      return { storage };
    },
    decorators: [
      (StoryOf, { loaded }) => (
        <DraftProvider scope={MEMBER} storage={loaded.storage as Storage}>
          <StoryOf />
        </DraftProvider>
      ),
    ] satisfies Decorator[],
    kept: <T,>(loaded: Record<string, unknown>): Draft<T> | null =>
      createDraftStore(loaded.storage as Storage, MEMBER).read<T>(draftKey),
  };
}

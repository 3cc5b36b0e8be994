import type { Decorator } from '@storybook/react-vite';
import {
  createHarness,
  HarnessApp,
  HarnessProvider,
  type Harness,
  type HarnessOptions,
} from './AppHarness';
import type { AccountGlobals } from './reviewedAccount';

/** The harness a page story's loader made (`loaders: [async (context) => ({ harness })]`). */
export function harnessOf(loaded: Record<string, unknown>): Harness {
  const harness = loaded.harness as Harness | undefined;
  if (!harness) throw new Error('A page story needs a loader that returns { harness }.');
  return harness;
}

/**
 * The loader of a page story: a fresh harness, logged in as the story says or as the Role and Plan
 * toolbar switches say.
 */
export function harnessLoader(options: HarnessOptions) {
  return async ({ globals }: { globals: AccountGlobals }) => ({
    harness: await createHarness(options, { globals }),
  });
}

/** The harness lives in a decorator, not in a prop of the story's element (see HarnessApp). */
const withHarness: Decorator = (Story, { loaded }) => (
  <HarnessProvider harness={harnessOf(loaded)}>
    <Story />
  </HarnessProvider>
);

/** What every page story's meta shares: the whole app, full size, over its loader's harness. */
export const pageStoryMeta = {
  parameters: { layout: 'fullscreen' },
  decorators: [withHarness],
  render: () => <HarnessApp />,
};

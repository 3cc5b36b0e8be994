import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent } from 'storybook/test';
import { createHarness } from '../../testing/AppHarness';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';
import { isBetaHost } from '../../session/session';

/** The support page (ionic), in the app over the mock server. */
const meta = {
  title: 'Pages/Ionic',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value shown for a label of the details list. */
const detail = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** product.md §Pages, menu and guards lists ionic without a guard: it opens logged out too. */
const loggedOut = [harnessLoader({ path: '/ionic' })];

/** Version 2, the build, the configured endpoint and the beta flag. */
export const Details: Story = {
  loaders: loggedOut,
  play: async ({ loaded }) => {
    const { config } = harnessOf(loaded).services;
    await screen.findByRole('heading', { level: 1, name: 'About this app' });
    await expect(detail('App version')).toBe('2');
    await expect(detail('Build')).toBe('development');
    await expect(detail('Server endpoint')).toBe(config.graphqlEndpoint);
    await expect(detail('Beta')).toBe(isBetaHost(window.location.hostname) ? 'Yes' : 'No');
  },
};

/** Copy details puts every line on the clipboard for a support call. */
export const CopiesDetails: Story = {
  loaders: [
    async () => ({
      harness: await createHarness({ path: '/ionic', email: 'admin40@routebook.test' }),
    }),
  ],
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ loaded }) => {
    const { config } = harnessOf(loaded).services;
    const beta = isBetaHost(window.location.hostname) ? 'Yes' : 'No';
    await userEvent.click(await screen.findByRole('button', { name: 'Copy details' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      [
        'App version: 2',
        'Build: development',
        `Server endpoint: ${config.graphqlEndpoint}`,
        `Beta: ${beta}`,
      ].join('\n'),
    );
    await expect(await screen.findByText('Details copied.')).toBeVisible();
  },
};

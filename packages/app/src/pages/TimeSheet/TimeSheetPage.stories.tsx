import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type Harness } from '../../testing/AppHarness';
import { harnessLoader, pageStoryMeta } from '../../testing/pageStory';

/**
 * My Time Sheet against the mock server in the page (Time Clock has its own stories). The demo seed's clock-ins sit
 * in the harness's week (Monday 2 Nov 2026): Sam Staff finished one (75 min) and is still clocked
 * in at the route's In progress job.
 */
const meta = {
  title: 'Pages/TimeSheet',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const HARNESS_WEEK = '2026-11-02';

const at = (email: string, path: string) => [harnessLoader({ email, path })];

/** Plan 40 field staff on My Time Sheet: the open clock-in, the week by day with totals; clock out. */
export const MyTimeSheetClockedIn: Story = {
  loaders: at('staff40@routebook.test', `/timesheet?week=${HARNESS_WEEK}`),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'My Time Sheet' }),
    ).toBeVisible();
    const open = screen.getByText(/^Clocked in at/);
    await expect(within(open).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/route\/[^/]+\/job\/[^/]+$/),
    );
    await expect(screen.getByText('Week total').nextElementSibling).toHaveTextContent('1 h 15 min');
    await expect(screen.getByRole('heading', { level: 2, name: /Mon, Nov 2/ })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Clock out' }));
    await expect(await screen.findByText('You are not clocked in.')).toBeVisible();
  },
};

/** My Time Sheet: the week picker moves a week back, and the address keeps the week. */
export const MyTimeSheetPreviousWeek: Story = {
  loaders: at('staff40@routebook.test', `/timesheet?week=${HARNESS_WEEK}`),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'My Time Sheet' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous week' }));
    const { router } = loaded.harness as Harness;
    await waitFor(() => expect(router.state.location.search).toBe('?week=2026-10-26'));
    await expect(
      await screen.findByRole('heading', { level: 2, name: /Mon, Oct 26/ }),
    ).toBeVisible();
  },
};

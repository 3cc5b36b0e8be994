import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { type Harness } from '../../testing/AppHarness';
import { harnessLoader, pageStoryMeta } from '../../testing/pageStory';

/** photo-view: one of a job's photos full size, against the mock server in the page. */
const meta = {
  title: 'Pages/PhotoView',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo seed's photo at plan 40 ('Front gate', on Monday Route's first job). */
function seededPhoto(server: MockServer) {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  const photo = server.store.jobPhotos.all().find((p) => p.companyId === company?.id);
  const job = server.store.jobs.all().find((j) => j.id === photo?.jobId);
  if (!photo || !job) throw new Error('no seeded photo at plan 40');
  return { photo, job };
}

const at = (path: (server: MockServer) => string) => [
  harnessLoader({ email: 'staff40@routebook.test', path }),
];

const photoPath = (server: MockServer) => {
  const { photo, job } = seededPhoto(server);
  return `/photo-view?photo=${photo.id}&job=${job.id}&route=${job.routeId}`;
};

/**
 * The photo full size with its note as alt text; the back link names the job's customer. The
 * in-page server's stored bytes are shown (from a blob URL: it serves no `/uploads/` address).
 */
export const ShowsPhoto: Story = {
  loaders: at(photoPath),
  play: async ({ loaded }) => {
    await expect(await screen.findByRole('heading', { level: 1, name: 'Photo' })).toBeVisible();
    const { photo } = seededPhoto((loaded.harness as Harness).server);
    const image = screen.getByRole('img', { name: 'Front gate' }) as HTMLImageElement;
    await expect(photo.url).toMatch(/^\/uploads\//);
    await expect(image.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(image.complete && image.naturalWidth).toBeGreaterThan(0));
    // When it was taken, in the device's locale (en-US in the stories' browser), as every date.
    await expect(
      screen.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/),
    ).toHaveAttribute('datetime', photo.photoDate);
    await expect(screen.getByRole('link', { name: /^← / })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/route\/[^/]+\/job\/[^/]+$/),
    );
  },
};

/** Delete photo asks first; Yes deletes it on the server and goes back to the job. */
export const DeletesAfterConfirming: Story = {
  loaders: at(photoPath),
  play: async ({ loaded }) => {
    const { server, router } = loaded.harness as Harness;
    const { photo, job } = seededPhoto(server);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete photo' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this photo?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Agree' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/route/${job.routeId}/job/${job.id}`),
    );
    await expect(server.store.jobPhotos.get(photo.id)).toBeUndefined();
    await expect(await screen.findByRole('region', { name: /^Photos, 0$/ })).toBeVisible();
  },
};

/** A photo id from nowhere (or another company) says so and leads back to the routes. */
export const NotFound: Story = {
  loaders: at((server) => `/photo-view?photo=nope&job=${seededPhoto(server).job.id}`),
  play: async () => {
    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Photo not found' }),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to the route list' })).toBeVisible();
  },
};

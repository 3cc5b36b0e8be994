import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@routebook/schema';

import type { RenderLinkProps } from '../SideMenu';
import { PhotoGrid, type PhotoGridPhoto, type PhotoGridUpload } from './PhotoGrid';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

/** A deterministic stand-in picture: an inline SVG of one colour (no network, no files). */
const picture = (colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${colour}"/><circle cx="300" cy="80" r="40" fill="#fff8c5"/></svg>`,
  )}`;

const COLOURS = ['#1a7f37', '#0969da', '#bf8700', '#8250df', '#cf222e', '#59636e'];

const PHOTOS: PhotoGridPhoto[] = [
  { id: 'p1', url: picture('#1a7f37'), notes: 'Hedge before trimming', photoDate: null },
  { id: 'p2', url: picture('#0969da'), notes: null, photoDate: '2026-11-02T09:30:00.000Z' },
  { id: 'p3', url: picture('#bf8700'), notes: '  ', photoDate: null },
];

const UPLOADING: PhotoGridUpload = {
  localId: 'u1',
  fileName: 'IMG_0042.jpg',
  previewUrl: picture('#8250df'),
  progress: 0.42,
};

const FAILED: PhotoGridUpload = {
  localId: 'u2',
  fileName: 'IMG_0043.jpg',
  previewUrl: picture('#cf222e'),
  progress: 0.8,
  error: 'The upload failed: no connection.',
};

const meta = {
  title: 'Job/PhotoGrid',
  component: PhotoGrid,
  args: {
    photos: PHOTOS,
    uploads: [],
    editable: true,
    photoHref: (photoId: string) => `/photo-view?photo=${photoId}&job=job-1&route=r1`,
    renderLink,
    onPickFiles: fn(),
    onRetry: fn(),
    onDiscard: fn(),
    onDelete: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof PhotoGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Each thumbnail links to its photo page; alt from the note or its place in the grid.
    const first = canvas.getByRole('link', { name: 'Hedge before trimming' });
    await expect(first).toHaveAttribute('href', '/photo-view?photo=p1&job=job-1&route=r1');
    await expect(canvas.getByRole('link', { name: 'Photo 2' })).toHaveAttribute(
      'href',
      '/photo-view?photo=p2&job=job-1&route=r1',
    );
    await expect(canvas.getByRole('link', { name: 'Photo 3' })).toBeVisible();
    const image = canvas.getByRole('img', { name: 'Hedge before trimming' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    // Square thumbnails.
    const box = image.getBoundingClientRect();
    await expect(Math.abs(box.width - box.height)).toBeLessThan(1);

    const remove = canvas.getByRole('button', { name: 'Delete Photo 2' });
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith(PHOTOS[1]);
  },
};

/** Add photo: the camera on phones (capture), several pictures at once from the picker. */
export const AddPhoto: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add photo' });
    await expect(add.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(add).toHaveFocus();

    const input = fileInput(canvasElement);
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAttribute('capture', 'environment');
    await expect(input).toHaveAttribute('multiple');
    // The button opens the input (the browser's picker is not opened here).
    let opened = false;
    input.addEventListener(
      'click',
      (event) => {
        opened = true;
        event.preventDefault();
      },
      { once: true },
    );
    await userEvent.click(add);
    await expect(opened).toBe(true);

    const files = [
      new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'back.jpg', { type: 'image/jpeg' }),
    ];
    await userEvent.upload(input, files);
    await expect(args.onPickFiles).toHaveBeenCalledWith(files);
  },
};

/** An upload in progress: a bar says how far, in per cent. */
export const Uploading: Story = {
  args: { uploads: [UPLOADING] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading IMG_0042.jpg' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(canvas.getByText('IMG_0042.jpg')).toBeVisible();
    // Uploads come before the photos.
    const uploads = canvas.getByRole('list', { name: 'Uploads' });
    const firstLink = canvas.getAllByRole('link')[0];
    if (!firstLink) throw new Error('no photo link');
    await expect(
      uploads.compareDocumentPosition(firstLink) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  },
};

/** Progress not reported: the bar shows activity without a value. */
export const UploadingProgressUnknown: Story = {
  args: { uploads: [{ localId: 'u3', fileName: 'IMG_0050.jpg' }] },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', {
      name: 'Uploading IMG_0050.jpg',
    });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/**
 * Taken without signal: kept on the device, "Waiting for network" and Pending instead
 * of a progress bar; it uploads once back online, and may still be discarded.
 */
export const WaitingForNetwork: Story = {
  args: {
    uploads: [
      { localId: 'u4', fileName: 'IMG_0051.jpg', previewUrl: picture('#1a7f37'), waiting: true },
      UPLOADING,
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [waiting, uploading] = within(canvas.getByRole('list', { name: 'Uploads' })).getAllByRole(
      'listitem',
    );
    if (!waiting || !uploading) throw new Error('two uploads expected');
    await expect(within(waiting).getByText(/^Waiting for network/)).toHaveTextContent(
      'Waiting for network Pending: not sent yet',
    );
    await expect(within(waiting).getByText(messages.photoWaitingForNetwork)).toBeVisible();
    await expect(within(waiting).queryByRole('progressbar')).toBeNull();
    await expect(within(waiting).queryByRole('alert')).toBeNull();
    await expect(within(waiting).queryByRole('button', { name: /^Retry/ })).toBeNull();
    // The other upload still shows its progress.
    await expect(within(uploading).getByRole('progressbar')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const discard = within(waiting).getByRole('button', { name: 'Discard IMG_0051.jpg' });
    await expect(discard.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(discard);
    await expect(args.onDiscard).toHaveBeenCalledWith('u4');
  },
};

/** A failed upload stays, with why, until retried or discarded: never silently lost. */
export const UploadFailed: Story = {
  args: { uploads: [FAILED, UPLOADING] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The upload failed: no connection.');
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(1);
    const retry = canvas.getByRole('button', { name: 'Retry IMG_0043.jpg' });
    await expect(retry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledWith('u2');
    await userEvent.click(canvas.getByRole('button', { name: 'Discard IMG_0043.jpg' }));
    await expect(args.onDiscard).toHaveBeenCalledWith('u2');
  },
};

/** The server refused the file itself (not an image): sending it again cannot work, so Discard only. */
export const RefusedNotAnImage: Story = {
  args: {
    uploads: [{ ...FAILED, fileName: 'notes.png', error: messages.notAnImage, retryable: false }],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.notAnImage);
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
    const discard = canvas.getByRole('button', { name: 'Discard notes.png' });
    await expect(discard).toBeVisible();
    discard.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDiscard).toHaveBeenCalledWith(FAILED.localId);
  },
};

export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toBeEnabled();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Field staff add photos but do not delete them. */
export const FieldStaffView: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add photo' })).toBeEnabled();
  },
};

/** An admin may delete any photo. */
export const AdminView: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getAllByRole('button', { name: /^Delete Photo|^Delete Hedge/ }),
    ).toHaveLength(3);
  },
};

export const AddDisabled: Story = {
  args: { disabledReason: 'Photos cannot be added to a cancelled job.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add photo' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('Photos cannot be added to a cancelled job.');
    await expect(canvas.getByText('Photos cannot be added to a cancelled job.')).toBeVisible();
    await expect(fileInput(canvasElement)).toBeDisabled();
    await expect(args.onPickFiles).not.toHaveBeenCalled();
  },
};

export const Many: Story = {
  args: {
    photos: Array.from({ length: 12 }, (_, i) => ({
      id: `many-${i + 1}`,
      url: picture(COLOURS[i % COLOURS.length] ?? '#59636e'),
      notes: null,
      photoDate: null,
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(12);
    await expect(canvas.getByRole('link', { name: 'Photo 12' })).toBeInTheDocument();
    // Three across at 375 px, nothing sideways.
    const tops = canvas
      .getAllByRole('listitem')
      .slice(0, 4)
      .map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(tops.slice(0, 3).every((top) => top === tops[0])).toBe(true);
    await expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

export const LongText: Story = {
  args: {
    photos: [
      {
        id: 'long',
        url: picture('#1a7f37'),
        notes:
          'The north-east corner of the back garden after the hedge was cut down to waist height',
        photoDate: null,
      },
    ],
    uploads: [
      {
        ...FAILED,
        fileName: 'PXL_20261102_093012345_extraordinarily_long_camera_file_name.jpg',
        error:
          'The photo could not be uploaded because the connection was lost halfway. Check the signal and retry.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(canvas.getByRole('button', { name: /^Retry PXL_/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Discard PXL_/ })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { formatDateTime } from '../dateTime';
import { CantAccessCard } from './CantAccessCard';

/** A deterministic stand-in picture: an inline SVG of a padlocked gate (no network, no files). */
const GATE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#59636e"/><rect x="60" y="60" width="280" height="200" fill="none" stroke="#fff" stroke-width="12"/><rect x="180" y="140" width="40" height="40" fill="#bf8700"/></svg>',
)}`;

const REPORTED_AT = '2026-11-02T10:50:00.000Z';

const meta = {
  title: 'Job/CantAccessCard',
  component: CantAccessCard,
  args: {
    reason: 'Gate locked',
    note: 'Padlock on the side gate; nobody answered the bell.',
    photoUrl: GATE,
    reportedBy: 'Sam Staff',
    reportedAt: REPORTED_AT,
    pending: false,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof CantAccessCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The report as field staff see it: reason, note, photo, who and when; no Reopen. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: "Can't access" });
    const inCard = within(card);
    await expect(inCard.getByText('Gate locked')).toBeVisible();
    await expect(
      inCard.getByText('Padlock on the side gate; nobody answered the bell.'),
    ).toBeVisible();
    const reported = `Sam Staff, ${formatDateTime(REPORTED_AT)}`;
    await expect(
      inCard.getByText(
        (_, element) => element?.tagName === 'DD' && element.textContent === reported,
      ),
    ).toBeVisible();
    await expect(
      inCard.getByRole('img', { name: 'What was in the way: Gate locked' }),
    ).toBeVisible();
    await expect(inCard.queryByRole('button', { name: 'Reopen job' })).toBeNull();
    await expect(inCard.queryByText('Pending')).toBeNull();
  },
};

/** An admin: Reopen job takes the job back to active. */
export const AdminReopens: Story = {
  args: { onReopen: fn() },
  play: async ({ args, canvasElement }) => {
    const reopen = within(canvasElement).getByRole('button', { name: 'Reopen job' });
    await expect(reopen.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(reopen);
    await expect(args.onReopen).toHaveBeenCalledOnce();
  },
};

/** Reopening: the button is busy until the server answers. */
export const Reopening: Story = {
  args: { onReopen: fn(), reopening: true },
  play: async ({ canvasElement }) => {
    const reopen = within(canvasElement).getByRole('button', { name: 'Reopen job' });
    await expect(reopen).toHaveAttribute('aria-busy', 'true');
  },
};

/** Reported without a signal: shown at once from the device, marked Pending, photo a preview. */
export const Pending: Story = {
  args: { pending: true, photoIsLocal: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Pending')).toBeVisible();
    await expect(card.getByText(': not sent yet')).toBeInTheDocument();
  },
};

/** Other with its note, and no photo. */
export const OtherWithoutPhoto: Story = {
  args: { reason: 'Other', note: 'Road closed by the council', photoUrl: null },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('Other')).toBeVisible();
    await expect(card.getByText('Road closed by the council')).toBeVisible();
    await expect(card.queryByRole('img')).toBeNull();
  },
};

/** A reason with no note: the Note line is left out. */
export const ReasonOnly: Story = {
  args: { reason: 'Dog in yard', note: null, photoUrl: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Note')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { SignatureFigure } from './SignatureFigure';

const SIGNATURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><rect width="600" height="200" fill="#fff"/><path d="M30 140 C 90 40, 130 180, 190 90 S 290 60, 330 140 S 450 40, 560 120" stroke="#1f2328" stroke-width="5" fill="none"/></svg>',
)}`;

/** At noon UTC: the same day everywhere from UTC-11 to UTC+11 (the stories' browser is en-US). */
const meta = {
  title: 'Job/SignatureFigure',
  component: SignatureFigure,
  args: { url: SIGNATURE, signedBy: 'Ana Silva', signedAt: '2026-11-02T12:00:00.000Z' },
  tags: ['autodocs'],
} satisfies Meta<typeof SignatureFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Signed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Signature of Ana Silva' })).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveTextContent(
      /^Signed by Ana Silva · Nov 2, 2026, \d{1,2}:\d{2}\s[AP]M$/,
    );
  },
};

/** Taken without signal: shown from the device, marked Pending until the server has it. */
export const Pending: Story = {
  args: { url: undefined, previewUrl: SIGNATURE, pending: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Signature of Ana Silva' })).toHaveAttribute(
      'src',
      SIGNATURE,
    );
    await expect(canvas.getByText(/^Pending/)).toBeVisible();
  },
};

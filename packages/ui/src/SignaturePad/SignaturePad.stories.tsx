import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages, fieldDayMessages } from '@routebook/schema';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../storyArgTypes';
import { SignaturePad, type SignaturePadValue } from './SignaturePad';

const meta = {
  title: 'Job/SignaturePad',
  component: SignaturePad,
  args: { onSave: fn(), onCancel: fn(), saving: false, error: null, signedBy: '' },
  argTypes: { error: errorArgType },
  tags: ['autodocs'],
} satisfies Meta<typeof SignaturePad>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pad once its code is in (it loads on demand). */
const pad = (canvasElement: HTMLElement, state: 'empty' | 'signed' = 'empty') =>
  within(canvasElement).findByRole('img', { name: `Signature pad, ${state}` });

/** A signature drawn with a pointer: down, a zigzag of moves, up. */
function draw(canvas: HTMLElement) {
  const box = canvas.getBoundingClientRect();
  const at = (x: number, y: number) => ({
    clientX: box.left + x * box.width,
    clientY: box.top + y * box.height,
    pointerId: 1,
    pointerType: 'pen',
    button: 0,
    buttons: 1,
  });
  fireEvent.pointerDown(canvas, at(0.1, 0.6));
  for (let i = 1; i <= 16; i += 1) {
    fireEvent.pointerMove(canvas, at(0.1 + i * 0.05, i % 2 ? 0.3 : 0.7));
  }
  fireEvent.pointerUp(canvas, at(0.9, 0.6));
}

/** How many pixels of the PNG are dark ink (the paper is white). */
async function inkPixels(image: Blob): Promise<number> {
  const bitmap = await createImageBitmap(image);
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
  let dark = 0;
  for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 128) dark += 1;
  return dark;
}

/** What onSave was given, the first time. */
const saved = (onSave: unknown) =>
  (onSave as { mock: { calls: [SignaturePadValue][] } }).mock.calls[0]?.[0];

/**
 * Empty: nothing drawn and no name. Save says what is missing (the signature, the name) and hands
 * nothing over.
 */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pad(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save signature' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      fieldDayMessages.signatureMissing,
    );
    const name = canvas.getByRole('textbox', { name: 'Signed by' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(
      fieldDayMessages.signedByInvalid.replace('{max}', '100'),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/**
 * Drawn with a pointer (finger, pen or mouse), named, saved: a PNG with the ink on white paper.
 * Clear starts again.
 */
export const Drawn: Story = {
  args: { signedBy: 'Dana Customer' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    draw(await pad(canvasElement));
    await pad(canvasElement, 'signed');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    draw(await pad(canvasElement));
    await pad(canvasElement, 'signed');
    await expect(canvas.getByRole('textbox', { name: 'Signed by' })).toHaveValue('Dana Customer');
    await userEvent.click(canvas.getByRole('button', { name: 'Save signature' }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const value = saved(args.onSave);
    if (!value) throw new Error('nothing saved');
    await expect(value).toMatchObject({ signedBy: 'Dana Customer', typed: false });
    await expect(value.image.type).toBe('image/png');
    await expect(Date.parse(value.signedAt)).not.toBeNaN();
    await expect(await inkPixels(value.image)).toBeGreaterThan(100);
  },
};

/**
 * Keyboard only: "Sign by typing" makes the typed name the signature, drawn in a script face; Enter
 * in the name saves it.
 */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pad(canvasElement);
    const typing = canvas.getByRole('button', { name: 'Sign by typing' });
    await userEvent.tab();
    await expect(typing).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(typing).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Signed by' })).toHaveFocus();
    await userEvent.keyboard('Dana Customer');
    await pad(canvasElement, 'signed');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1));
    const value = saved(args.onSave);
    if (!value) throw new Error('nothing saved');
    await expect(value).toMatchObject({ signedBy: 'Dana Customer', typed: true });
    await expect(await inkPixels(value.image)).toBeGreaterThan(50);
  },
};

export const Saving: Story = {
  args: { signedBy: 'Dana Customer', saving: true },
  play: async ({ canvasElement }) => {
    await pad(canvasElement);
    const save = within(canvasElement).getByRole('button', { name: 'Save signature' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed save keeps the signature and the name, and says why. */
export const SaveFailed: Story = {
  args: {
    signedBy: 'Dana Customer',
    onSave: fn(async () => {
      throw new Error(messages.serverUnreachable);
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    draw(await pad(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Save signature' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.serverUnreachable);
    await expect(args.onSave).toHaveBeenCalled();
    await pad(canvasElement, 'signed');
  },
};

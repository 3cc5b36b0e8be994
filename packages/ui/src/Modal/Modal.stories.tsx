import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../Button';
import { TextField } from '../TextField';
import { closedInDocs } from '../modals/modalStory';
import { Modal } from './Modal';

const onSave = fn();

/** The nearest ancestor that scrolls vertically: the modal's body. */
function scrollerOf(element: HTMLElement): HTMLElement {
  let node = element.parentElement;
  while (node && getComputedStyle(node).overflowY !== 'auto') node = node.parentElement;
  if (!node) throw new Error('no scrolling ancestor');
  return node;
}

const meta = {
  title: 'Primitives/Modal',
  component: Modal,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Edit Route',
    children: <p>Route 12 runs on Mondays and Thursdays.</p>,
  },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    await expect(within(dialog).getByText('Route 12 runs on Mondays and Thursdays.')).toBeVisible();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    // Focus moved into the dialog.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** The modal opened from the page's own button, as every modal of the app is. */
function OpenedFromButton(props: React.ComponentProps<typeof Modal>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit route</Button>
      <Modal
        {...props}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

/** A keyboard user keeps their place: closing gives focus back to the button that opened it. */
export const FocusReturnsToItsButton: Story = {
  render: (args) => <OpenedFromButton {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Edit route' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Edit Route' })).getByRole('button', {
        name: 'Close',
      }),
    );
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const WithDescription: Story = {
  args: { description: 'Drivers see the new name on their next refresh.' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    await expect(dialog).toHaveAccessibleDescription(args.description);
  },
};

export const WithFooter: Story = {
  args: {
    children: <TextField label="Route name" defaultValue="Route 12" />,
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button onClick={onSave}>Save</Button>
      </>
    ),
  },
  play: async () => {
    onSave.mockClear();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    // Focus starts on the first field, not on the close button.
    await waitFor(() => expect(within(dialog).getByLabelText('Route name')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledTimes(1);
  },
};

export const CustomCloseLabel: Story = {
  args: { closeLabel: 'Close Edit Route' },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close Edit Route' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

const paragraphs = Array.from({ length: 30 }, (_, index) => (
  <p key={index}>
    Stop {index + 1}: check the backflow valve, note the meter reading and photograph the panel.
  </p>
));

export const LongContent: Story = {
  args: {
    children: paragraphs,
    footer: <Button onClick={onSave}>Save</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    const body = scrollerOf(within(dialog).getByText(/^Stop 1:/));
    // The body scrolls, and can be reached by keyboard to scroll it.
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    body.scrollTop = body.scrollHeight;
    await expect(body.scrollTop).toBeGreaterThan(0);
    // The footer stays on screen.
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

const fields = [
  'First name',
  'Last name',
  'Display name',
  'Mobile',
  'Address line 1',
  'Address line 2',
  'City',
  'Province/State',
  'Postal code/Zip',
  'Email',
  'Note',
];

/** A long form scrolls as Tab moves through it; focus starts on its first field. */
export const LongForm: Story = {
  args: {
    title: 'Add Customer',
    children: fields.map((label) => <TextField key={label} label={label} />),
    footer: <Button onClick={onSave}>Save</Button>,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Customer' });
    const first = within(dialog).getByLabelText('First name');
    await waitFor(() => expect(first).toHaveFocus());
    const body = scrollerOf(first);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await expect(body).not.toHaveAttribute('tabindex');
    // Tabbing to the last field scrolls it into view.
    for (let i = 1; i < fields.length; i++) await userEvent.tab();
    const last = within(dialog).getByLabelText('Note');
    await expect(last).toHaveFocus();
    await expect(body.scrollTop).toBeGreaterThan(0);
  },
};

/** Phones (the default 375 px viewport): the modal fills the screen. */
export const PhoneSheet: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    await expect(window.innerWidth).toBe(375);
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** 600 px and wider: a centred card. */
export const DesktopCard: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    await expect(window.innerWidth).toBe(1280);
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

/** size 'compact': a small centred card at every width, a 375 px phone included. */
export const Compact: Story = {
  args: { size: 'compact', footer: <Button onClick={onSave}>OK</Button> },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Route' });
    await expect(window.innerWidth).toBe(375);
    await expect(dialog).toHaveAttribute('data-size', 'compact');
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThan(window.innerWidth);
    await expect(box.height).toBeLessThan(window.innerHeight);
    await expect(Math.abs(box.left + box.width / 2 - window.innerWidth / 2)).toBeLessThan(2);
  },
};

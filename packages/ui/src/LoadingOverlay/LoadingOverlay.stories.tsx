import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { Button } from '../Button';
import { Modal } from '../Modal';
import { closedInDocs } from '../modals/modalStory';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Primitives/LoadingOverlay',
  component: LoadingOverlay,
  args: { open: true, message: messages.savingTask },
  decorators: [closedInDocs({ closeAfterMs: 2000 })],
  tags: ['autodocs'],
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overlay: the role="status" panel's parent, which covers the screen. */
const overlayOf = (message: string) => {
  const status = screen.getByText(message).closest('[role="status"]') as HTMLElement;
  return { status, overlay: status.parentElement as HTMLElement };
};

/** The Task modal: 'Saving...' while the task saves. */
export const Playground: Story = {
  play: async () => {
    await screen.findByText(messages.savingTask);
    const { status, overlay } = overlayOf(messages.savingTask);
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent(messages.savingTask);
    const box = overlay.getBoundingClientRect();
    await expect(box.width).toBe(window.innerWidth);
    await expect(box.height).toBe(window.innerHeight);
  },
};

/** The Select Service Item modal: 'saving...'. */
export const SavingServiceItems: Story = {
  args: { message: messages.savingServiceItems },
  play: async () => {
    await expect(await screen.findByText(messages.savingServiceItems)).toBeVisible();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByText(messages.savingTask)).toBeNull();
  },
};

const onOpenChange = fn();
const onSave = fn();

/** Over an open modal: taps and keys reach neither the modal nor its buttons. */
export const BlocksAModal: Story = {
  render: (args) => (
    <>
      <Modal
        open={args.open}
        onOpenChange={onOpenChange}
        title="Add Task"
        footer={<Button onClick={onSave}>SAVE</Button>}
      >
        <p>Replace the filter.</p>
      </Modal>
      <LoadingOverlay {...args} />
    </>
  ),
  play: async () => {
    onOpenChange.mockClear();
    onSave.mockClear();
    await screen.findByText(messages.savingTask);
    const { overlay } = overlayOf(messages.savingTask);
    const dialog = screen.getByRole('dialog', { name: 'Add Task', hidden: true });

    // What a finger on SAVE would hit is the overlay, not the button.
    const save = within(dialog).getByRole('button', { name: 'SAVE', hidden: true });
    const { x, y, width, height } = save.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2) as HTMLElement;
    await expect(overlay).toContainElement(hit);

    await userEvent.click(hit);
    await userEvent.click(overlay);
    await userEvent.keyboard('{Escape}');
    await expect(onOpenChange).not.toHaveBeenCalled();
    await expect(onSave).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { messages } from '@routebook/schema';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

import { Button } from '../Button';
import { Modal } from '../Modal';
import { UpdateNotice } from './UpdateNotice';

const meta = {
  title: 'App shell/UpdateNotice',
  component: UpdateNotice,
  args: { warnUnsaved: false, onReload: fn(), onDismiss: fn() },
  tags: ['autodocs'],
} satisfies Meta<typeof UpdateNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice; `hidden` also finds it under an open modal (which hides the page from readers). */
const notice = (hidden = false) => screen.getByRole('region', { name: 'New version', hidden });

/** A new version is installed: the notice says so; Reload and Later report, nothing else happens. */
export const Playground: Story = {
  play: async ({ args }) => {
    const status = await within(notice()).findByRole('status');
    await within(status).findByText(messages.updateReady);
    await expect(status).not.toHaveTextContent(messages.updateLosesInput);
    // It takes no focus: the page keeps the person's place.
    await expect(notice()).not.toContainElement(document.activeElement as HTMLElement);

    await userEvent.click(within(notice()).getByRole('button', { name: 'Later' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(args.onReload).not.toHaveBeenCalled();
    await userEvent.click(within(notice()).getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** Reload was pressed with typed input not saved: it warns, and only "Reload anyway" reloads. */
export const UnsavedInput: Story = {
  args: { warnUnsaved: true },
  play: async ({ args }) => {
    const status = await within(notice()).findByRole('status');
    await expect(await within(status).findByText(messages.updateLosesInput)).toBeVisible();
    await expect(within(notice()).queryByRole('button', { name: 'Reload' })).toBeNull();
    await userEvent.click(within(notice()).getByRole('button', { name: 'Reload anyway' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

/** On a phone the notice sits at the foot of the screen, inside it, over the page. */
export const OnAPhone: Story = {
  play: async () => {
    await within(notice()).findByText(messages.updateReady);
    const box = notice().getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(window.innerHeight - box.bottom).toBeLessThan(32);
  },
};

const onOpenChange = fn();

/** An open modal covers the notice: a press on Reload reaches the modal's overlay, not Reload. */
export const UnderAModal: Story = {
  render: (args) => (
    <>
      <UpdateNotice {...args} />
      <Modal
        open
        onOpenChange={onOpenChange}
        title="Add Task"
        footer={<Button onClick={fn()}>SAVE</Button>}
      >
        <p>Replace the filter.</p>
      </Modal>
    </>
  ),
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Add Task' });
    const reload = within(notice(true)).getByRole('button', { name: 'Reload', hidden: true });
    const { x, y, width, height } = reload.getBoundingClientRect();
    const hit = document.elementFromPoint(x + width / 2, y + height / 2);
    await expect(reload).not.toContainElement(hit as HTMLElement);
    await expect(args.onReload).not.toHaveBeenCalled();
  },
};

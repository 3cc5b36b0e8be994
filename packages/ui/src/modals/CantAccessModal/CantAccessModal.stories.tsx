import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_CANT_ACCESS_REASONS, messages, fieldDayMessages } from '@routebook/schema';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { errorArgType } from '../../storyArgTypes';
import { closedInDocs } from '../modalStory';
import { CantAccessModal } from './CantAccessModal';

/** A real 1x1 PNG: what a phone's camera hands over, much smaller. */
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

const meta = {
  title: 'Job/CantAccessModal',
  component: CantAccessModal,
  args: {
    open: true,
    onOpenChange: fn(),
    reasons: DEFAULT_CANT_ACCESS_REASONS,
    onSubmit: fn(),
    saving: false,
    error: null,
  },
  argTypes: { error: errorArgType },
  decorators: [closedInDocs()],
  tags: ['autodocs'],
} satisfies Meta<typeof CantAccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function parts() {
  const modal = await screen.findByRole('dialog', { name: "Can't access" });
  const inModal = within(modal);
  return {
    modal,
    inModal,
    reason: (name: string) => inModal.getByRole('radio', { name }),
    note: inModal.getByRole('textbox', { name: 'Note' }),
    submit: inModal.getByRole('button', { name: 'Submit' }),
    photoInput: modal.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
  };
}

/** The company's reasons, then Other; a reason alone is a report. */
export const Playground: Story = {
  play: async ({ args }) => {
    const { inModal, reason, submit } = await parts();
    const radios = inModal.getAllByRole('radio');
    await expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'Gate locked',
      'Dog in yard',
      'Customer asked to reschedule',
      'Other',
    ]);
    await expect(inModal.getByRole('group', { name: 'Reason' })).toBeVisible();
    await userEvent.click(reason('Gate locked'));
    await expect(reason('Gate locked')).toBeChecked();
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'Gate locked',
      note: '',
      photo: null,
    });
    await userEvent.click(inModal.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Keyboard only: arrows move between the reasons, Enter submits. */
export const Keyboard: Story = {
  play: async ({ args }) => {
    const { reason, note } = await parts();
    reason('Gate locked').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(reason('Dog in yard')).toBeChecked();
    await userEvent.click(note);
    await userEvent.type(note, 'Big dog, no owner home');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'Dog in yard',
      note: 'Big dog, no owner home',
      photo: null,
    });
  },
};

/** Other needs a few words: the note becomes required and says so once Submit is pressed. */
export const OtherWithText: Story = {
  play: async ({ args }) => {
    const { modal, reason, note, submit } = await parts();
    await userEvent.click(reason('Other'));
    await expect(note).toBeRequired();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(within(modal).getByText(fieldDayMessages.cantAccessOtherNeedsNote)).toBeVisible();
    await expect(note).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(note, '  Road closed by the council ');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'Other',
      note: 'Road closed by the council',
      photo: null,
    });
  },
};

/** Nothing chosen: Submit says to choose a reason, and the reasons are marked invalid. */
export const ValidationError: Story = {
  play: async ({ args }) => {
    const { modal, reason, submit } = await parts();
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const group = within(modal).getByRole('group', { name: 'Reason' });
    await expect(group).toHaveAccessibleDescription(fieldDayMessages.cantAccessReasonRequired);
    await userEvent.click(reason('Customer asked to reschedule'));
    await expect(within(modal).queryByText(fieldDayMessages.cantAccessReasonRequired)).toBeNull();
  },
};

/** A photo chosen: its preview and name show; it can be removed, and it is sent with the report. */
export const PhotoChosen: Story = {
  play: async ({ args }) => {
    const { inModal, reason, submit, photoInput } = await parts();
    await expect(photoInput).toHaveAttribute('accept', 'image/*');
    await expect(photoInput).toHaveAttribute('capture', 'environment');
    const file = new File([PNG], 'side-gate.png', { type: 'image/png' });
    await userEvent.upload(photoInput, file);
    await expect(inModal.getByText('side-gate.png')).toBeVisible();
    await expect(inModal.getByRole('img', { name: 'Preview of side-gate.png' })).toBeVisible();
    await expect(inModal.getByRole('button', { name: 'Change photo' })).toBeVisible();

    await userEvent.click(reason('Gate locked'));
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'Gate locked',
      note: '',
      photo: file,
    });

    await userEvent.click(inModal.getByRole('button', { name: 'Remove photo' }));
    await expect(inModal.queryByText('side-gate.png')).toBeNull();
    await expect(inModal.getByRole('button', { name: 'Add photo' })).toBeVisible();
  },
};

/** A company that emptied its list: only Other is offered. */
export const OnlyOther: Story = {
  args: { reasons: [] },
  play: async () => {
    const { inModal } = await parts();
    await expect(inModal.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(
      ['Other'],
    );
  },
};

/** Pending: the report is on its way; Submit is busy and a second press sends nothing. */
export const Pending: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    const { reason, submit } = await parts();
    await userEvent.click(reason('Gate locked'));
    await expect(submit).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(submit);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The app's save failed: the message shows and what was chosen stays. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error(messages.photoNotUploaded);
    }),
  },
  play: async () => {
    const { modal, reason, submit } = await parts();
    await userEvent.click(reason('Dog in yard'));
    await userEvent.click(submit);
    await expect(await within(modal).findByRole('alert')).toHaveTextContent(
      messages.photoNotUploaded,
    );
    await waitFor(() => expect(reason('Dog in yard')).toBeChecked());
  },
};

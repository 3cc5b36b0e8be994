import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { NoteRow } from './NoteRow';

const meta = {
  title: 'Routes/NoteRow',
  component: NoteRow,
  args: {
    note: {
      id: 'note-1',
      note:
        '<p><strong>Gate code 4321.</strong> Park on the street, not in the drive.</p>' +
        '<ul><li>Back garden first</li><li>Mind the dog</li></ul>' +
        '<p><span style="color: #e60000;">Invoice on completion</span></p>',
    },
  },
  tags: ['autodocs'],
} satisfies Meta<typeof NoteRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Note')).toBeVisible();
    // Bold, a list and a colour survive sanitizing.
    const bold = canvas.getByText('Gate code 4321.');
    await expect(bold.tagName).toBe('STRONG');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Back garden first',
      'Mind the dog',
    ]);
    await expect(getComputedStyle(canvas.getByText('Invoice on completion')).color).toBe(
      'rgb(230, 0, 0)',
    );
  },
};

const LONG_NOTE = Array.from(
  { length: 8 },
  (_, i) =>
    `<p>Paragraph ${i + 1}: trim the hedges along the north fence, clear the gutters, and check the irrigation timer is set to early morning before leaving the property.</p>`,
).join('');

/** A long note is shown whole, wrapped to the row: nothing clamped, nothing scrolls sideways. */
export const Long: Story = {
  args: { note: { id: 'note-2', note: LONG_NOTE } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Paragraph 8:/)).toBeVisible();
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollHeight).toBeLessThanOrEqual(root.clientHeight + 1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Set by the unsafe payload if any of it ever ran. */
const probe = window as Window & { noteRowPwned?: string };

const UNSAFE_NOTE = [
  '<p>Safe text <img src="/does-not-exist.png" alt="" onerror="window.noteRowPwned=\'img\'"></p>',
  '<script>window.noteRowPwned = "script"</script>',
  '<p><a href="javascript:window.noteRowPwned=\'link\'">Open the gate</a></p>',
  '<p onclick="window.noteRowPwned=\'click\'">Tap me</p>',
  '<svg><animate onbegin="window.noteRowPwned=\'svg\'" attributeName="x" dur="1s"/></svg>',
  '<iframe src="javascript:window.noteRowPwned=\'iframe\'"></iframe>',
].join('');

/** A hostile note shows its text only: no script, handler, frame or javascript: link survives. */
export const Unsafe: Story = {
  args: { note: { id: 'note-3', note: UNSAFE_NOTE } },
  beforeEach: () => {
    delete probe.noteRowPwned;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Safe text/)).toBeVisible();
    await expect(canvas.getByText('Open the gate')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, animate')).toBeNull();
    for (const element of canvasElement.querySelectorAll('*')) {
      for (const { name, value } of element.attributes) {
        await expect(name.startsWith('on')).toBe(false);
        await expect(value.toLowerCase()).not.toContain('javascript:');
      }
    }
    await expect(canvas.getByText('Open the gate')).not.toHaveAttribute('href');
    await userEvent.click(canvas.getByText('Open the gate'));
    await userEvent.click(canvas.getByText('Tap me'));
    // Give an image error or an animation time to fire: nothing ran.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(probe.noteRowPwned).toBeUndefined();
  },
};

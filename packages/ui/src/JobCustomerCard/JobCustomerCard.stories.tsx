import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { JOB_STATUS_LABEL } from '../JobRow';
import { unionArgType } from '../storyArgTypes';
import { JobCustomerCard, type JobCustomerCardCustomer } from './JobCustomerCard';

const CUSTOMER: JobCustomerCardCustomer = {
  displayName: 'Greenfield Dental',
  address1: '12 Harbour Street',
  address2: 'Unit 4',
  city: 'Portland',
  state: 'ME',
  zip: '04101',
  mobile: '+1 (207) 555-0142',
  email: 'office@greenfield.example',
  note: 'Front desk opens at 8.\nAsk for Dana.',
};

const meta = {
  title: 'Job/JobCustomerCard',
  component: JobCustomerCard,
  args: {
    customer: CUSTOMER,
    status: 'active',
    importantNote: 'Gate code 4321. The dog is friendly.',
  },
  argTypes: { status: unionArgType(JOB_STATUS_LABEL) },
  tags: ['autodocs'],
} satisfies Meta<typeof JobCustomerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const FULL_ADDRESS = '12 Harbour Street, Unit 4, Portland, ME 04101';

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Greenfield Dental' }),
    ).toBeVisible();
    await expect(canvas.getByText('Active')).toHaveAttribute('data-status', 'active');
    await expect(canvas.getByText('Gate code 4321. The dog is friendly.')).toBeVisible();

    // The address opens the phone's maps app with directions, in a new tab on the web.
    const directions = canvas.getByRole('link', { name: `Directions to ${FULL_ADDRESS}` });
    await expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(FULL_ADDRESS)}`,
    );
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', 'noopener noreferrer');

    const call = canvas.getByRole('link', { name: /^Call Greenfield Dental/ });
    await expect(call).toHaveAttribute('href', 'tel:+12075550142');
    await expect(call).toHaveTextContent('+1 (207) 555-0142');
    const email = canvas.getByRole('link', { name: /^Email Greenfield Dental/ });
    await expect(email).toHaveAttribute('href', 'mailto:office@greenfield.example');

    // Big touch targets, reached in order by keyboard.
    for (const link of canvas.getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    await userEvent.tab();
    await expect(directions).toHaveFocus();
    await userEvent.tab();
    await expect(call).toHaveFocus();
    await userEvent.tab();
    await expect(email).toHaveFocus();
  },
};

/** The customer's note keeps its line breaks. */
export const CustomerNote: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Customer note')).toBeVisible();
    const note = canvas.getByText(/Front desk opens at 8\./);
    await expect(note.textContent).toBe('Front desk opens at 8.\nAsk for Dana.');
    await expect(getComputedStyle(note).whiteSpace).toBe('pre-line');
  },
};

/** Only a name: no address, phone, email, notes; nothing empty or dangling is left. */
export const NameOnly: Story = {
  args: {
    customer: { displayName: 'Walk-in customer', address1: null, mobile: '', email: '  ' },
    importantNote: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Walk-in customer' })).toBeVisible();
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.queryByText('Important note')).toBeNull();
    await expect(canvas.queryByText('Customer note')).toBeNull();
  },
};

/** Parts of the address missing: the others are joined without empty lines or dangling commas. */
export const PartialAddress: Story = {
  args: {
    customer: {
      displayName: 'Harbour Café',
      address1: '3 Quay Road',
      address2: null,
      city: null,
      state: 'ME',
      zip: '04101',
      mobile: '207 555 0199',
      email: null,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const directions = canvas.getByRole('link', { name: 'Directions to 3 Quay Road, ME 04101' });
    await expect(directions).toHaveTextContent(/^3 Quay Road, ME 04101$/);
    await expect(canvas.getByRole('link', { name: /^Call Harbour Café/ })).toHaveAttribute(
      'href',
      'tel:2075550199',
    );
    await expect(canvas.queryByRole('link', { name: /^Email/ })).toBeNull();
  },
};

export const CityOnly: Story = {
  args: { customer: { displayName: 'Summer cabin', city: 'Bar Harbor' } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Directions to Bar Harbor' }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=Bar%20Harbor');
  },
};

/** The status badge in its four states, in words and colour (the route rows' colours). */
function statusStory(status: 'active' | 'inprogress' | 'cancelled' | 'complete', label: string) {
  return {
    args: { status },
    play: async ({ canvasElement }) => {
      const badge = within(canvasElement).getByText(label);
      await expect(badge).toHaveAttribute('data-status', status);
      await expect(badge).toBeVisible();
    },
  } satisfies Story;
}

export const InProgress = statusStory('inprogress', 'In progress');
export const Cancelled = statusStory('cancelled', 'Cancelled');
export const Complete = statusStory('complete', 'Complete');

export const AllStatuses: Story = {
  render: (args) => (
    <div>
      {(['active', 'inprogress', 'cancelled', 'complete'] as const).map((status) => (
        <JobCustomerCard key={status} {...args} status={status} importantNote={null} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const backgrounds = [...canvasElement.querySelectorAll('[data-status]')].map(
      (badge) => getComputedStyle(badge).backgroundColor,
    );
    await expect(new Set(backgrounds).size).toBe(4);
  },
};

/** The job page's title: the name as its level-1 heading. */
export const PageHeading: Story = {
  args: { headingLevel: 1 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Greenfield Dental' }),
    ).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    status: 'inprogress',
    customer: {
      displayName: 'The Northern Coastal Veterinary Hospital and Emergency Animal Clinic',
      address1: '1234 Extraordinarily-Long-Named Industrial Park Boulevard, Building C',
      address2: 'Loading dock behind the second warehouse, ring the bell twice',
      city: 'Rancho Santa Margarita',
      state: 'California',
      zip: '92688-1234',
      mobile: '+1 (949) 555-0100 ext. 12345',
      email: 'reception.and.emergency.scheduling@northern-coastal-veterinary.example',
      note: 'Supercalifragilisticexpialidocious-length-words-do-not-break-the-layout-at-all. '.repeat(
        3,
      ),
    },
    importantNote:
      'Bring the long ladder: the gutters on the east wing are two storeys up and the side gate is narrow. Call ahead.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At 375 px everything wraps inside the card: nothing is cut off or scrolls sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    const root = canvasElement.firstElementChild as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('heading').getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(canvas.getByText('In progress')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { createHarness } from '../../testing/AppHarness';
import { harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** Customers pasted on a phone, imported through the CSV import (mock server in the page). */
const meta = {
  title: 'Pages/CustomerMobileImport',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const companyCustomers = (server: MockServer) => {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  return server.store.customers.all().filter((c) => c.companyId === company?.id);
};

const VCARD = [
  'BEGIN:VCARD',
  'VERSION:3.0',
  'N:Okafor;Chidi;;;',
  'FN:Chidi Okafor',
  'TEL;TYPE=CELL:+1 217 555 0142',
  'END:VCARD',
].join('\n');

/** Two lines and a shared contact become three customers, phone numbers kept as typed. */
export const ImportsPastedCustomers: Story = {
  loaders: [
    async () => ({
      harness: await createHarness({
        email: 'admin40@routebook.test',
        path: '/admin/customer-mobile-import',
      }),
    }),
  ],
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const before = companyCustomers(server).length;
    const field = await screen.findByRole('textbox', { name: 'Customers' });
    await expect(screen.getByRole('button', { name: 'Import 0 customers' })).toBeDisabled();
    await userEvent.click(field);
    await userEvent.paste(`Ann Lee, 555-0100, ann@example.com\nBo Day, =SUM(A1)\n${VCARD}`);
    // A text with vCards is read as vCards only.
    await expect(screen.getByText('1 customer found.')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.paste('Ann Lee, 555-0100, ann@example.com\nBo Day, =SUM(A1)');
    await expect(screen.getByText('2 customers found.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 customers' }));

    await expect(
      await screen.findByText('Customers imported: 2. Rows refused: 0.', { selector: 'p' }),
    ).toBeVisible();
    await waitFor(() => expect(field).toHaveValue(''));
    const added = companyCustomers(server).slice(before);
    await expect(added).toEqual([
      expect.objectContaining({ lastName: 'Lee', displayName: 'Ann Lee', mobile: '555-0100' }),
      expect.objectContaining({ lastName: 'Day', address1: '=SUM(A1)' }),
    ]);
    const history = server.store.customerImports.all().at(-1);
    await expect(history).toMatchObject({ desc: 'pasted-customers.csv', importedCount: 2 });
  },
};

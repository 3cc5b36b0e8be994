import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/** Importing customers from a CSV file, against the mock server in the page. */
const meta = {
  title: 'Pages/CustomerImport',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (email: string, path = '/admin/customer-import') => [harnessLoader({ email, path })];

const companyCustomers = (server: MockServer) => {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  return server.store.customers.all().filter((c) => c.companyId === company?.id);
};

const FIVE_ROWS =
  'firstName,lastName,displayName,mobile\n' +
  'Ann,Lee,Lee Family,555-0100\n' +
  'Bo,,No Last Name,\n' +
  'Cy,Day,"Day, Cy & Co",\n' +
  'Di,Eve,,\n' +
  'Ed,Fox,=1+1,+1 555 0101\n';

const fileInput = () => screen.getByLabelText('Choose a CSV file to import', { selector: 'input' });

/** 3 of 5 rows imported, 2 refused with why; a formula-looking name is kept as text. */
export const ImportsValidRowsReportsTheRest: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await screen.findByRole('heading', { level: 1, name: 'Import customers' });
    const before = companyCustomers(server).length;
    await userEvent.upload(fileInput(), new File([FIVE_ROWS], 'five.csv', { type: 'text/csv' }));

    await expect(
      await screen.findByText('Customers imported: 3. Rows refused: 2.', { selector: 'p' }),
    ).toBeVisible();
    await expect(companyCustomers(server)).toHaveLength(before + 3);
    const formula = companyCustomers(server).find((c) => c.lastName === 'Fox');
    await expect(formula).toMatchObject({ displayName: '=1+1', mobile: '+1 555 0101' });

    const [latest] = within(screen.getByRole('list', { name: 'Imports' })).getAllByRole('listitem');
    await expect(latest).toHaveTextContent('five.csv');
    await expect(latest).toHaveTextContent('3 of 5 rows imported');
    await userEvent.click(within(latest as HTMLElement).getByText('2 rows refused'));
    const table = await within(latest as HTMLElement).findByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(table).toHaveTextContent('Last name is required.');
  },
};

/** A file that is not a .csv is refused before sending: nothing reaches the server. */
export const RefusesNonCsv: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await screen.findByRole('heading', { level: 1, name: 'Import customers' });
    const imports = server.store.customerImports.all().length;
    await userEvent.upload(
      fileInput(),
      new File(['PK…'], 'customers.xlsx', { type: 'application/vnd.ms-excel' }),
      { applyAccept: false },
    );
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a CSV file (its name ends in .csv).',
    );
    await expect(server.store.customerImports.all()).toHaveLength(imports);
  },
};

/** A file that is not UTF-8 is refused whole by the server, with how to fix it. */
export const RefusesWrongEncoding: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await screen.findByRole('heading', { level: 1, name: 'Import customers' });
    const before = companyCustomers(server).length;
    // "Café" in Latin-1: the é is the single byte 0xE9, not valid UTF-8.
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode('lastName,displayName\nCaf'),
      0xe9,
      ...new TextEncoder().encode(',Cafe\n'),
    ]);
    await userEvent.upload(fileInput(), new File([latin1], 'latin1.csv', { type: 'text/csv' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
    );
    await expect(companyCustomers(server)).toHaveLength(before);
  },
};

/** The sample CSV downloads with the expected columns. */
export const SampleCsv: Story = {
  loaders: at('admin40@routebook.test'),
  play: async () => {
    const link = await screen.findByRole('link', { name: 'Download the sample CSV' });
    await expect(link).toHaveAttribute('download', 'customers-sample.csv');
    const text = decodeURIComponent(link.getAttribute('href')?.split(',').slice(1).join(',') ?? '');
    await expect(text.split('\r\n')[0]).toBe(
      'firstName,lastName,displayName,mobile,address1,address2,city,state,zip,email,note',
    );
  },
};

/** Customer import needs plan 30+: an admin at plan 10 lands on the route list. */
export const Plan10LandsOnRouteList: Story = {
  loaders: at('admin10@routebook.test'),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await waitFor(() =>
      expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list'),
    );
  },
};

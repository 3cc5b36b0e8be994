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

/** Sends `text` as `name` through the file input. */
const uploadText = (text: string, name: string) =>
  userEvent.upload(fileInput(), new File([text], name, { type: 'text/csv' }));

const TWICE =
  'lastName,displayName,address1,mobile\n' +
  'Holm,Holm Orchard,4 Pear Row,555-0111\n' +
  'Zoë,Café Zoë,3 Quay St,\n';

/**
 * A file imported again lists its rows that match existing customers (same name and
 * address, accents and case aside) and imports nothing until the admin chooses; Skip is the
 * default, and the summary counts created, updated and skipped.
 */
export const MatchesSkippedByDefault: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await screen.findByRole('heading', { level: 1, name: 'Import customers' });
    await uploadText(TWICE, 'first.csv');
    await screen.findByText('Customers imported: 2. Rows refused: 0.', { selector: 'p' });
    const before = companyCustomers(server).length;

    await uploadText(
      `${TWICE}Wren,Wren Cottage,9 Lane End,\n`.replace('Café Zoë', 'cafe zoe'),
      'again.csv',
    );
    const panel = within(
      await screen.findByRole('region', { name: '2 rows of 3 match customers you already have' }),
    );
    await expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Line 2: Holm Orchard, 4 Pear Row',
      'Line 3: cafe zoe, 3 Quay St',
    ]);
    await expect(panel.getByRole('radio', { name: /^Skip them/ })).toBeChecked();
    await expect(companyCustomers(server)).toHaveLength(before);

    await userEvent.click(panel.getByRole('button', { name: 'Import again.csv' }));
    await expect(
      await screen.findByText(
        'Customers added: 1. Updated: 0. Skipped (already there): 2. Rows refused: 0.',
        { selector: 'p' },
      ),
    ).toBeVisible();
    await expect(companyCustomers(server)).toHaveLength(before + 1);
    await expect(
      screen.queryByRole('region', { name: /match customers you already have/ }),
    ).toBeNull();
  },
};

/**
 * A file with latitude and longitude columns, imported again: before the choice, the panel says
 * how many rows place their pin from the file and that the others are found from their address.
 */
export const MatchesSayWhichRowsCarryPins: Story = {
  loaders: at('admin40@routebook.test'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Import customers' });
    await uploadText(TWICE, 'first.csv');
    await screen.findByText('Customers imported: 2. Rows refused: 0.', { selector: 'p' });

    await uploadText(
      'lastName,displayName,address1,latitude,longitude\n' +
        'Holm,Holm Orchard,4 Pear Row,39.8012,-89.6412\n' +
        'Zoë,Café Zoë,3 Quay St,,\n',
      'pins.csv',
    );
    const panel = within(
      await screen.findByRole('region', { name: '2 rows of 2 match customers you already have' }),
    );
    await expect(
      panel.getByText(
        '1 row of 2 places its pin from the latitude and longitude columns; the others are found from their address.',
      ),
    ).toBeVisible();
  },
};

/** Update writes the file's values over the matching customers, adding none. */
export const MatchesUpdated: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await screen.findByRole('heading', { level: 1, name: 'Import customers' });
    await uploadText(TWICE, 'first.csv');
    await screen.findByText('Customers imported: 2. Rows refused: 0.', { selector: 'p' });
    const before = companyCustomers(server).length;

    await uploadText(TWICE.replace('555-0111', '555-0222'), 'again.csv');
    const panel = within(
      await screen.findByRole('region', { name: /match customers you already have/ }),
    );
    await userEvent.click(panel.getByRole('radio', { name: /^Update the existing customers/ }));
    await userEvent.click(panel.getByRole('button', { name: 'Import again.csv' }));
    await expect(
      await screen.findByText(
        'Customers added: 0. Updated: 2. Skipped (already there): 0. Rows refused: 0.',
        { selector: 'p' },
      ),
    ).toBeVisible();
    await expect(companyCustomers(server)).toHaveLength(before);
    await expect(
      companyCustomers(server).find((c) => c.displayName === 'Holm Orchard')?.mobile,
    ).toBe('555-0222');
  },
};

/** A stray quote is refused with its line and column named, not blamed on the header. */
export const StrayQuoteNamesTheLine: Story = {
  loaders: at('admin40@routebook.test'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Import customers' });
    await uploadText('lastName,displayName\nLee,Lee Family\nRay,"Ray Farm\n', 'quote.csv');
    await expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file cannot be read: line 3, column 2 (displayName) has a quote (") that is never closed.',
    );
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
      'firstName,lastName,displayName,mobile,address1,address2,city,state,zip,email,note,latitude,longitude',
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

const WITH_PINS =
  'lastName,displayName,address1,city,state,latitude,longitude\n' +
  'Pinner,Pinner Door,12 Oak Street,Springfield,IL,39.8,-89.61\n' +
  'Barn,Barn House,7 Farm Road,Pawnee,IL,,\n' +
  'Nobody,Nowhere Farm,1 Lost Lane,Atlantis,XX,,\n' +
  'Wrong,Wrong Pin,3 Elm Street,Springfield,IL,95,-89.6\n';

/**
 * Latitude and longitude columns: a row's own pin is placed by hand, the others are found from
 * their address, an address not found needs a pin (its line said), a bad pin refuses the row.
 */
export const ImportsWithAndWithoutCoordinates: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await screen.findByRole('heading', { level: 1, name: 'Import customers' });
    await expect(screen.getByText(/Optional latitude and longitude columns/)).toBeVisible();
    await uploadText(WITH_PINS, 'pins.csv');

    await expect(
      await screen.findByText('Customers imported: 3. Rows refused: 1.', { selector: 'p' }),
    ).toBeVisible();
    // The upload's result, above the history (which lists the same import).
    const [resultLine] = screen.getAllByText(/^Pins from the file/);
    const result = resultLine?.parentElement as HTMLElement;
    await expect(result).toHaveTextContent(
      'Pins from the file: 1 · Found from the address: 1 · Need a pin: 1',
    );
    await expect(
      within(result).getByRole('list', { name: 'Rows that need a pin' }),
    ).toHaveTextContent('Line 4: needs a pin');
    const pinned = companyCustomers(server).find((c) => c.displayName === 'Pinner Door');
    await expect(pinned?.location).toEqual({ latitude: 39.8, longitude: -89.61, source: 'manual' });

    const latest = screen.getByRole('list', { name: 'Imports' }).firstElementChild as HTMLElement;
    await expect(latest).toHaveTextContent('pins.csv');
    await expect(latest).toHaveTextContent('Line 4: needs a pin');
    await userEvent.click(within(latest).getByText('1 row refused'));
    await expect(await within(latest).findByRole('table')).toHaveTextContent(
      'Latitude must be a number from -90 to 90.',
    );
  },
};

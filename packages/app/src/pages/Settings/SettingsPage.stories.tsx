import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import {
  DEFAULT_ON_MY_WAY_MESSAGE,
  LOGO_MAX_WIDTH_PX,
  PRODUCT_SETTINGS,
  fieldDayMessages,
  messages,
} from '@routebook/schema';
import { TOUCH_TARGET_MIN_PX } from '@routebook/ui';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';

/**
 * The Settings admin page against the mock server in the page. The plan-40 demo company is
 * Sparkle Cleaning Co, 77 Market Street, Portland OR 97204, https://sparkle.example, no logo.
 */
const meta = {
  title: 'Pages/Settings',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const COMPANY = 'Sparkle Cleaning Co';
const SEEDED_SETTINGS = [
  ['Show customer notes to field staff', true],
  ['Require a photo before completing a job', false],
] as const;

/** A 1x1 PNG: the server checks an upload's bytes, not its name or declared type. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pngFile = () =>
  new File([Uint8Array.from(atob(PNG_BASE64), (ch) => ch.charCodeAt(0))], 'logo.png', {
    type: 'image/png',
  });

const at = (email: string, path: string | ((server: MockServer) => string) = '/settings') => [
  harnessLoader({ email, path }),
];

/** The plan-40 company as the server stores it. */
const storedCompany = (server: MockServer) => {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  if (!company) throw new Error('the demo seed has no plan-40 company');
  return company;
};

const field = (name: string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'SAVE' });

/** Picks `file` with Choose logo and waits for the page to say the logo was saved. */
async function uploadLogo(file: File) {
  await userEvent.upload(await screen.findByLabelText('Choose logo'), file);
  await expect(await screen.findByText('Logo saved.')).toBeVisible();
}

/** The side menu, opened with the header's Menu button (a drawer at 375 px). */
async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return within(screen.getByRole('navigation', { name: 'Main menu' }));
}

/** Admin 40: the profile prefilled from the server; a new name and city are saved and shown. */
export const ProfileSaved: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(field('Company name')).toHaveValue(COMPANY);
    await expect(field('Address line 1')).toHaveValue('77 Market Street');
    await expect(field('Address line 2')).toHaveValue('');
    await expect(field('City')).toHaveValue('Portland');
    await expect(field('Province/State')).toHaveValue('OR');
    await expect(field('Postal code/Zip')).toHaveValue('97204');
    await expect(field('Website')).toHaveValue('https://sparkle.example');
    for (const target of [saveButton(), screen.getByText('Choose logo')]) {
      const { height } = target.getBoundingClientRect();
      await expect(height).toBeGreaterThanOrEqual(TOUCH_TARGET_MIN_PX);
    }

    await userEvent.clear(field('City'));
    await userEvent.type(field('City'), '  Salem ');
    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), 'Sparkle Cleaning');
    await userEvent.click(saveButton());
    await expect(await screen.findByText('Settings saved.')).toBeVisible();
    await expect(storedCompany(server)).toMatchObject({
      name: 'Sparkle Cleaning',
      addressCity: 'Salem',
      addressState: 'OR',
    });
    await expect(field('City')).toHaveValue('Salem');
    // The header and menu read the stored login: the new name shows without logging in again.
    await expect(within(screen.getByRole('banner')).getByText('Sparkle Cleaning')).toBeVisible();
  },
};

/** The name is required: blank, SAVE is disabled and the message says so; nothing is sent. */
export const BlankNameKeepsSaveDisabled: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const name = await screen.findByRole('textbox', { name: 'Company name' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await expect(saveButton()).toBeDisabled();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(messages.companyNameRequired);
    await userEvent.type(name, '{Enter}');
    await expect(screen.queryByText('Settings saved.')).toBeNull();
    await expect(storedCompany(server).name).toBe(COMPANY);

    await userEvent.type(name, 'Sparkle');
    await expect(saveButton()).toBeEnabled();
    await expect(screen.queryByText(messages.companyNameRequired)).toBeNull();
  },
};

/** The website must be an http(s) address: SAVE shows the rule and sends nothing until it is. */
export const WebsiteMustBeWebAddress: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const website = await screen.findByRole('textbox', { name: 'Website' });
    await userEvent.clear(website);
    await userEvent.type(website, 'javascript:alert(1)');
    await expect(website).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(saveButton());
    await expect(website).toHaveAttribute('aria-invalid', 'true');
    await expect(website).toHaveAccessibleDescription(messages.websiteNotWebAddress);
    await expect(screen.queryByText('Settings saved.')).toBeNull();
    await expect(storedCompany(server).website).toBe('https://sparkle.example');

    await userEvent.clear(website);
    await userEvent.type(website, 'https://sparkle-cleaning.example');
    await userEvent.click(saveButton());
    await expect(await screen.findByText('Settings saved.')).toBeVisible();
    await expect(storedCompany(server).website).toBe('https://sparkle-cleaning.example');
    await expect(screen.queryByText(messages.websiteNotWebAddress)).toBeNull();
  },
};

/** A refused save (here: no longer an admin) shows the server's message; the typing stays. */
export const SaveRefusedKeepsTyping: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server, services } = harnessOf(loaded);
    await userEvent.clear(await screen.findByRole('textbox', { name: 'City' }));
    await userEvent.type(field('City'), 'Salem');
    const memberId = services.sessions.get()?.user.currentUser?.id ?? '';
    server.store.companyUsers.update(memberId, { role: 'regular' });
    await userEvent.click(saveButton());
    await expect(await screen.findByRole('alert')).toHaveTextContent(messages.forbidden);
    await expect(field('City')).toHaveValue('Salem');
    await expect(storedCompany(server).addressCity).toBe('Portland');
  },
};

/** Choose logo uploads the image and saves it: the page and the side menu show it at once. */
export const UploadsLogo: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await expect(await screen.findByText('No logo yet.')).toBeVisible();
    await uploadLogo(pngFile());

    const logo = storedCompany(server).logo;
    const upload = server.store.files.all().find((file) => file.url === logo);
    await expect(upload).toMatchObject({ name: 'logo.png', contentType: 'image/png' });
    // Stored relative to the server; the in-page server shows its bytes from a blob URL.
    await expect(logo).toMatch(/^\/uploads\//);
    const shown = screen.getByRole('img', { name: `${COMPANY} logo` }) as HTMLImageElement;
    await expect(shown.getAttribute('src')).toMatch(/^blob:/);
    await waitFor(() => expect(shown.complete && shown.naturalWidth).toBeGreaterThan(0));
    await expect(shown.style.maxWidth).toBe(`${LOGO_MAX_WIDTH_PX}px`);

    const menu = await openMenu();
    await expect(menu.getByRole('img', { name: `${COMPANY} logo` })).toHaveAttribute(
      'src',
      shown.getAttribute('src'),
    );
  },
};

/** Remove logo clears it on the server, on the page and in the menu; focus goes to Choose logo. */
export const RemovesLogo: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await uploadLogo(pngFile());
    await expect((await openMenu()).getByRole('img', { name: `${COMPANY} logo` })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));

    await userEvent.click(screen.getByRole('button', { name: 'Remove logo' }));
    await expect(await screen.findByText('Logo removed.')).toBeVisible();
    await expect(storedCompany(server).logo).toBeNull();
    await expect(screen.getByText('No logo yet.')).toBeVisible();
    await expect(screen.getByLabelText('Choose logo')).toHaveFocus();
    const menu = await openMenu();
    await expect(menu.queryByRole('img')).toBeNull();
  },
};

/** A file that is not an image (whatever its name and type say) is refused with the reason. */
export const RefusesNonImage: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const text = new File(['just some notes'], 'notes.png', { type: 'image/png' });
    await userEvent.upload(await screen.findByLabelText('Choose logo'), text);
    await expect(await screen.findByRole('alert')).toHaveTextContent(messages.notAnImage);
    await expect(storedCompany(server).logo).toBeNull();
    await expect(screen.getByText('No logo yet.')).toBeVisible();
  },
};

/**
 * The company's settings as switches, on or off as stored, each with what changes when it is on;
 * switching one saves it.
 */
export const SettingsList: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const list = within(await screen.findByRole('list', { name: 'Company settings' }));
    const switches = list.getAllByRole('switch') as HTMLInputElement[];
    await expect(switches.map((s) => [s.closest('label')?.textContent, s.checked])).toEqual(
      SEEDED_SETTINGS.map(([name, on]) => [name, on]),
    );
    for (const { name, explanation } of PRODUCT_SETTINGS) {
      await expect(list.getByText(explanation)).toBeVisible();
      await expect(list.getByRole('switch', { name })).toHaveAccessibleDescription(explanation);
    }
    for (const toggle of switches) {
      const row = toggle.closest('label') as HTMLElement;
      await expect(row.getBoundingClientRect().height).toBeGreaterThanOrEqual(TOUCH_TARGET_MIN_PX);
    }

    const name = SEEDED_SETTINGS[1][0];
    await userEvent.click(list.getByRole('switch', { name }));
    await expect(list.getByRole('switch', { name })).toBeChecked();
    const companyId = storedCompany(server).id;
    await waitFor(() =>
      expect(
        server.store.settings.where('companyId', companyId).find((s) => s.name === name)?.status,
      ).toBe('on'),
    );
  },
};

/**
 * A setting the product no longer offers (the route summary email, which nothing sent)
 * is not shown, even where an older data file still has its row.
 */
export const SettingNoLongerOfferedNotShown: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    server.store.settings.insert({
      companyId: storedCompany(server).id,
      name: 'Email the route summary at the end of the day',
      status: 'on',
    });
    return '/settings';
  }),
  play: async () => {
    const list = within(await screen.findByRole('list', { name: 'Company settings' }));
    await expect(list.getAllByRole('switch')).toHaveLength(PRODUCT_SETTINGS.length);
    await expect(screen.queryByText(/route summary/)).toBeNull();
  },
};

/** A company without settings says so. */
export const NoSettings: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const companyId = storedCompany(server).id;
    for (const setting of server.store.settings.where('companyId', companyId)) {
      server.store.settings.delete(setting.id);
    }
    return '/settings';
  }),
  play: async () => {
    await expect(await screen.findByText('Your company has no settings yet.')).toBeVisible();
    await expect(screen.queryByRole('list', { name: 'Company settings' })).toBeNull();
  },
};

/** Settings is for admins: field staff who open it land on the route list. */
export const StaffLandsOnRouteList: Story = {
  loaders: at('staff40@routebook.test'),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list');
  },
};

/**
 * The On my way text: the default at first, previewed as the customer reads it; blank is
 * refused before sending; an unknown placeholder stays as typed; a saved text is what the server
 * keeps; Use the default puts the default back.
 */
export const OnMyWayMessage: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const message = await screen.findByRole('textbox', { name: 'On my way message' });
    await expect(message).toHaveValue(DEFAULT_ON_MY_WAY_MESSAGE);
    const preview = screen.getByText(
      (_, element) => element?.tagName === 'P' && /^Preview:/.test(element.textContent ?? ''),
    );
    await expect(preview).toHaveTextContent(
      `Preview: Hi Ana, this is Alex from ${COMPANY}, on my way, about 15 minutes.`,
    );
    await expect(message).toHaveAccessibleDescription(expect.stringContaining('Preview: Hi Ana'));
    const save = screen.getByRole('button', { name: 'Save message' });
    await expect(screen.getByRole('button', { name: 'Use the default' })).toBeDisabled();

    await userEvent.clear(message);
    await expect(screen.getByText(fieldDayMessages.onMyWayMessageRequired)).toBeVisible();
    await expect(save).toBeDisabled();

    // user-event reads "{{" as a typed "{".
    await userEvent.type(message, '{{customer}, {{technician} is {{eta} away.');
    await expect(preview).toHaveTextContent('Preview: Ana, Alex is {eta} away.');
    await userEvent.click(save);
    await expect(await screen.findByText('Settings saved.')).toBeVisible();
    await expect(storedCompany(server).onMyWayMessage).toBe(
      '{customer}, {technician} is {eta} away.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Use the default' }));
    await expect(message).toHaveValue(DEFAULT_ON_MY_WAY_MESSAGE);
    await userEvent.click(save);
    await waitFor(() =>
      expect(storedCompany(server).onMyWayMessage).toBe(DEFAULT_ON_MY_WAY_MESSAGE),
    );
  },
};

/** The Can't access reasons, from the defaults: one removed, one added, saved. */
export const CantAccessReasonsSaved: Story = {
  loaders: at('admin40@routebook.test'),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    const region = within(await screen.findByRole('region', { name: "Can't access reasons" }));
    await userEvent.click(region.getByRole('button', { name: 'Remove Dog in yard' }));
    await userEvent.type(region.getByRole('textbox', { name: 'New reason' }), 'Road closed');
    await userEvent.click(region.getByRole('button', { name: 'Add reason' }));
    await userEvent.click(region.getByRole('button', { name: 'Save reasons' }));
    await expect(await screen.findByText("Can't access reasons saved.")).toBeVisible();
    await expect(storedCompany(server).cantAccessReasons).toEqual([
      'Gate locked',
      'Customer asked to reschedule',
      'Road closed',
    ]);
    await expect(region.getByRole('button', { name: 'Save reasons' })).toBeDisabled();
  },
};

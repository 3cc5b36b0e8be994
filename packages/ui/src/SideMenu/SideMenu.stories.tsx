import type { ArgTypes, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { planLevelArgType, roleArgType } from '../storyArgTypes';
import { SideMenu, type RenderLinkProps, type SideMenuProps } from './SideMenu';
import type { MenuSession } from './menuItems';

const SUPPORT_URL = 'https://support.example.com/routebook';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

/**
 * Role and plan level are args of their own, so the Controls panel switches them with a radio and
 * a select; they replace the session's own (Storybook's pattern for custom args).
 */
type SideMenuStoryArgs = SideMenuProps & Pick<MenuSession, 'role' | 'planLevel'>;

const SESSION: MenuSession = {
  role: 'admin',
  planLevel: 40,
  companyName: 'Acme Lawn Care',
  logoUrl: null,
};

const argTypes: Partial<ArgTypes<SideMenuStoryArgs>> = {
  role: { ...roleArgType, description: "The user's role: replaces `session.role`." },
  planLevel: {
    ...planLevelArgType,
    description: "The company's plan level: replaces `session.planLevel`.",
  },
};

/** A 240 × 80 logo, wider than the menu allows, so the maximum width shows. */
const WIDE_LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80">' +
    '<rect width="240" height="80" rx="8" fill="#1a7f37"/>' +
    '<text x="120" y="52" font-size="36" text-anchor="middle" fill="#fff">ACME</text></svg>',
)}`;

const meta = {
  title: 'App shell/SideMenu',
  component: SideMenu,
  args: {
    role: SESSION.role,
    planLevel: SESSION.planLevel,
    session: SESSION,
    currentPath: '/route/list',
    supportUrl: SUPPORT_URL,
    renderLink,
    onLogout: fn(),
  },
  argTypes,
  render: ({ role, planLevel, session, ...props }) => (
    <SideMenu {...props} session={session && { ...session, role, planLevel }} />
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 280 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<SideMenuStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = HTMLElement;

/** The menu's entries: links (with their address) in order, then the Logout button if any. */
async function expectEntries(
  canvasElement: Canvas,
  links: readonly (readonly [name: string, href: string])[],
  { logout }: { logout: boolean },
) {
  const nav = within(canvasElement).getByRole('navigation', { name: 'Main menu' });
  const shown = within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
  await expect(shown).toEqual(links.map(([name, href]) => [name, href]));
  const buttons = within(nav).queryAllByRole('button');
  await expect(buttons.map((b) => b.textContent)).toEqual(logout ? ['Logout'] : []);
  if (logout) {
    // Logout comes last, after every link.
    const items = within(nav).getAllByRole('listitem');
    await expect(items.at(-1)).toContainElement(buttons[0] ?? null);
  }
}

async function expectLogoutCalls(canvasElement: Canvas, onLogout: () => void) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
  await expect(onLogout).toHaveBeenCalledTimes(1);
}

const GET_HELP = ['Get Help', SUPPORT_URL] as const;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acme Lawn Care')).toBeVisible();
    const current = canvas.getByRole('link', { name: 'Route List' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Customers' })).not.toHaveAttribute(
      'aria-current',
    );
    const help = canvas.getByRole('link', { name: 'Get Help' });
    await expect(help).toHaveAttribute('href', SUPPORT_URL);
    await expect(help).toHaveAttribute('target', '_blank');
    await expect(help.getAttribute('rel')?.split(' ')).toContain('noopener');
    await expect(help).toHaveAccessibleDescription('Opens in a new tab');
    // Today is the first entry, then the current page.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Today' })).toHaveFocus();
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await expectLogoutCalls(canvasElement, args.onLogout);
  },
};

export const LoggedOut: Story = {
  args: { session: null, currentPath: '/login' },
  play: async ({ canvasElement }) => {
    await expectEntries(canvasElement, [['Login', '/login']], { logout: false });
    await expect(within(canvasElement).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(canvasElement).queryByText('Acme Lawn Care')).toBeNull();
  },
};

export const RegularPlan10: Story = {
  args: { role: 'regular', planLevel: 10 },
  play: async ({ canvasElement, args }) => {
    await expectEntries(
      canvasElement,
      [
        ['Today', '/today'],
        ['Route List', '/route/list'],
      ],
      { logout: true },
    );
    await expectLogoutCalls(canvasElement, args.onLogout);
  },
};

export const RegularPlan40: Story = {
  args: { role: 'regular', planLevel: 40, currentPath: '/timecard' },
  play: async ({ canvasElement, args }) => {
    await expectEntries(
      canvasElement,
      [
        ['Today', '/today'],
        ['Route List', '/route/list'],
        ['Time Clock', '/timecard'],
        ['My Time Sheet', '/timesheet'],
      ],
      { logout: true },
    );
    await expect(within(canvasElement).getByRole('link', { name: 'Time Clock' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectLogoutCalls(canvasElement, args.onLogout);
  },
};

const ADMIN_PLAN_10 = [
  ['Today', '/today'],
  ['Route List', '/route/list'],
  ['Customers', '/customers'],
  ['Archive', '/archive'],
  ['Users', '/users'],
  ['Settings', '/settings'],
  GET_HELP,
] as const;

export const AdminPlan10: Story = {
  args: { role: 'admin', planLevel: 10 },
  play: async ({ canvasElement, args }) => {
    await expectEntries(canvasElement, ADMIN_PLAN_10, { logout: true });
    await expectLogoutCalls(canvasElement, args.onLogout);
  },
};

export const AdminPlan30: Story = {
  args: { role: 'admin', planLevel: 30, currentPath: '/reports' },
  play: async ({ canvasElement, args }) => {
    await expectEntries(
      canvasElement,
      [
        ['Today', '/today'],
        ['Route List', '/route/list'],
        ['Customers', '/customers'],
        ['Reports', '/reports'],
        ['Archive', '/archive'],
        ['Users', '/users'],
        ['Settings', '/settings'],
        GET_HELP,
      ],
      { logout: true },
    );
    await expectLogoutCalls(canvasElement, args.onLogout);
  },
};

export const AdminPlan40: Story = {
  args: { role: 'admin', planLevel: 40, currentPath: '/serviceItems' },
  play: async ({ canvasElement, args }) => {
    await expectEntries(
      canvasElement,
      [
        ['Today', '/today'],
        ['Route List', '/route/list'],
        ['Time Clock', '/timecard'],
        ['My Time Sheet', '/timesheet'],
        ['Customers', '/customers'],
        ['Reports', '/reports'],
        ['Archive', '/archive'],
        ['Users', '/users'],
        ['Service Items', '/serviceItems'],
        ['Settings', '/settings'],
        GET_HELP,
      ],
      { logout: true },
    );
    await expect(
      within(canvasElement).getByRole('link', { name: 'Service Items' }),
    ).toHaveAttribute('aria-current', 'page');
    await expectLogoutCalls(canvasElement, args.onLogout);
  },
};

/** A company without a plan level counts as plan 10. */
export const AdminPlanUnset: Story = {
  args: { role: 'admin', planLevel: null },
  play: async ({ canvasElement, args }) => {
    await expectEntries(canvasElement, ADMIN_PLAN_10, { logout: true });
    await expectLogoutCalls(canvasElement, args.onLogout);
  },
};

export const WithLogo: Story = {
  args: { session: { ...SESSION, logoUrl: WIDE_LOGO } },
  play: async ({ canvasElement }) => {
    const logo = within(canvasElement).getByRole('img', { name: 'Acme Lawn Care logo' });
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBe(240));
    await expect(logo).toBeVisible();
    // The logo is at most 75 px wide (this one is 240 px wide by nature).
    await expect(getComputedStyle(logo).maxWidth).toBe('75px');
    await expect(logo.getBoundingClientRect().width).toBe(75);
    await expect(within(canvasElement).getByText('Acme Lawn Care')).toBeVisible();
  },
};

/** An account in more than one company: Switch company under the company's name. */
export const CanSwitchCompany: Story = {
  args: { role: 'regular', session: { ...SESSION, canSwitchCompany: true } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Switch company' });
    await expect(link).toHaveAttribute('href', '/link-company');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { messages } from '@routebook/schema';

import type { RenderLinkProps } from '../SideMenu';
import {
  VisitReportShare,
  type VisitReportShareLink,
  type VisitReportShareProps,
} from './VisitReportShare';

const renderLink = ({ to, children, ...rest }: RenderLinkProps) => (
  <a href={to} {...rest}>
    {children}
  </a>
);

const LINK_URL = 'https://app.routebook.example/visit/1rS1eWb3cR4Jt2hQm9Vv0pXyZaBcDeFgHiJkLmNoPqR';
/** At noon UTC: the same day everywhere from UTC-11 to UTC+11 (the stories' browser is en-US). */
const SHARED: VisitReportShareLink = { createdAt: '2026-11-02T12:00:00.000Z', revoked: false };

const meta = {
  title: 'Job/VisitReportShare',
  component: VisitReportShare,
  args: {
    reportHref: '/route/r1/job/j1/report',
    renderLink,
    link: null,
    url: null,
    canShare: true,
    canNativeShare: false,
    onShare: fn(),
    onRevoke: fn(),
    onCopy: fn(),
    onNativeShare: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof VisitReportShare>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Never shared: the report's page, and Share with customer. */
export const NotShared: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Visit report' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open visit report' })).toHaveAttribute(
      'href',
      '/route/r1/job/j1/report',
    );
    await expect(canvas.queryByRole('button', { name: 'Revoke link' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Share with customer' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};

/**
 * Just shared: the link to copy (or send through the phone's share sheet), shown once; Revoke
 * link stops it.
 */
export const JustShared: Story = {
  args: { link: SHARED, url: LINK_URL, canNativeShare: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Link for the customer' });
    await expect(field).toHaveValue(LINK_URL);
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.getByText(/^Shared Nov 2, 2026/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith(LINK_URL);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Link copied.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send link…' }));
    await expect(args.onNativeShare).toHaveBeenCalledWith(LINK_URL);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke link' }));
    await expect(args.onRevoke).toHaveBeenCalled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** Shared earlier (the link is not kept, so not shown): Share again makes another; Revoke. */
export const SharedEarlier: Story = {
  args: { link: SHARED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Share again' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Revoke link' })).toBeVisible();
  },
};

export const Revoked: Story = {
  args: { link: { ...SHARED, revoked: true }, url: LINK_URL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Link revoked\. Last shared Nov 2, 2026/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Revoke link' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Share with customer' })).toBeVisible();
  },
};

/** A regular member who did not clock in on the job: the report, and who can share it. */
export const CannotShare: Story = {
  args: { link: SHARED, canShare: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Open visit report' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/^An admin, or a member who clocked in/)).toBeVisible();
  },
};

/** Copying refused by the browser: says so, the link stays to select by hand. */
export const CopyFailed: Story = {
  args: {
    link: SHARED,
    url: LINK_URL,
    onCopy: fn(async () => {
      throw new Error(messages.syncCopyByHand);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.syncCopyByHand);
    await expect(canvas.getByRole('textbox', { name: 'Link for the customer' })).toHaveValue(
      LINK_URL,
    );
  },
};

/** The whole flow with state: share, then revoke. */
function Stateful(props: VisitReportShareProps) {
  const [link, setLink] = useState<VisitReportShareLink | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <VisitReportShare
      {...props}
      link={link}
      url={url}
      onShare={async () => {
        await props.onShare();
        setLink(SHARED);
        setUrl(LINK_URL);
      }}
      onRevoke={async () => {
        await props.onRevoke();
        setLink({ ...SHARED, revoked: true });
      }}
    />
  );
}

export const ShareThenRevoke: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share with customer' }));
    await expect(await canvas.findByRole('textbox', { name: 'Link for the customer' })).toHaveValue(
      LINK_URL,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Link revoked: it no longer opens the report.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

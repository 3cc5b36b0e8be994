import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockServer } from '@routebook/mock-server';
import { NO_CANT_ACCESS_IN_PERIOD, formatMinutes, wallClockDay } from '@routebook/ui';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { harnessLoader, harnessOf, pageStoryMeta } from '../../testing/pageStory';
import { NO_JOBS_COMPLETED_IN_PERIOD, NO_TIME_IN_PERIOD } from './ReportsPage';

/**
 * Reports and a member's timecard against the mock server in the page. The harness's server clock
 * is Monday 2 Nov 2026, 09:00 UTC; the seed's clock-ins and completed jobs sit in the days before,
 * so every story names its period in the address (the device's own today is not fixed).
 */
const meta = {
  title: 'Pages/Reports',
  ...pageStoryMeta,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const FROM = '2026-10-01';
const TO = '2026-11-30';
const PERIOD = `?from=${FROM}&to=${TO}`;

const at = (email: string, path: string | ((server: MockServer) => string)) => [
  harnessLoader({ email, path }),
];

/** The plan-40 company and its records in the store. */
function company40(server: MockServer) {
  const company = server.store.companies.all().find((c) => c.planLevel === 40);
  if (!company) throw new Error('the demo seed has no plan-40 company');
  const { store } = server;
  return {
    company,
    jobs: store.jobs.where('companyId', company.id),
    jobTimes: store.jobTimes.where('companyId', company.id),
    member: (email: string) => {
      const found = store.companyUsers
        .all()
        .find((m) => m.companyId === company.id && m.email === email);
      if (!found) throw new Error(`no member ${email}`);
      return found;
    },
  };
}

/**
 * Before the page loads: Alex Admin 40 clocks 3 h 15 min on a job nobody else worked on, so that
 * the reports have two members and two sizes of bar.
 */
function withAdminClockIn(server: MockServer): void {
  const { jobs, jobTimes, member } = company40(server);
  const job = jobs.find((j) => !jobTimes.some((t) => t.jobId === j.id));
  if (!job) throw new Error('the seed needs a job without clock-ins');
  server.store.jobTimes.insert({
    companyId: job.companyId,
    jobId: job.id,
    companyUserId: member('admin40@routebook.test').id,
    status: 'complete',
    timeIn: '2026-10-15T08:00',
    timeInAt: '2026-10-15T08:00:00.000Z',
    timeOut: '2026-10-15T11:15',
    timeOutAt: '2026-10-15T11:15:00.000Z',
  });
}

/** Finished minutes per key, from the store's clock-ins whose clock-in day is in the period. */
function expectedMinutes(server: MockServer, key: 'companyUserId' | 'jobId', from = FROM, to = TO) {
  const totals = new Map<string, number>();
  for (const time of company40(server).jobTimes) {
    const day = (time.timeIn ?? time.timeInAt).slice(0, 10);
    if (!time.timeOutAt || day < from || day > to) continue;
    const minutes = Math.floor((Date.parse(time.timeOutAt) - Date.parse(time.timeInAt)) / 60_000);
    totals.set(time[key], (totals.get(time[key]) ?? 0) + minutes);
  }
  return totals;
}

/** The jobs of the company completed in the period, from the store. */
function completedJobs(server: MockServer) {
  return company40(server).jobs.filter((job) => {
    const day = job.completedAt?.slice(0, 10) ?? '';
    return job.status === 'complete' && day >= FROM && day <= TO;
  });
}

const section = (name: string) => screen.getByRole('region', { name });

/** The body rows of a section's table, each as its cells' texts. */
function tableRows(name: string): string[][] {
  const table = within(section(name)).getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));
}

/** Rows in a fixed order, for tables whose order the test does not pin down. */
const sorted = (rows: string[][]) => rows.map((row) => row.join(' | ')).sort();

/** Catches the CSV files the page hands to the browser: the Blob and the download's name. */
function catchDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  const created = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:report-${blobs.size + 1}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  // The download itself is the browser's: the test keeps the file instead.
  const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob });
  });
  return {
    files,
    restore: () => {
      created.mockRestore();
      clicked.mockRestore();
    },
  };
}

/** A caught CSV file's text, after checking it opens with the UTF-8 byte-order mark. */
async function csvText(file: { blob: Blob } | undefined): Promise<string> {
  if (!file) throw new Error('no CSV file was downloaded');
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  await expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return new TextDecoder().decode(bytes.slice(3));
}

/** Admin at plan 40: the four reports of the period, with the store's figures. */
export const FourSections: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    withAdminClockIn(server);
    return `/reports${PERIOD}`;
  }),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(screen.getByText('Thu, Oct 1 – Mon, Nov 30, 2026')).toBeVisible();
    await expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Time by user',
      'Time by job',
      'Jobs completed by route',
      'Jobs completed by day',
      "Can't access",
    ]);

    // Time by user: each member's finished minutes, largest first, as "3 h 15 min".
    const byUser = [...expectedMinutes(server, 'companyUserId')]
      .sort(([, a], [, b]) => b - a)
      .map(([id, minutes]) => {
        const member = server.store.companyUsers.get(id);
        return [`${member?.firstName} ${member?.lastName}`, formatMinutes(minutes)];
      });
    await expect(byUser).toEqual([
      ['Alex Admin 40', '3 h 15 min'],
      ['Sam Staff 40', '2 h 45 min'],
    ]);
    await expect(tableRows('Time by user')).toEqual(byUser);
    await expect(
      within(section('Time by user')).getByRole('img', {
        name: 'Bar chart, 2 bars. Largest: Alex Admin 40, 3 h 15 min.',
      }),
    ).toBeVisible();

    // Time by job: customer, route and time of every job worked on.
    const byJob = [...expectedMinutes(server, 'jobId')].map(([id, minutes]) => {
      const job = server.store.jobs.get(id);
      return [
        server.store.customers.get(job?.customerId)?.displayName ?? '',
        server.store.routes.get(job?.routeId)?.name ?? '',
        formatMinutes(minutes),
      ];
    });
    await expect(sorted(tableRows('Time by job'))).toEqual(sorted(byJob));

    // Jobs completed: per route and per day (the days without any are left out on screen).
    const completed = completedJobs(server);
    const perRoute = new Map<string, number>();
    const perDay = new Map<string, number>();
    for (const job of completed) {
      const route = server.store.routes.get(job.routeId)?.name ?? '';
      perRoute.set(route, (perRoute.get(route) ?? 0) + 1);
      const day = wallClockDay(job.completedAt ?? '', { withYear: true });
      perDay.set(day, (perDay.get(day) ?? 0) + 1);
    }
    await expect(completed.length).toBeGreaterThan(1);
    await expect(sorted(tableRows('Jobs completed by route'))).toEqual(
      sorted([...perRoute].map(([route, count]) => [route, String(count)])),
    );
    await expect(tableRows('Jobs completed by day')).toEqual(
      [...perDay].map(([day, count]) => [day, String(count)]),
    );
    await expect(screen.getAllByRole('button', { name: 'Export CSV' })).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};

/** A new period goes into the address and the figures follow it. */
export const ChangesPeriod: Story = {
  loaders: at('admin40@routebook.test', `/reports${PERIOD}`),
  play: async ({ loaded }) => {
    const { server, router } = harnessOf(loaded);
    const sam = company40(server).member('staff40@routebook.test');
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await expect(tableRows('Time by user')).toEqual([
      ['Sam Staff 40', formatMinutes(expectedMinutes(server, 'companyUserId').get(sam.id) ?? 0)],
    ]);

    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30'),
    );
    await expect(await screen.findByText('Sun, Nov 1 – Mon, Nov 30, 2026')).toBeVisible();
    // Last week's clock-ins (26 Oct) drop out: only Monday's 75 minutes are left.
    const november = expectedMinutes(server, 'companyUserId', '2026-11-01', TO).get(sam.id) ?? 0;
    await expect(november).toBe(75);
    await waitFor(() =>
      expect(tableRows('Time by user')).toEqual([['Sam Staff 40', '1 h 15 min']]),
    );
  },
};

/** A period without clock-ins or completed jobs: each section says so, with nothing to export. */
export const EmptyPeriod: Story = {
  loaders: at('admin40@routebook.test', '/reports?from=2025-01-01&to=2025-01-31'),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    for (const [name, empty] of [
      ['Time by user', NO_TIME_IN_PERIOD],
      ['Time by job', NO_TIME_IN_PERIOD],
      ['Jobs completed by route', NO_JOBS_COMPLETED_IN_PERIOD],
      ['Jobs completed by day', NO_JOBS_COMPLETED_IN_PERIOD],
      ["Can't access", NO_CANT_ACCESS_IN_PERIOD],
    ] as const) {
      const region = within(section(name));
      await expect(region.getByText(empty)).toBeVisible();
      await expect(region.queryByRole('table')).toBeNull();
      await expect(region.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    }
  },
};

const FORMULA_NAME = '=HYPERLINK("http://evil.test")';

/**
 * Export CSV: a file named after the report and period, with a header row; a customer name that a
 * spreadsheet would run as a formula is written as text (a leading ').
 */
export const ExportsCsv: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const { jobs, jobTimes } = company40(server);
    const worked = jobs.find((job) => jobTimes.some((t) => t.jobId === job.id && t.timeOutAt));
    if (!worked) throw new Error('the seed needs a job with a finished clock-in');
    server.store.customers.update(worked.customerId, { displayName: FORMULA_NAME });
    return `/reports${PERIOD}`;
  }),
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    // On screen the name is plain text.
    const [link] = within(section('Time by job')).getAllByRole('link', { name: FORMULA_NAME });
    await expect(link).toBeVisible();

    const downloads = catchDownloads();
    try {
      await userEvent.click(
        within(section('Time by job')).getByRole('button', { name: 'Export CSV' }),
      );
      await userEvent.click(
        within(section('Jobs completed by day')).getByRole('button', { name: 'Export CSV' }),
      );
    } finally {
      downloads.restore();
    }
    const [byJob, byDay] = downloads.files;
    await expect(byJob?.name).toBe(`time-by-job-${FROM}-to-${TO}.csv`);
    await expect(byJob?.blob.type).toBe('text/csv;charset=utf-8');
    const lines = (await csvText(byJob)).split('\r\n');
    await expect(lines[0]).toBe('Customer,Route,Minutes,Hours');
    await expect(lines).toContain(`"'=HYPERLINK(""http://evil.test"")",Monday Route,75,1.25`);

    // By day: every day of the period, those without completed jobs too.
    await expect(byDay?.name).toBe(`jobs-completed-by-day-${FROM}-to-${TO}.csv`);
    const days = (await csvText(byDay)).split('\r\n');
    await expect(days[0]).toBe('Date,Jobs completed');
    await expect(days[1]).toBe('2026-10-01,0');
    // 61 days, the header, and the empty string after the last CRLF.
    await expect(days).toHaveLength(63);
  },
};

/** A member's name opens their timecard for the same period; Back to Reports keeps it. */
export const OpensTimecard: Story = {
  loaders: at('admin40@routebook.test', `/reports${PERIOD}`),
  play: async ({ loaded }) => {
    const { server, router } = harnessOf(loaded);
    const sam = company40(server).member('staff40@routebook.test');
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await userEvent.click(
      within(section('Time by user')).getByRole('link', { name: 'Sam Staff 40' }),
    );

    await expect(
      await screen.findByRole('heading', { level: 1, name: 'Timecard: Sam Staff 40' }),
    ).toBeVisible();
    await expect(router.state.location.pathname).toBe('/reports/timecard-user-view');
    await expect(router.state.location.search).toBe(`?user=${sam.id}&from=${FROM}&to=${TO}`);

    // Week by week, the days with clock-ins and their jobs.
    await expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Week of Mon, Oct 26, 2026',
      'Week of Mon, Nov 2, 2026',
    ]);
    await expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Mon, Oct 26',
      'Mon, Nov 2',
    ]);
    const own = company40(server).jobTimes.filter((t) => t.companyUserId === sam.id);
    const customers = own.map((t) => {
      const job = server.store.jobs.get(t.jobId);
      return server.store.customers.get(job?.customerId)?.displayName;
    });
    for (const name of new Set(customers))
      await expect(screen.getAllByRole('link', { name }).length).toBeGreaterThan(0);
    await expect(screen.getByText('Clocked in')).toBeVisible();
    await expect(screen.getByText('Total').parentElement).toHaveTextContent('Total 2 h 45 min');

    const downloads = catchDownloads();
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    } finally {
      downloads.restore();
    }
    const [file] = downloads.files;
    await expect(file?.name).toBe(`timecard-sam-staff-40-${FROM}-to-${TO}.csv`);
    const lines = (await csvText(file)).split('\r\n');
    await expect(lines[0]).toBe('Date,Customer,Route,Clock in,Clock out,Minutes');
    // Every clock-in, the open one with no clock-out and no minutes.
    await expect(lines.slice(1, -1)).toHaveLength(own.length);
    await expect(lines.filter((line) => line.endsWith(',,'))).toHaveLength(1);

    await userEvent.click(screen.getByRole('link', { name: 'Back to Reports' }));
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    await expect(router.state.location.search).toBe(PERIOD);
  },
};

/** Plan 10 has no reports: opened by address, the admin lands on the route list. */
export const Plan10LandsOnRouteList: Story = {
  loaders: at('admin10@routebook.test', `/reports${PERIOD}`),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list');
  },
};

/** Reports are for admins: field staff at plan 40 land on the route list. */
export const StaffLandsOnRouteList: Story = {
  loaders: at('staff40@routebook.test', `/reports${PERIOD}`),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list');
  },
};

/** A timecard is an admin page too: staff opening one by address land on the route list. */
export const StaffTimecardLandsOnRouteList: Story = {
  loaders: at('staff40@routebook.test', (server) => {
    const sam = company40(server).member('staff40@routebook.test');
    return `/reports/timecard-user-view?user=${sam.id}&from=${FROM}&to=${TO}`;
  }),
  play: async ({ loaded }) => {
    await screen.findByRole('heading', { level: 1, name: 'Routes' });
    await expect(harnessOf(loaded).router.state.location.pathname).toBe('/route/list');
  },
};

/**
 * The period's Can't access reports, each with its date, customer (linking to the job),
 * route, technician, reason and note; one reopened since says so.
 */
export const CantAccessSection: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    const { jobs, member } = company40(server);
    const staff = member('staff40@routebook.test');
    const open = jobs.filter((j) => j.status === 'active' && j.routeId);
    const [first, second] = [open[0], open[1]];
    if (!first || !second) throw new Error('the seed needs two active jobs on routes');
    const report = (jobId: string, reason: string, note: string | null, reopened: boolean) =>
      server.store.cantAccessReports.insert({
        companyId: staff.companyId,
        jobId,
        reason,
        note,
        photoUrl: null,
        reportedAt: '2026-11-02T08:40:00.000Z',
        reportedWallClock: '2026-11-02T08:40',
        reportedBy: { companyUserId: staff.id, name: 'Sam Staff 40' },
        reopenedAt: reopened ? '2026-11-02T08:55:00.000Z' : null,
        reopenedBy: null,
      });
    report(first.id, 'Gate locked', 'Padlock on the side gate', true);
    server.store.jobs.update(second.id, { status: 'cancelled' });
    report(second.id, 'Other', 'Road flooded', false);
    return `/reports${PERIOD}`;
  }),
  play: async ({ loaded }) => {
    const { server } = harnessOf(loaded);
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    const table = within(section("Can't access")).getByRole('table', { name: "Can't access" });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(2);
    const gate = within(rows[0] as HTMLElement);
    const other = within(rows[1] as HTMLElement);
    await expect(gate.getByText('Gate locked')).toBeVisible();
    await expect(gate.getByText('Reopened')).toBeVisible();
    await expect(gate.getByText('Sam Staff 40')).toBeVisible();
    await expect(other.getByText('Road flooded')).toBeVisible();
    const jobId = server.store.cantAccessReports.all()[1]?.jobId ?? '';
    const customerId = server.store.jobs.get(jobId)?.customerId;
    const customer = server.store.customers.get(customerId)?.displayName ?? '';
    await expect(other.getByRole('link', { name: customer })).toHaveAttribute(
      'href',
      expect.stringContaining(`/job/${jobId}`),
    );
  },
};

/**
 * A desktop: the page uses the width, and each report is one sortable table whose
 * figure column carries the bars; the chart is not repeated beside it.
 */
export const DesktopTablesCarryTheBars: Story = {
  loaders: at('admin40@routebook.test', (server) => {
    withAdminClockIn(server);
    return `/reports${PERIOD}`;
  }),
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Reports' });
    const byUser = within(section('Time by user'));
    await expect(byUser.queryByRole('img')).toBeNull();
    await expect(tableRows('Time by user')).toEqual([
      ['Alex Admin 40', '3 h 15 min'],
      ['Sam Staff 40', '2 h 45 min'],
    ]);
    const time = byUser.getByRole('button', { name: /^Time/ });
    time.focus();
    await userEvent.keyboard('{Enter}');
    await expect(byUser.getByRole('columnheader', { name: /^Time/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(tableRows('Time by user')).toEqual([
      ['Sam Staff 40', '2 h 45 min'],
      ['Alex Admin 40', '3 h 15 min'],
    ]);
    // Wider than the old 48rem cap.
    await expect(section('Time by user').getBoundingClientRect().width).toBeGreaterThan(800);
  },
};

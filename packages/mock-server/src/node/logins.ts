/** What the CLI prints: the accounts to log in with, and the emails the server "sent". */
import type { MockServer } from '../core';
import type { OutboxRecord } from '../core/store/records';
import { DEMO_PASSWORD } from '../seed/seed';

/** A plain text table: a header row, a rule, then the rows, columns padded to their widest. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  /** Per column: pad on the left (numbers). */
  alignRight: readonly boolean[] = [],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        alignRight[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

const planText = (planLevel: number | null | undefined) =>
  planLevel == null ? 'unset (10)' : String(planLevel);

/**
 * The demo logins with their password, or (started from a data file, where passwords are only
 * stored as hashes) every active account with its role and company.
 */
export function formatLogins(server: MockServer): string {
  if (server.demoLogins.length > 0) {
    const rows = server.demoLogins.map((login) => [
      login.email,
      login.password,
      login.role,
      login.companyName,
      planText(login.planLevel),
    ]);
    return formatTable(['email', 'password', 'role', 'company', 'plan'], rows);
  }

  const { store } = server;
  const rows: string[][] = [];
  for (const member of store.companyUsers.all()) {
    if (member.status !== 'active' || member.userId === null) continue;
    const user = store.users.get(member.userId);
    const company = store.companies.get(member.companyId);
    if (!user || !company || company.status !== 'active') continue;
    rows.push([user.email, member.role, company.name, planText(company.planLevel)]);
  }
  rows.sort(
    (a, b) => (a[0] ?? '').localeCompare(b[0] ?? '') || (a[2] ?? '').localeCompare(b[2] ?? ''),
  );
  if (rows.length === 0) return 'No accounts yet: sign up through the web portal.';
  return [
    formatTable(['email', 'role', 'company', 'plan'], rows),
    `Passwords are as set (the demo accounts started with "${DEMO_PASSWORD}").`,
  ].join('\n');
}

/**
 * The invitations still open, each with the code its link carries (`/invite-user?code=...`): the
 * demo's one per company, and any an admin made. The codes are random, so they are printed here.
 */
export function formatInvitations(server: MockServer): string {
  const { store } = server;
  const rows: string[][] = [];
  for (const member of store.companyUsers.all()) {
    if (member.status !== 'invited' || member.inviteCode === null) continue;
    const company = store.companies.get(member.companyId);
    if (!company || company.status !== 'active') continue;
    rows.push([member.email, company.name, member.inviteCode]);
  }
  if (rows.length === 0) return 'No invitations open.';
  return [
    "Invitations open (the app's /invite-user?code=CODE):",
    formatTable(['email', 'company', 'code'], rows),
  ].join('\n');
}

/** One email of the outbox, as a developer reads it in the terminal. */
export function formatEmail(email: OutboxRecord): string {
  const body = email.body
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
  return [`--- email to ${email.to} (${email.createdAt})`, `Subject: ${email.subject}`, body].join(
    '\n',
  );
}

/**
 * Remembers which outbox emails were already shown; `next()` returns those added since. Emails
 * present when it is created count as shown.
 */
export function outboxWatcher(server: MockServer): { next(): OutboxRecord[] } {
  const shown = new Set(server.store.outbox.all().map((email) => email.id));
  return {
    next() {
      const fresh = server.store.outbox.all().filter((email) => !shown.has(email.id));
      for (const email of fresh) shown.add(email.id);
      return fresh;
    },
  };
}

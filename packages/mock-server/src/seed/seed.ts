/**
 * Deterministic demo data: one company per plan level (10, 20, 30, 40 and unset), each with an
 * admin and a regular user, customers (some inactive), service items, settings, routes in every
 * status, and jobs in every status with tasks, notes, clock-ins, photos and service items. Monday
 * Route is the field staff member's (their Today), Wednesday Route Morgan Multi's.
 */
import type { Role } from '@routebook/schema';
import type { Store } from '../core/store/store';
import { newFileId, type FileStore } from '../core/files';
import type {
  CompanyRecord,
  CompanyUserRecord,
  CustomerRecord,
  JobStatus,
  RouteRecord,
  RouteStatus,
} from '../core/store/records';
import { hashPassword, randomToken } from '../core/crypto';
import { appendItem } from '../core/domain/routeItems';
import { insertDefaultSettings } from '../core/domain/settings';
import { offlineLocation } from '../core/domain/offlineGeocoder';
import type { PostalAddress } from '../core/domain/geocoding';
import {
  DEMO_COMPANIES,
  DEMO_CUSTOMERS,
  DEMO_PHOTO_PNG_BASE64,
  DEMO_SERVICE_ITEMS,
} from './demoData';

/** A demo customer's place, as the offline geocoder finds it (each is in a town it knows). */
function demoLocation(address: PostalAddress): CustomerRecord['location'] {
  const point = offlineLocation(address);
  return point && { ...point, source: 'geocoded' };
}

/** Every demo account's password (printed by the CLI). */
export const DEMO_PASSWORD = 'routebook';
/** Demo accounts share one fixed salt so seeding costs one PBKDF2 run per process. */
const DEMO_SALT = '726f757465626f6f6b2d64656d6f2d31';

export interface DemoLogin {
  email: string;
  password: string;
  role: Role;
  companyName: string;
  planLevel: number | null;
}

interface SeedOptions {
  seed: number;
  now: () => Date;
}

const HOUR = 3_600_000;

/** `list[index]`, for fixed demo lists where a miss is a bug in this file. */
function pick<T>(list: readonly T[], index: number): T {
  const value = list[index];
  if (value === undefined) throw new Error(`demo data has no item ${index}`);
  return value;
}
const DAY = 24 * HOUR;

/** Device wall-clock text for an instant (demo devices run on UTC). */
const wallClock = (date: Date) => date.toISOString().slice(0, 16);

export async function seedDemoData(
  store: Store,
  files: FileStore,
  { seed, now }: SeedOptions,
): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, DEMO_SALT);
  const start = now();
  const at = (offsetMs: number) => new Date(start.getTime() + offsetMs);
  const logins: DemoLogin[] = [];
  const accounts = new Map<string, string>();

  const account = (email: string, firstName: string, lastName: string) => {
    let id = accounts.get(email);
    if (!id) {
      id = store.users.insert({ email, firstName, lastName, passwordHash }).id;
      accounts.set(email, id);
    }
    return id;
  };

  const member = (
    company: CompanyRecord,
    email: string,
    firstName: string,
    lastName: string,
    role: Role,
  ) => {
    const userId = account(email, firstName, lastName);
    logins.push({
      email,
      password: DEMO_PASSWORD,
      role,
      companyName: company.name,
      planLevel: company.planLevel,
    });
    return store.companyUsers.insert({
      companyId: company.id,
      userId,
      username: email,
      firstName,
      lastName,
      mobile: null,
      email,
      role,
      status: 'active',
      inviteCode: null,
    });
  };

  store.transaction(() => {
    DEMO_COMPANIES.forEach((demo, companyIndex) => {
      const company = store.companies.insert({
        name: demo.name,
        routebookId: `rb_${demo.slug}`,
        status: 'active',
        logo: null,
        address: demo.address,
        address2: null,
        addressCity: demo.city,
        addressState: demo.state,
        addressZip: demo.zip,
        website: `https://${demo.slug}.example`,
        planLevel: demo.planLevel,
        planSubscriptionId: demo.planLevel === null ? null : `sub_demo_${demo.slug}`,
      });
      const tag = demo.planLevel ?? 'unset';
      const suffix = demo.planLevel === null ? '-unset' : String(demo.planLevel);
      member(company, `admin${suffix}@routebook.test`, 'Alex', `Admin ${tag}`, 'admin');
      const staff = member(
        company,
        `staff${suffix}@routebook.test`,
        'Sam',
        `Staff ${tag}`,
        'regular',
      );
      const multi =
        demo.planLevel === 30
          ? member(company, 'multi@routebook.test', 'Morgan', 'Multi', 'regular')
          : demo.planLevel === 40
            ? member(company, 'multi@routebook.test', 'Morgan', 'Multi', 'admin')
            : null;
      store.companyUsers.insert({
        companyId: company.id,
        userId: null,
        username: `invitee${suffix}@routebook.test`,
        firstName: 'Ivy',
        lastName: 'Invitee',
        mobile: null,
        email: `invitee${suffix}@routebook.test`,
        role: 'regular',
        status: 'invited',
        // Random (128 bits) per seeded store, so per data file: a code a guess cannot reach.
        inviteCode: randomToken(16),
      });

      // The same seed gives the same customers; another seed rotates who is who.
      const customers = DEMO_CUSTOMERS.map((_, i) => {
        const c = pick(DEMO_CUSTOMERS, (i + seed + companyIndex) % DEMO_CUSTOMERS.length);
        return store.customers.insert({
          companyId: company.id,
          ...c,
          address2: null,
          email: `${c.firstName.toLowerCase()}.${c.lastName.toLowerCase()}@customer.example`,
          status: i >= 6 ? 'inactive' : 'active',
          passwordHash: null,
          location: demoLocation({ ...c, address2: null }),
        });
      });
      const serviceItems = DEMO_SERVICE_ITEMS.map((name) =>
        store.serviceItems.insert({
          companyId: company.id,
          name,
          abbreviation: name,
          status: 'active',
        }),
      );
      insertDefaultSettings(store, company.id);

      const photoId = newFileId();
      const photoBytes = Uint8Array.from(atob(DEMO_PHOTO_PNG_BASE64), (ch) => ch.charCodeAt(0));
      files.put(photoId, { bytes: photoBytes, contentType: 'image/png' });
      const photoUrl = files.urlFor(photoId);
      store.files.insert({
        id: photoId,
        companyId: company.id,
        name: 'front-gate.png',
        contentType: 'image/png',
        size: photoBytes.length,
        url: photoUrl,
        createdAt: at(-2 * DAY).toISOString(),
      });

      const route = (
        name: string,
        status: RouteStatus,
        ageDays: number,
        technician: CompanyUserRecord | null = null,
      ): RouteRecord =>
        store.routes.insert({
          companyId: company.id,
          name,
          status,
          isTemplate: true,
          createdAt: at(-ageDays * DAY).toISOString(),
          technicianId: technician?.id ?? null,
        });
      const job = (
        r: RouteRecord,
        customer: CustomerRecord,
        status: JobStatus,
        notes: string | null = null,
      ) => {
        const record = store.jobs.insert({
          companyId: company.id,
          routeId: r.id,
          customerId: customer.id,
          status,
          notes,
          completedAt: status === 'complete' ? at(-HOUR).toISOString() : null,
          createdAt: r.createdAt,
        });
        appendItem(store, {
          companyId: company.id,
          routeId: r.id,
          type: 'job',
          jobId: record.id,
          noteId: null,
        });
        return record;
      };
      const note = (r: RouteRecord, html: string) => {
        const record = store.routeNotes.insert({ companyId: company.id, note: html });
        appendItem(store, {
          companyId: company.id,
          routeId: r.id,
          type: 'note',
          jobId: null,
          noteId: record.id,
        });
      };
      const clockIn = (
        jobId: string,
        user: CompanyUserRecord,
        startOffset: number,
        minutes: number | null,
      ) => {
        const timeIn = at(startOffset);
        const timeOut = minutes === null ? null : new Date(timeIn.getTime() + minutes * 60_000);
        store.jobTimes.insert({
          companyId: company.id,
          jobId,
          companyUserId: user.id,
          status: timeOut ? 'complete' : 'active',
          timeIn: wallClock(timeIn),
          timeInAt: timeIn.toISOString(),
          timeOut: timeOut ? wallClock(timeOut) : null,
          timeOutAt: timeOut ? timeOut.toISOString() : null,
        });
      };
      const c = (i: number) => pick(customers, i);

      // Each company's field staff member runs Monday Route (their Today).
      const today = route('Monday Route', 'active', 1, staff);
      const done = job(today, c(0), 'complete', 'Side gate sticks: lift before opening.');
      store.jobTasks.insert({
        companyId: company.id,
        jobId: done.id,
        description: '<p>Check the <strong>back yard</strong> first</p>',
        status: 'active',
      });
      store.jobNotes.insert({
        companyId: company.id,
        jobId: done.id,
        description: 'Customer asked for the same time next week.',
        status: 'active',
        createByName: `Sam Staff ${tag}`,
        createdById: staff.id,
        createdAt: at(-2 * HOUR).toISOString(),
      });
      clockIn(done.id, staff, -4 * HOUR, 75);
      store.jobPhotos.insert({
        companyId: company.id,
        jobId: done.id,
        url: photoUrl,
        notes: 'Front gate',
        photoDate: at(-3 * HOUR).toISOString(),
      });
      store.jobServiceItems.insert({
        companyId: company.id,
        jobId: done.id,
        serviceItemId: pick(serviceItems, 0).id,
        note: null,
        isComplete: true,
        completedAt: at(-3 * HOUR).toISOString(),
      });
      note(today, '<p>Gate code <strong>4521</strong>. Beware of the dog at the next stop.</p>');
      const started = job(today, c(1), 'inprogress');
      clockIn(started.id, staff, -HOUR, null);
      job(today, c(2), 'active');
      const cancelled = job(today, c(3), 'cancelled');
      store.jobNotes.insert({
        companyId: company.id,
        jobId: cancelled.id,
        description: 'Nobody home; rebook.',
        status: 'active',
        createByName: `Sam Staff ${tag}`,
        createdById: staff.id,
        createdAt: at(-30 * 60_000).toISOString(),
      });

      const tomorrow = route('Tuesday Route', 'draft', 0);
      job(tomorrow, c(4), 'active');
      note(tomorrow, '<p>Load the trailer the night before.</p>');
      job(tomorrow, c(5), 'active');

      const lastWeek = route('Last Week', 'Complete', 7);
      const lastWeekJobs = [0, 2].map((i) => {
        const finished = job(lastWeek, c(i), 'complete');
        clockIn(finished.id, staff, -7 * DAY + i * HOUR, 45);
        return finished;
      });
      // A completed visit whose report has a note for the customer (Monday Route's completed job
      // keeps its one internal note, which its report leaves out).
      store.jobNotes.insert({
        companyId: company.id,
        jobId: pick(lastWeekJobs, 0).id,
        description: 'Filter cleaned; the pump is running quietly.',
        status: 'active',
        createByName: `Sam Staff ${tag}`,
        createdById: staff.id,
        createdAt: at(-7 * DAY + 30 * 60_000).toISOString(),
        forCustomer: true,
      });

      const spring = route('Spring Cleanup 2026', 'archive', 200);
      // Run to the end, then archived: Restore brings it back Complete.
      store.routes.update(spring.id, { archivedFrom: 'Complete' });
      job(spring, c(1), 'complete');

      if (demo.planLevel === 30 || demo.planLevel === 40) {
        const second = route('Wednesday Route', 'active', 2, multi);
        job(second, c(5), 'active');
      }
    });
  });
  return logins;
}

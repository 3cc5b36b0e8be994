/** The plain records the mock server keeps; every one is JSON, so a snapshot is too. */
import type { GeoPoint, LocationSource, Role } from '@routebook/schema';

export type RouteStatus = 'draft' | 'active' | 'Complete' | 'archive';
export type JobStatus = 'active' | 'inprogress' | 'cancelled' | 'complete';
export type RouteItemType = 'job' | 'note';
export type CustomerStatus = 'active' | 'inactive';
export type CompanyUserStatus = 'active' | 'invited' | 'inactive';

export interface CompanyRecord {
  id: string;
  name: string;
  routebookId: string | null;
  status: 'active' | 'inactive';
  logo: string | null;
  address: string | null;
  address2: string | null;
  addressCity: string | null;
  addressState: string | null;
  addressZip: string | null;
  website: string | null;
  planLevel: number | null;
  planSubscriptionId: string | null;
  /**
   * The On my way template; null (or absent, in data files from before) means
   * DEFAULT_ON_MY_WAY_MESSAGE.
   */
  onMyWayMessage?: string | null;
  /**
   * The Can't access reasons an admin saved; absent or null: the defaults
   * (DEFAULT_CANT_ACCESS_REASONS). Optional, so data files written before it still load.
   */
  cantAccessReasons?: string[] | null;
  /**
   * Where the company's routes start and end when optimized; null when none is set, absent in data
   * files from before it (read as null).
   */
  depot?: GeoPoint | null;
}

export interface UserRecord {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  passwordHash: string;
}

export interface CompanyUserRecord {
  id: string;
  companyId: string;
  userId: string | null;
  username: string;
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  email: string;
  role: Role;
  status: CompanyUserStatus;
  inviteCode: string | null;
}

/** A session, keyed by the SHA-256 of its token: a leaked snapshot does not leak tokens. */
export interface SessionRecord {
  id: string;
  userId: string;
  companyUserId: string;
  companyId: string;
  /** The login; the absolute lifetime counts from here. */
  createdAt: string;
  /** The last request, written at most once per SESSION_TOUCH_INTERVAL_MS; idle time counts from here. */
  lastUsedAt: string;
}

/**
 * A device key handed out by a password login, keyed by its SHA-256 (the key itself is only on
 * the device). Logins sent with it count their failures against it alone (LoginThrottle).
 */
export interface DeviceKeyRecord {
  id: string;
  userId: string;
  createdAt: string;
  /** DEVICE_KEY_LIFETIME_MS after it was handed out; from then on it counts as no key. */
  expiresAt: string;
}

export interface CustomerRecord {
  id: string;
  companyId: string;
  firstName: string | null;
  lastName: string;
  displayName: string;
  mobile: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  email: string | null;
  note: string | null;
  status: CustomerStatus;
  passwordHash: string | null;
  /**
   * Where the customer is; null while it needs a pin. Absent in data files from before locations:
   * read as null, and geocoded at the next change of the address or a geocodeCustomer.
   */
  location?: CustomerLocationRecord | null;
}

/** A customer's point and where it came from (a hand-placed one is never geocoded over). */
export interface CustomerLocationRecord {
  latitude: number;
  longitude: number;
  source: LocationSource;
}

export interface RouteRecord {
  id: string;
  companyId: string;
  name: string;
  status: RouteStatus;
  isTemplate: boolean;
  createdAt: string;
  /** The member who runs it (their Today); null or absent (older data files): none. */
  technicianId?: string | null;
  /**
   * The status the route had when it was archived, which Restore gives back; null or absent when it
   * is not archived (or was archived before this was kept: restored as a draft).
   */
  archivedFrom?: RouteStatus | null;
}

export interface RouteItemRecord {
  id: string;
  companyId: string;
  routeId: string;
  type: RouteItemType;
  order: number;
  /** Insertion sequence: breaks ties between equal orders, so a new item sorts last. */
  seq: number;
  jobId: string | null;
  noteId: string | null;
}

export interface RouteNoteRecord {
  id: string;
  companyId: string;
  note: string;
}

export interface JobRecord {
  id: string;
  companyId: string;
  routeId: string | null;
  customerId: string;
  status: JobStatus;
  notes: string | null;
  completedAt: string | null;
  /**
   * When the job was made: a field action's time is kept from before it. Absent (older data
   * files): only the other bounds apply.
   */
  createdAt?: string;
}

/** A member as a Can't access report names them, as they were named at the time. */
export interface MemberRef {
  companyUserId: string;
  name: string;
}

/**
 * A report that a job could not be accessed. The job is cancelled while its latest report is not
 * reopened; a reopened report is kept for the job's history and the reports.
 */
export interface CantAccessRecord {
  id: string;
  companyId: string;
  jobId: string;
  reason: string;
  note: string | null;
  photoUrl: string | null;
  /** The instant it was reported (canonical UTC). */
  reportedAt: string;
  /** The reporting device's wall clock, YYYY-MM-DDTHH:mm: the report's day. */
  reportedWallClock: string;
  reportedBy: MemberRef;
  reopenedAt: string | null;
  reopenedBy: MemberRef | null;
}

export interface JobTaskRecord {
  id: string;
  companyId: string;
  jobId: string;
  description: string;
  status: string;
}

export interface JobNoteRecord {
  id: string;
  companyId: string;
  jobId: string;
  description: string;
  status: string;
  createByName: string;
  createdById: string;
  createdAt: string;
  /** Shown on the visit report. Absent (older data files) means false: internal. */
  forCustomer?: boolean;
}

export interface JobTimeRecord {
  id: string;
  companyId: string;
  jobId: string;
  companyUserId: string;
  status: 'active' | 'complete';
  timeIn: string | null;
  timeInAt: string;
  timeOut: string | null;
  timeOutAt: string | null;
}

export interface JobPhotoRecord {
  id: string;
  companyId: string;
  jobId: string;
  url: string;
  notes: string | null;
  photoDate: string | null;
}

export interface JobServiceItemRecord {
  id: string;
  companyId: string;
  jobId: string;
  serviceItemId: string;
  note: string | null;
  isComplete: boolean;
  /**
   * When its work was marked done (the tap's time, within bounds); null while not done. Absent
   * (older data files, and links done before it was kept): not known.
   */
  completedAt?: string | null;
}

export interface ServiceItemRecord {
  id: string;
  companyId: string;
  name: string;
  abbreviation: string;
  status: 'active' | 'deleted';
}

export interface SettingRecord {
  id: string;
  companyId: string;
  /**
   * Which product setting (PRODUCT_SETTINGS) the row is. Absent in data files written before it:
   * the row is the product setting of its name (settingKeyOf).
   */
  key?: string;
  name: string;
  status: string;
}

export interface InvalidImportRow {
  line: number;
  values: string[];
  reason: string;
}

export interface CustomerImportRecord {
  id: string;
  companyId: string;
  createdAt: string;
  desc: string;
  recordCount: number;
  importedCount: number;
  /** Rows that matched an existing customer and updated it, or were skipped. */
  updatedCount?: number;
  skippedCount?: number;
  /**
   * Rows written with the file's coordinates, rows geocoded, and the lines left needing a pin;
   * absent in data files from before locations (0, 0, none).
   */
  locatedFromFileCount?: number;
  geocodedCount?: number;
  needsPinLines?: number[];
  status: 'complete' | 'partial' | 'failed';
  invalidData: InvalidImportRow[];
}

/** An uploaded file's metadata; its bytes are in the FileStore. */
export interface FileRecord {
  id: string;
  companyId: string;
  name: string;
  contentType: string;
  size: number;
  url: string;
  createdAt: string;
}

export interface SignupRecord {
  /** The sign-up token itself: it only names a company's sign-up progress. */
  id: string;
  /**
   * The company made. Null when the email already had an account: nothing was made and its owner
   * was emailed, but the portal answers as for a new email (no account oracle).
   */
  companyId: string | null;
  email: string;
  createdAt: string;
  /** For a sign-up that made nothing: the company name typed, shown back by the portal. */
  companyName?: string;
  /** For a sign-up that made nothing: the plan chosen in step 2. */
  planLevel?: number | null;
}

export interface PasswordResetRecord {
  /** SHA-256 of the reset code. */
  id: string;
  userId: string;
  expiresAt: string;
  used: boolean;
}

/** An email the server would have sent; printed by the CLI so invitations work locally. */
export interface OutboxRecord {
  id: string;
  to: string;
  subject: string;
  body: string;
  createdAt: string;
}

/**
 * The first successful answer to a field action sent with a clientMutationId, kept so a repeat
 * answers it again instead of writing twice.
 */
export interface IdempotencyKeyRecord {
  /** `<companyUserId>:<operation>:<clientMutationId>`: one per member, operation and key. */
  id: string;
  companyId: string;
  companyUserId: string;
  /** The Mutation field, e.g. createJobTime. */
  operation: string;
  clientMutationId: string;
  /** SHA-256 of the arguments other than the key (an upload counts by its bytes). */
  argumentsHash: string;
  /**
   * The payload's fields: the id (or ids) of each record, read again on a repeat, and other
   * values as they were.
   */
  answer: Record<string, unknown>;
  /** When it was first answered; it is forgotten IDEMPOTENCY_KEY_TTL_MS later. */
  createdAt: string;
}

/** A job's customer signature (one per job; saving again replaces it). */
export interface JobSignatureRecord {
  id: string;
  companyId: string;
  jobId: string;
  /** The PNG's upload URL (`/uploads/<id>`) of the job's company. */
  url: string;
  signedBy: string;
  /** When the customer signed: the device's time, within the bounds of a field action's time. */
  signedAt: string;
  savedById: string;
  savedAt: string;
}

/**
 * A share link of a job's visit report, keyed by the SHA-256 of its token: the token itself is
 * never stored, so a leaked data file opens no report.
 */
export interface VisitReportLinkRecord {
  /** SHA-256 (hex) of the link's token. */
  id: string;
  companyId: string;
  jobId: string;
  createdById: string;
  createdAt: string;
  /** When the job's links were revoked, or null while the link works. */
  revokedAt: string | null;
}

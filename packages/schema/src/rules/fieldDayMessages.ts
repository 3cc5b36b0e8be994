/**
 * The technician's day beyond the spec: its decided texts. They sit beside messages.ts rather than
 * in it because a module goes whole into one chunk: messages.ts is in the first page's script, and
 * these are needed only by pages loaded later.
 */
export const fieldDayMessages = {
  /** Decided: Can't access without a reason chosen. */
  cantAccessReasonRequired: 'Choose a reason.',
  /** Decided: a reason that is not on the company's list (nor Other). */
  cantAccessReasonUnknown: "That reason is not on your company's list. Choose one of the reasons.",
  /** Decided: Other needs a few words of what was in the way. */
  cantAccessOtherNeedsNote: 'Say what kept you out when the reason is Other.',
  /** Decided: a note over CANT_ACCESS_NOTE_MAX_LENGTH ({max} is filled in). */
  cantAccessNoteTooLong: 'The note can be at most {max} characters.',
  /** Decided: only a job still to be worked (active or in progress) can be reported. */
  cantAccessJobClosed:
    "Only an open job (active or in progress) can be reported as Can't access: this one is {status}.",
  /** Decided: the toast once a Can't access report is saved. */
  cantAccessRecorded: "Can't access recorded.",
  /** Decided: the toast once a Can't access report is kept to send when online. */
  cantAccessKept: "Can't access kept on this device: it is sent once you are online.",
  /** Decided: reopenJob on a job that is not cancelled. */
  reopenNotCancelled: 'Only a cancelled job can be reopened.',
  /** Decided: the Settings list, a reason left blank. */
  cantAccessReasonBlank: 'A reason cannot be blank.',
  /** Decided: a reason over CANT_ACCESS_REASON_MAX_LENGTH ({max} is filled in). */
  cantAccessReasonTooLong: 'A reason can be at most {max} characters.',
  /** Decided: the same reason twice ({reason} is filled in). */
  cantAccessReasonDuplicate: '"{reason}" is on the list twice.',
  /** Decided: "Other" is always offered, so it is not a reason of the list. */
  cantAccessReasonOther: '"Other" is always offered; it is not part of the list.',
  /** Decided: more than CANT_ACCESS_MAX_REASONS reasons ({max} is filled in). */
  cantAccessTooManyReasons: 'The list can have at most {max} reasons.',
  /** Decided: a signature's name, blank or longer than SIGNED_BY_MAX_LENGTH ({max}). */
  signedByInvalid: 'Enter the name of the person signing: 1 to {max} characters.',
  /** Decided: Save on the signature pad before anything was drawn or typed. */
  signatureMissing: 'Sign in the box first, or type the name instead.',
  /** Decided: a signature image URL that was not uploaded to this company. */
  signatureNotUploaded: 'Upload the signature first.',
  /** Decided: a visit report is a completed job's (the page, sharing it). */
  visitReportNotComplete: 'The visit report is ready once the job is complete.',
  /** Decided: a share link that is unknown or revoked, or whose job is not complete. */
  visitReportUnavailable: 'This visit report is not available.',
  /** Decided: On my way's {technician} when the sender has no name at all. */
  onMyWayNoTechnicianName: 'your technician',
  /** Decided: the Settings page's On my way message left blank. */
  onMyWayMessageRequired: 'The On my way message is required.',
  /** Decided: the On my way message past its length (ON_MY_WAY_MESSAGE_MAX_LENGTH). */
  onMyWayMessageTooLong: 'The On my way message can have at most 480 characters.',
  /** Decided: On my way without the customer's mobile number. */
  onMyWayNoMobile: 'No mobile number for this customer, so no text can be sent.',
  /** Decided: a route's technician that is not an active member of the company. */
  technicianInactive: 'The technician must be an active member of the company.',
  /** Decided: a route's technician that is no member of the company. */
  technicianNotFound: 'This technician is not a member of the company.',
  /** Decided: Today when no active route is the member's. */
  todayEmpty: 'No route is assigned for today.',
  /** Decided: Next stop after the last open stop of a route, "{route}" its name. */
  lastStopDone: 'Last stop on {route} done.',
  /** Decided: Next stop when none follows but earlier stops are still open. */
  noStopAfter: 'No open stop after this one on {route}.',
  /** Decided: Next stop names the one open stop passed over, then links it. */
  earlierStopOpen: '1 earlier stop is still open:',
  /** Decided: Next stop names the open stops passed over, "{count}" of them. */
  earlierStopsOpen: '{count} earlier stops are still open:',
  /** Decided: Today's progress, as dayProgress counts it. */
  dayProgress: '{done} of {total} done',
} as const;

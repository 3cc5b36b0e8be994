/**
 * Issue 17's user-facing messages: the technician's day (Today, Next stop, On my way, a route's
 * technician). Part of the messages of the rules (messages.ts answers them as `dayMessages`), in a
 * module of their own so that only the code that uses one carries them (issue 14's budgets).
 */
export const dayMessages = {
  /** Decided (issue 17): On my way's {technician} when the sender has no name at all. */
  onMyWayNoTechnicianName: 'your technician',
  /** Decided (issue 17): the Settings page's On my way message left blank. */
  onMyWayMessageRequired: 'The On my way message is required.',
  /** Decided (issue 17): the On my way message past its length (ON_MY_WAY_MESSAGE_MAX_LENGTH). */
  onMyWayMessageTooLong: 'The On my way message can have at most 480 characters.',
  /** Decided (issue 17): On my way without the customer's mobile number. */
  onMyWayNoMobile: 'No mobile number for this customer, so no text can be sent.',
  /** Decided (issue 17): a route's technician that is not an active member of the company. */
  technicianInactive: 'The technician must be an active member of the company.',
  /** Decided (issue 17): a route's technician that is no member of the company. */
  technicianNotFound: 'This technician is not a member of the company.',
  /** Decided (issue 17): Today when no active route is the member's. */
  todayEmpty: 'No route is assigned for today.',
  /** Decided (issue 17): Next stop after the last open stop of a route, "{route}" its name. */
  lastStopDone: 'Last stop on {route} done.',
  /** Decided (issue 17): Next stop when none follows but earlier stops are still open. */
  noStopAfter: 'No open stop after this one on {route}.',
  /** Decided (issue 17): Next stop names the one open stop passed over, then links it. */
  earlierStopOpen: '1 earlier stop is still open:',
  /** Decided (issue 17): Next stop names the open stops passed over, "{count}" of them. */
  earlierStopsOpen: '{count} earlier stops are still open:',
  /** Decided (issue 17): Today's progress, as dayProgress counts it. */
  dayProgress: '{done} of {total} done',
} as const;

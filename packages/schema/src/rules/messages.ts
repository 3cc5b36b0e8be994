/**
 * Every user-facing message of the business rules, in one place.
 *
 * Texts marked "spec" are quoted verbatim from the product spec, including their odd capitals,
 * double spaces and trailing '; '. Do not tidy them. The others are decided texts for rules where
 * the spec shows no message.
 */
export const messages = {
  /** Spec: Add Route modal: status sub-header when the plan limit is reached. */
  activeRouteLimitAddRoute: 'Please Upgrade your company plan to allow for more active routes.',
  /** Spec: Edit Route modal: shown when the plan limit is reached. */
  activeRouteLimitEditRoute: 'Please upgrade your company plan to allow for more active routes.',
  /** Spec: Add item: a job needs a customer (shown for 4 s). */
  customerRequired: 'Customer Required!',
  /** Spec: Delete job item: blocked by dependent records (note the two spaces before "and"). */
  jobDeleteBlocked:
    'Job has one or more clock-ins, service items, or photos  and cannot be deleted.',
  /** Spec: Delete item confirmation. */
  confirmDeleteItem: 'Are you sure you want to delete this job/note?',
  /** Spec: Forgot password: email required. */
  emailRequired: 'Email is required.',
  /** Spec: Forgot password: email must match a simple pattern. */
  emailPattern: 'Email should be email pattern.',
  /** Spec: Add user: first name required. */
  userFirstNameRequired: 'First Name Required; ',
  /** Spec: Add user: email required. */
  userEmailRequired: 'Email Required; ',
  /** Spec: Add user: password required and equal to its confirmation. */
  userPasswordRequired: 'Password Required and must match confirmed password; ',
  /** Spec: Add user: uniqueness check. */
  emailExistsInCompany: 'Email already exists in this company.',
  /** Spec: Edit user: password rule when "update password" is ticked. */
  editPasswordInvalid: 'Password Error: Must Match and at least 6 characters.',
  /** Spec: Admin role only when the plan allows another admin. */
  adminUserLimit: 'Please upgrade plan to allow for more admin users.',
  /** Spec: Forgot password: result 'success'. */
  forgotPasswordSent: 'We sent email. Please check your email.',
  /** Spec: Forgot password: transport error. */
  forgotPasswordFailed: 'Failed Please try again.',
  /** Spec: Route item delete failure. */
  deleteFailed: 'Delete Failed!',
  /** Spec: Task modal: loading message on save. */
  savingTask: 'Saving...',
  /** Spec: Select Service Item modal: loading message on save. */
  savingServiceItems: 'saving...',
  /** Spec: Rich-text editor default placeholder. */
  editorPlaceholder: 'Insert text here ...',
  /** Decided: a link address the editor does not take (RICH_TEXT_URL_SCHEMES, or a host name). */
  linkInvalid: 'Enter a web address (http:// or https://), mailto: or tel: link.',
  /** Decided: an editor image upload that failed without a refusal of the server's to show. */
  imageUploadFailed: 'The image could not be uploaded. Please try again.',

  /** Decided: Add/Edit route name required. */
  routeNameRequired: 'Route name is required.',
  /** Decided: Add route status required. */
  routeStatusRequired: 'Route status is required.',
  /** Decided: Add item type required. */
  itemTypeRequired: 'Item type is required.',
  /** Decided: a route note needs text. */
  noteRequired: 'Note text is required.',
  /** Decided: Customer last name required. */
  lastNameRequired: 'Last name is required.',
  /** Decided: Customer display name required. */
  displayNameRequired: 'Display name is required.',
  /** Decided: Service item name required. */
  serviceItemNameRequired: 'Service item name is required.',
  /** Decided: Copy/Move needs a route. */
  copyMoveRouteRequired: 'Please choose a route.',
  /** Decided: Invite user first name required. */
  inviteFirstNameRequired: 'First name is required.',
  /** Decided: Invite user last name required. */
  inviteLastNameRequired: 'Last name is required.',
  /** Decided: Add Job status must be Active or Complete. */
  jobStatusRequired: 'Job status is required.',
  /** Decided: a customer with jobs cannot be deleted. */
  customerHasJobs: 'Customer has one or more jobs and cannot be deleted.',
  /** Decided: one open clock-in per user. */
  alreadyClockedIn: 'You are already clocked in to another job. Clock out there first.',
  /** Decided: clock-out must follow clock-in. */
  clockOutBeforeClockIn: 'Clock-out time must be after clock-in time.',
  /** Decided: failed login. */
  invalidLogin: 'Email or password is incorrect.',
  /** Decided: login with an empty password; the email reuses the spec's emailRequired. */
  passwordRequired: 'Password is required.',
  /** Decided: missing or expired session. */
  notLoggedIn: 'Please log in again.',
  /** Decided: role does not allow the action. */
  forbidden: 'You do not have permission to do that.',
  /** Decided: plan level does not include the feature. */
  planFeature: 'Please upgrade your company plan to use this feature.',
  /** Decided: record of another company. */
  wrongCompany: 'That belongs to another company.',
  /** Decided: what an error the server did not mean to show (a bug) says instead. */
  unexpectedError: 'Unexpected error.',
  /** Decided: record does not exist. */
  notFound: 'Not found.',
  /** Decided: an admin cannot delete their own user. */
  cannotDeleteSelf: 'You cannot delete your own user.',
  /** Decided: the last active admin cannot be removed or demoted. */
  lastAdmin: 'A company needs at least one active admin.',
  /** Decided: a route whose jobs have records cannot be deleted; archiving keeps them. */
  routeDeleteBlocked:
    'Route has jobs with clock-ins, tasks, photos, notes or service items and cannot be deleted. Archive it instead.',
  /** Decided: the same for a route already archived (it stays in the Archive). */
  archivedRouteDeleteBlocked:
    'Route has jobs with clock-ins, tasks, photos, notes or service items and cannot be deleted. It stays in the Archive.',
  /** Decided: copy/move target must be an active or draft route (modal 7 offers only those). */
  copyMoveTargetInvalid: 'Choose an active or draft route.',
  /** Decided: a reorder must list every item of one route, else the client's view was stale. */
  reorderStale: 'The route changed while you were reordering. Refresh and try again.',
  /** Decided: task description required. */
  taskDescriptionRequired: 'Task description is required.',
  /** Decided: clock-in instant required. */
  clockInRequired: 'Clock-in time is required.',
  /** Decided: a date or time that cannot be read. */
  invalidDate: 'Dates must be ISO 8601 (YYYY-MM-DD or a full timestamp).',
  /** Decided: uploads that are not images. */
  notAnImage: 'Only PNG, JPEG, GIF or WebP images can be uploaded.',
  /** Decided: uploads over the size limit (the figure is filled in). */
  fileTooLarge: 'The file is too large: at most {max} MB.',
  /** Decided: a photo URL that was not uploaded to this company. */
  photoNotUploaded: 'Upload the photo first.',
  /** Decided: customer CSV that is not UTF-8. */
  csvEncoding: 'The file is not UTF-8 text. Save it as "CSV UTF-8" and try again.',
  /** Decided: customer CSV without the expected header row. */
  csvHeader:
    'The file is not a customer CSV: its first row must name the columns, including lastName and displayName.',
  /**
   * Decided: customer CSV with a quoted value never closed (a stray quote); {line} and {column}
   * (its number, and its header name when known) are filled in.
   */
  csvUnclosedQuote:
    'The file cannot be read: line {line}, column {column} has a quote (") that is never closed. Remove it, or write it as "" inside a quoted value, and try again.',
  /** Decided: customer CSV with text right after a closing quote; as csvUnclosedQuote. */
  csvTextAfterQuote:
    'The file cannot be read: line {line}, column {column} has text after a closing quote ("). Put the whole value in quotes, with each " inside written as "", and try again.',
  /** Decided: customer CSV with no data rows. */
  csvEmpty: 'The file has no customer rows.',
  /** Decided: customer import, a file that is not named .csv (checked before sending). */
  csvNotCsv: 'Choose a CSV file (its name ends in .csv).',
  /** Decided: a regular user may change a job's status and Important Note only. */
  jobEditAdminOnly: "Only an admin can change a job's route or customer.",
  /** Decided: a password-reset code that is unknown, used or expired. */
  resetCodeInvalid: 'This password reset link is not valid any more. Ask for a new one.',
  /** Decided: a sign-up token that is unknown. */
  signupInvalid: 'This sign-up link is not valid any more.',
  /** Decided: create-account with an email that already has an account (needs an invite code). */
  emailTaken: 'An account with this email already exists. Log in instead.',
  /** Decided: used or unknown invitation code. */
  inviteInvalid: 'This invitation is not valid any more.',
  /** Decided: sign-up portal company name required. */
  companyNameRequired: 'Company name is required.',
  /** Decided: sign-up portal password length. */
  passwordTooShort: 'Password must be at least 6 characters.',
  /** Decided: create-account, the password typed twice differs. */
  passwordsDiffer: 'The two passwords do not match.',
  /** Decided: sign-up portal bot check. */
  botCheckFailed: 'Please complete the check that you are not a robot.',
  /** Decided: sign-up portal step 2 plan choice. */
  planRequired: 'Please choose a plan.',
  /** Decided: a setting is switched 'on' or 'off', nothing else. */
  settingStatusInvalid: "A setting's status must be on or off.",
  /** Decided: Complete refused while the company requires a photo and the job has none. */
  photoRequiredToComplete: 'Add a photo before completing this job.',
  /** Decided: deleting the last photo of a complete job while photos are required. */
  completeJobKeepsPhoto:
    'This job is complete and needs a photo: add another photo before deleting this one.',
  /** Decided: Edit User status is active or inactive (an invited member stays invited). */
  userStatusInvalid: 'User status must be active or inactive.',
  /** Decided: a company logo must be an image uploaded by the company. */
  logoNotUploaded: 'Upload the logo first.',
  /** Decided: a company website is an http(s) address, so it cannot run script. */
  websiteNotWebAddress: 'Enter the website as a web address starting with http:// or https://.',
  /** Decided: a member with clock-ins keeps them attributed, so is set inactive instead. */
  userHasClockIns: 'This user has clock-ins and cannot be deleted. Set them inactive instead.',
  /** Decided: resetPassword answer once the new password is saved. */
  passwordChanged: 'Your password was changed. Log in with the new password.',
  /** Decided: a clock-out wall-clock time needs its clock-out instant (timeOutAt). */
  clockOutRequired: 'Clock-out time is required.',
  /** Decided: updateServiceItem's answer, shown as a toast for 4 s. */
  serviceItemUpdated: 'Service item updated.',
  /** Decided: a service item already linked to the job cannot be linked again. */
  serviceItemAlreadyLinked: 'This service item is already on the job.',
  /** Decided: an upload that is not a readable file. */
  fileUnreadable: 'The file could not be read. Choose a file and try again.',
  /** Decided: uploadCustomerCSV's summary ({imported} and {refused} are filled in). */
  csvImportSummary: 'Customers imported: {imported}. Rows refused: {refused}.',
  /**
   * Decided: the import's summary when some rows matched existing customers (same name and
   * address), which were updated or skipped as the admin chose.
   */
  csvImportSummaryWithMatches:
    'Customers added: {created}. Updated: {updated}. Skipped (already there): {skipped}. Rows refused: {refused}.',
  /** Decided: the Select Service Items modal when the company has no service items yet. */
  noServiceItems: 'Your company has no service items yet.',
  /** Decided: a report period without its first day. */
  periodFromMissing: 'Enter the first day.',
  /** Decided: a report period without its last day. */
  periodToMissing: 'Enter the last day.',
  /** Decided: a report period that ends before it starts. */
  periodToBeforeFrom: 'To must be the same day as From or later.',
  /** Decided: a report period longer than MAX_PERIOD_DAYS ({max} is filled in). */
  periodTooLong: 'A period can be at most {max} days.',
  /** Decided: My Time Sheet / Time Clock, a week without clock-ins. */
  noClockInsThisWeek: 'No clock-ins this week.',
  /** Decided: My Time Sheet / Time Clock when the user has no open clock-in. */
  notClockedIn: 'You are not clocked in.',
  /** Decided: Time Clock's jobs while a clock-in is open (one open clock-in per person). */
  clockOutToClockIn: 'Clock out to clock in to another job.',
  /** Decided: Time Clock when no active route has a job still to be worked. */
  noJobsToClockIn: 'No jobs to clock in to today: no active route has an open job.',
  /** Decided: Add User answer when a new account was made and added. */
  userAdded: 'User added.',
  /**
   * Decided: Add User answer when the email already has an account: it is invited, never attached
   * (the account's owner accepts through the emailed link).
   */
  userInvitedExistingAccount:
    'This email already has a Routebook account, so we emailed its owner an invitation. They join once they accept it.',
  /** Decided: an admin may not set the password of an account that belongs to other companies. */
  passwordOwnerOnly:
    "This person's account is also used in another company, so only they can change its password (or reset it by email from the login page).",
  /** Decided: too many failed logins for one email ({minutes} is filled in). */
  loginLocked: 'Too many failed logins. Please wait {minutes} minutes and try again.',
  /**
   * Decided: a login refused at once because the server is already checking as many passwords as
   * it queues (TOO_MANY_REQUESTS, with `retryAfterSeconds`).
   */
  loginBusy: 'Too many logins at once. Please try again in a few seconds.',
  /** Decided: a GraphQL document over the token limit ({max} is filled in). */
  queryTooManyTokens: 'This query is too long: more than {max} tokens.',
  /** Decided: an operation nested deeper than the limit ({found}, {max} are filled in). */
  queryTooDeep: 'This query is nested too deeply: {found} levels, at most {max}.',
  /** Decided: an operation with more aliases than the limit. */
  queryTooManyAliases: 'This query has too many aliases: {found}, at most {max}.',
  /** Decided: an operation whose estimated cost (fields times assumed list sizes) is over the limit. */
  queryTooCostly: 'This query asks for too much at once: about {found} fields, at most {max}.',
  /**
   * Decided: a request whose lists, counted at their real length, hold more fields than the
   * budget ({found}, {max} are filled in; one budget per HTTP request, a batch shares it).
   */
  requestTooMuchWork:
    'This request asks for too much at once: its lists hold at least {found} fields, at most {max}. Ask for fewer fields, or page through long lists (customersConnection).',
  /** Decided: an answer larger than the cap ({max} in MiB is filled in). */
  answerTooLarge:
    'This answer would be too large: more than {max} MiB. Ask for fewer fields, or page through long lists (customersConnection).',
  /** Decided: a query stopped at its time budget ({seconds} is filled in). */
  queryTimedOut:
    'This query took too long and was stopped after {seconds} seconds. Ask for less, or try again in a moment.',
  /**
   * Decided: the server could not be reached or answered without results (a 502, no network). What
   * the person typed stays in the form; the status goes to the console.
   */
  serverUnreachable: "Can't reach the server. Your changes are kept; try again.",
  /**
   * Decided: the same failure where nothing typed is held for another try (a toast after a button,
   * a reorder the list undid): it must not claim that changes are kept.
   */
  serverUnreachableNotSaved: "Can't reach the server, so this was not saved. Try again.",
  /** Decided: the same failure for something read (a page, a list to choose from). */
  serverUnreachableNotLoaded: "Can't reach the server, so this could not be loaded. Try again.",
  /** Decided: a refused reorder; the list is put back as it was. */
  reorderNotSaved: 'The new order was not saved, so the list is back as it was. Try again.',
  /** Decided: closing a dialog with typed changes (Cancel, Escape, ×, a tap outside). */
  discardChangesQuestion: 'Discard your changes?',
  /** Decided: under the question, when the dialog keeps drafts. */
  discardChangesDraftHint:
    'Keep draft closes this and keeps what you typed on this device, to finish later.',
  /** Decided: at the top of a dialog that reopened with a draft it had kept. */
  draftRestored: 'Restored draft: you typed this earlier and have not saved it yet.',
  /** Decided: the heading of a page whose data or code failed to load. */
  pageNotLoaded: 'This page could not be loaded.',
  /** Decided: a page whose code failed to load (a new version, or no connection). */
  pageCodeNotLoaded:
    'Routebook may have been updated, or the connection dropped. Reload to get the latest version.',
  /** Decided: the update notice, when a new version of the app is installed. */
  updateReady: 'A new version of Routebook is ready.',
  /** Decided: the update notice's Reload pressed while typed input is not saved. */
  updateLosesInput:
    'What you typed here is not saved yet. Save it first, or reload now and lose it.',
  /** Decided: a photo kept on the device while there is no network (PhotoGrid). */
  photoWaitingForNetwork: 'Kept on this device. It uploads when you are back online.',
  /** Decided: the sync bar's refused changes, above the list of them (SyncStatus). */
  syncRefusedIntro:
    'The server did not save these changes. Copy what you typed to enter it again, then dismiss.',
  /** Decided: Copy text failed (no clipboard access); the text is selected instead. */
  syncCopyByHand: 'Copying did not work here. The text is selected: copy it by hand.',
  /**
   * Decided: under the header while pages show answers stored for reading offline; {time} is when
   * the oldest of them was fetched (its date too when not today).
   */
  offlineLastUpdated: 'Offline: last updated {time}',
  /** Decided: a connection's `first` outside 0 to MAX_PAGE_SIZE ({max} filled in). */
  pageSizeInvalid: 'Ask for 0 to {max} rows at a time (first).',
  /** Decided: an `after` cursor that this list did not give out. */
  cursorInvalid: 'This cursor is not one this list gave out: start again from the first page.',
  /** Decided: an `after` cursor given out for another `orderBy` of the same list. */
  cursorOtherOrder:
    'This cursor belongs to another order of this list: start again from the first page.',
  /** Decided: a JSON request body over the limit ({max} in KiB is filled in). */
  requestTooLarge: 'This request is too large: at most {max} KiB of JSON.',
  /** Decided: a field action on a job that is gone (deleted, or never the caller's). */
  jobDeleted: 'This job was deleted, so your change was not saved.',
  /** Decided: new work on a cancelled job (see `jobTakesNewWork`). */
  jobCancelled: 'This job was cancelled, so your change was not saved.',
  /**
   * Decided: at the top of a cancelled job's page (cancelled, or Can't access), which offers only
   * what the server takes (`jobTakesNewWork`).
   */
  jobCancelledNotice:
    'This job was cancelled: no clock-in, task or service item can be added. Notes and photos can, and what was recorded stays.',
  /** Decided: a change to a task that is gone. */
  taskDeleted: 'This task was deleted, so your change was not saved.',
  /** Decided: a change to a job note that is gone. */
  jobNoteDeleted: 'This note was deleted, so your change was not saved.',
  /** Decided: a clock-out or correction of a clock-in that is gone. */
  clockInDeleted: 'This clock-in was deleted, so your change was not saved.',
  /** Decided: a change to a job photo that is gone. */
  photoDeleted: 'This photo was deleted, so your change was not saved.',
  /** Decided: linking a service item that was deleted from the company's list. */
  serviceItemDeleted: 'This service item was deleted, so your change was not saved.',
  /** Decided: a change to a job's service item that was removed from the job. */
  jobServiceItemDeleted:
    'This service item was removed from the job, so your change was not saved.',
  /**
   * Decided: Select service items tapped with no signal, before the company's list was ever kept on
   * the device (it is kept with today's jobs, and when a job page opens online). Nothing was kept,
   * so the message says what cannot be done, not that changes are kept.
   */
  serviceItemsNotKept:
    "The service item list isn't on this device yet, so items can't be chosen offline. Connect and try again.",
  /** Decided: a clientMutationId that is not 1 to 64 letters, digits, - or _. */
  clientMutationIdInvalid:
    'clientMutationId must be 1 to 64 letters, digits, hyphens or underscores.',
  /** Decided: a clientMutationId sent again with other arguments. */
  clientMutationIdReused:
    'This change was already sent with different details, so it was not saved again.',
  /** Decided: a repeated change whose first answer's records were deleted since. */
  savedThenDeleted: 'This change was saved, but what it changed has been deleted since.',
  /**
   * Decided: how notes and Can't access reports name a member who has neither a first nor a last
   * name (never by their email, which only they and the admins read).
   */
  unnamedMember: 'Unnamed member',
  /**
   * Decided: an image whose bytes are not a whole PNG, JPEG, GIF or WebP image (cut short, damaged,
   * or other bytes behind an image's first ones).
   */
  imageUnreadable:
    'The image could not be read: it is damaged, or not a complete PNG, JPEG, GIF or WebP image.',
  /** Decided: an image over MAX_IMAGE_SIDE a side or MAX_IMAGE_PIXELS ({side}, {megapixels}). */
  imageTooManyPixels:
    'The image is too large: at most {side} pixels wide or high, and {megapixels} megapixels.',
  /** Decided: a PNG whose pixels inflate to more than MAX_PNG_PIXEL_BYTES ({max} MB). */
  pngTooLarge:
    'The PNG image is too large: its pixels take more than {max} MB. Save it smaller, or as a JPEG.',
  /** Decided: a signature image that is not a PNG upload (the signature pad saves PNGs). */
  signatureNotPng: 'The signature must be a PNG image.',
  /** Decided: replacing the signature of a job whose visit report was shared (a link was made). */
  signatureFinal:
    'The visit report was shared with the customer, so its signature can no longer be replaced.',
  /** Decided: an image carrying more than MAX_IMAGE_METADATA_BYTES besides its pixels ({max} MB). */
  imageMetadataTooLarge:
    'The image carries more than {max} MB besides the picture itself. Save it without its metadata and try again.',
  /** Decided: a customer's latitude that is not a number from LATITUDE_MIN to LATITUDE_MAX. */
  latitudeInvalid: 'Latitude must be a number from -90 to 90.',
  /** Decided: a customer's longitude that is not a number from LONGITUDE_MIN to LONGITUDE_MAX. */
  longitudeInvalid: 'Longitude must be a number from -180 to 180.',
  /** Decided: a location with a latitude and no longitude, or the other way round. */
  locationIncomplete: 'Enter both latitude and longitude, or neither.',
  /** Decided: travelTimes asked for more than TRAVEL_TIME_POINTS_MAX points ({max} is filled in). */
  travelTimesTooManyPoints: 'Travel times can be asked for at most {max} points at once.',
  /** Decided: reorderRemainingStops listed a job that is complete or cancelled. */
  remainingStopDone: 'A stop that is done keeps its place: it cannot be reordered.',
  /** Decided: reorderRemainingStops listed a job of another route. */
  remainingStopNotOnRoute: 'That job is on another route, so it cannot be reordered here.',
  /** Decided: reorderRemainingStops listed a job twice. */
  remainingStopListedTwice: 'Each stop can be listed only once.',
  /** Decided: reorderRemainingStops on a route that is not active (draft, complete or archived). */
  remainingStopsRouteInactive: 'This route is not active, so its stops cannot be reordered.',
  /** Decided: "Use my location" when the browser or the person refuses the device's location. */
  geolocationDenied:
    "Routebook may not use this device's location. Allow it in the browser's settings, or type the coordinates.",
  /** Decided: "Use my location" when the device has no location to give (no GPS, a timeout). */
  geolocationUnavailable:
    "This device's location could not be found. Try again outside, or type the coordinates.",
  /** Decided: "Find from address" on a pin placed by hand, which geocoding never moves. */
  geocodeKeepsManualPin:
    'This pin was placed by hand, so finding the address will not move it. Remove the pin to use the address instead.',
  /** Decided: "Find from address" when the geocoder did not find the address. */
  geocodeNotFound: 'The address was not found. Place the pin by hand.',
  /** Decided: the customers page's filter, how many customers have no location ({count} > 1). */
  customersNeedPin: '{count} customers need a pin',
  /** Decided: the same for one customer. */
  customerNeedsPin: '1 customer needs a pin',
  /** Decided: the same when every customer has a location. */
  noCustomerNeedsPin: 'Every customer has a pin',
} as const;

/** The name of one message in {@link messages}. */
export type MessageKey = keyof typeof messages;

/*
 * The messages of the technician's day are `fieldDayMessages`, in fieldDayMessages.ts beside this
 * file: this module is in the first pages' scripts, whose size is budgeted, and a module it
 * re-exported would be too.
 */

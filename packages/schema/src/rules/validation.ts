import { messages } from './messages';

/** Field name → message for each invalid field; a valid form gives `{}`. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** A form field value as a form or API client may send it. */
type Text = string | null | undefined;

/** Simple email pattern for the forgot-password and sign-up forms. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether any field has a message. */
export function hasErrors(e: FieldErrors<string>): boolean {
  return Object.values(e).some((message) => message !== undefined);
}

function isBlank(value: Text): boolean {
  return value === null || value === undefined || value.trim() === '';
}

/** Rich text is blank when nothing but tags, `&nbsp;` and whitespace remains. */
/** No text once tags are stripped, and no image (a note may be a photo of a gate code). */
function isBlankHtml(value: Text): boolean {
  if (isBlank(value)) return true;
  if (/<img\b/i.test(value ?? '')) return false;
  return isBlank((value ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;/gi, ' '));
}

/** Add route: name and status required. */
export function validateAddRoute(input: {
  name?: Text;
  status?: Text;
}): FieldErrors<'name' | 'status'> {
  const e: FieldErrors<'name' | 'status'> = {};
  if (isBlank(input.name)) e.name = messages.routeNameRequired;
  if (isBlank(input.status)) e.status = messages.routeStatusRequired;
  return e;
}

/** Edit route: name required. */
export function validateEditRoute(input: { name?: Text }): FieldErrors<'name'> {
  return isBlank(input.name) ? { name: messages.routeNameRequired } : {};
}

/**
 * Add/edit route item: type required and must be 'job' or 'note'; a job needs a customer
 * ("Customer Required!"); a note needs text once HTML tags are stripped.
 */
export function validateRouteItem(input: {
  type?: Text;
  customerId?: Text;
  note?: Text;
}): FieldErrors<'type' | 'customer' | 'note'> {
  const e: FieldErrors<'type' | 'customer' | 'note'> = {};
  if (input.type === 'job') {
    if (isBlank(input.customerId)) e.customer = messages.customerRequired;
  } else if (input.type === 'note') {
    if (isBlankHtml(input.note)) e.note = messages.noteRequired;
  } else {
    e.type = messages.itemTypeRequired;
  }
  return e;
}

/** Customer: lastName and displayName required; nothing else checked. */
export function validateCustomer(input: {
  lastName?: Text;
  displayName?: Text;
}): FieldErrors<'lastName' | 'displayName'> {
  const e: FieldErrors<'lastName' | 'displayName'> = {};
  if (isBlank(input.lastName)) e.lastName = messages.lastNameRequired;
  if (isBlank(input.displayName)) e.displayName = messages.displayNameRequired;
  return e;
}

function emailError(email: Text): string | undefined {
  if (isBlank(email)) return messages.emailRequired;
  return EMAIL_PATTERN.test((email ?? '').trim()) ? undefined : messages.emailPattern;
}

/** Forgot password: email required, then a simple email pattern. */
export function validateForgotPassword(input: { email?: Text }): FieldErrors<'email'> {
  const message = emailError(input.email);
  return message === undefined ? {} : { email: message };
}

/**
 * Login (decided): email and password required, checked before anything is sent. The email uses the
 * spec's "Email is required."; its pattern is left to the server (usernames are emails, and a wrong
 * one answers "Email or password is incorrect.").
 */
export function validateLogin(input: {
  email?: Text;
  password?: Text;
}): FieldErrors<'email' | 'password'> {
  const e: FieldErrors<'email' | 'password'> = {};
  if (isBlank(input.email)) e.email = messages.emailRequired;
  if ((input.password ?? '') === '') e.password = messages.passwordRequired;
  return e;
}

/**
 * Add user: first name required, email required, password required and equal to its confirmation.
 * The spec replaces a blank email with a generated placeholder, so by default
 * (`allowBlankEmail: true`) a blank email is not an error.
 */
export function validateAddUser(
  input: { firstName?: Text; email?: Text; password?: Text; confirmPassword?: Text },
  options: { allowBlankEmail?: boolean } = {},
): FieldErrors<'firstName' | 'email' | 'password'> {
  const allowBlankEmail = options.allowBlankEmail ?? true;
  const e: FieldErrors<'firstName' | 'email' | 'password'> = {};
  if (isBlank(input.firstName)) e.firstName = messages.userFirstNameRequired;
  if (!allowBlankEmail && isBlank(input.email)) e.email = messages.userEmailRequired;
  if (isBlank(input.password) || input.password !== input.confirmPassword) {
    e.password = messages.userPasswordRequired;
  }
  return e;
}

/**
 * The add-user messages as the single line the app shows: first name, email, password, each with
 * its own trailing '; '.
 */
export function joinUserErrors(e: FieldErrors<'firstName' | 'email' | 'password'>): string {
  return [e.firstName, e.email, e.password].filter((m) => m !== undefined).join('');
}

/**
 * Edit user: with "update password" ticked, the password must be at least 6 characters and match
 * its confirmation; unticked, the password is ignored.
 */
export function validateEditUser(input: {
  updatePassword: boolean;
  password?: Text;
  confirmPassword?: Text;
}): FieldErrors<'password'> {
  if (!input.updatePassword) return {};
  const password = input.password ?? '';
  const valid = password.length >= 6 && password === input.confirmPassword;
  return valid ? {} : { password: messages.editPasswordInvalid };
}

/** Service item: name required. */
export function validateServiceItem(input: { name?: Text }): FieldErrors<'name'> {
  return isBlank(input.name) ? { name: messages.serviceItemNameRequired } : {};
}

/** Copy/Move: a route must be chosen. */
export function validateCopyMove(input: { routeId?: Text }): FieldErrors<'route'> {
  return isBlank(input.routeId) ? { route: messages.copyMoveRouteRequired } : {};
}

/** Invite user: firstName and lastName required. */
export function validateInviteUser(input: {
  firstName?: Text;
  lastName?: Text;
}): FieldErrors<'firstName' | 'lastName'> {
  const e: FieldErrors<'firstName' | 'lastName'> = {};
  if (isBlank(input.firstName)) e.firstName = messages.inviteFirstNameRequired;
  if (isBlank(input.lastName)) e.lastName = messages.inviteLastNameRequired;
  return e;
}

/**
 * Add Job: status must be 'active' or 'complete' and a customer is required. The spec does not show
 * which controls are required; this is the decided rule.
 */
export function validateAddJob(input: {
  status?: Text;
  customerId?: Text;
}): FieldErrors<'status' | 'customer'> {
  const e: FieldErrors<'status' | 'customer'> = {};
  if (input.status !== 'active' && input.status !== 'complete') {
    e.status = messages.jobStatusRequired;
  }
  if (isBlank(input.customerId)) e.customer = messages.customerRequired;
  return e;
}

/**
 * Sign-up portal (decided; the spec names the portal only): company name and first name required, a
 * valid email, and a password of at least 6 characters.
 */
export function validateSignup(input: {
  companyName?: Text;
  firstName?: Text;
  email?: Text;
  password?: Text;
}): FieldErrors<'companyName' | 'firstName' | 'email' | 'password'> {
  const e: FieldErrors<'companyName' | 'firstName' | 'email' | 'password'> = {};
  if (isBlank(input.companyName)) e.companyName = messages.companyNameRequired;
  if (isBlank(input.firstName)) e.firstName = messages.inviteFirstNameRequired;
  const email = emailError(input.email);
  if (email !== undefined) e.email = email;
  if ((input.password ?? '').length < 6) e.password = messages.passwordTooShort;
  return e;
}

/** Whether `value` is an absolute http:// or https:// address with a host (no spaces). */
export function isWebAddress(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Company website (decided): blank, or a web address (http or https) once trimmed; a
 * `javascript:` or `data:` address would run or show anything where the website is linked.
 */
export function validateCompanyWebsite(input: { website?: Text }): FieldErrors<'website'> {
  const website = (input.website ?? '').trim();
  return website === '' || isWebAddress(website) ? {} : { website: messages.websiteNotWebAddress };
}

/** Validation doubles: a server that refuses what it should, but in words of its own. */
import { messages } from '@routebook/schema';
import type { Breakage } from './proxy';
import { changeMessage } from './support';

/** A double that answers `fields`' message `from` as `to`. */
const reworded = (breaks: string, fields: string[], from: string, to: string): Breakage => ({
  breaks,
  description: `a server that says "${to}" for "${from}"`,
  // The check shows what it got: the message, or `extensions.fields` or `msg` holding it.
  failsWith: `"${to}"`,
  handle: changeMessage(fields, from, to),
});

export const validationDoubles: Breakage[] = [
  reworded(
    'validation.route-name',
    ['createRoute', 'updateRoute'],
    messages.routeNameRequired,
    'Name is required.',
  ),
  reworded(
    'validation.route-status',
    ['createRoute'],
    messages.routeStatusRequired,
    'Invalid status.',
  ),
  reworded(
    'validation.customer-names',
    ['createCompanyCustomer', 'createCustomer'],
    messages.displayNameRequired,
    'Display Name Required',
  ),
  reworded(
    'validation.job-customer',
    ['createRouteItem', 'createJob'],
    messages.customerRequired,
    'Customer required.',
  ),
  reworded(
    'validation.add-user',
    ['createCompanyUser'],
    messages.emailExistsInCompany,
    'Email already exists.',
  ),
  reworded(
    'validation.edit-user-password',
    ['updateCompanyUser'],
    messages.editPasswordInvalid,
    'Password must be at least 6 characters.',
  ),
  reworded(
    'validation.service-item-name',
    ['createServiceItem'],
    messages.serviceItemNameRequired,
    'Name is required.',
  ),
  reworded(
    'validation.invite-names',
    ['inviteCompanyUser'],
    messages.inviteLastNameRequired,
    'Last Name Required; ',
  ),
  reworded(
    'validation.forgot-password',
    ['sendForgotPassword'],
    messages.emailPattern,
    'Please enter a valid email.',
  ),
];

/**
 * "On my way": the text a technician sends the next customer before driving there, made from the
 * company's template (Company.onMyWayMessage), and the sms: address that opens the phone's
 * messaging app with it. Server (the setting's default and rule) and app (the link, the Settings
 * page's preview) use these, so they cannot disagree.
 */
import { fieldDayMessages } from './fieldDayMessages';
import type { FieldErrors } from './validation';

/** The travel time the message announces, in minutes. */
export const ON_MY_WAY_MINUTES = 15;

/** The company setting's value until an admin changes it. */
export const DEFAULT_ON_MY_WAY_MESSAGE =
  'Hi {customer}, this is {technician} from {company}, on my way, about {minutes} minutes.';

/** The longest template an admin may save (about three SMS segments). */
export const ON_MY_WAY_MESSAGE_MAX_LENGTH = 480;

/** The placeholders a template may use; any other `{word}` is left as typed. */
export const ON_MY_WAY_PLACEHOLDERS = ['customer', 'technician', 'company', 'minutes'] as const;

type Text = string | null | undefined;

export interface OnMyWayValues {
  /** The customer: their first name, else their display name. */
  customer: { firstName?: Text; displayName: string };
  /** Who sends it: their first name, else their full name. */
  technician: { firstName?: Text; lastName?: Text };
  /** The company's name. */
  company: string;
  /** Default ON_MY_WAY_MINUTES. */
  minutes?: number;
}

const filled = (value: Text): string => value?.trim() ?? '';

/**
 * The template with its placeholders filled. A placeholder not in ON_MY_WAY_PLACEHOLDERS (a typo,
 * `{Customer}`) stays as typed, so the admin sees it in the preview rather than losing words.
 */
export function fillOnMyWay(template: string, values: OnMyWayValues): string {
  const { customer, technician } = values;
  const fullName = [filled(technician.firstName), filled(technician.lastName)]
    .filter(Boolean)
    .join(' ');
  const words: Record<(typeof ON_MY_WAY_PLACEHOLDERS)[number], string> = {
    customer: filled(customer.firstName) || filled(customer.displayName),
    technician:
      filled(technician.firstName) || fullName || fieldDayMessages.onMyWayNoTechnicianName,
    company: filled(values.company),
    minutes: String(values.minutes ?? ON_MY_WAY_MINUTES),
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(words, name) ? words[name as keyof typeof words] : whole,
  );
}

/**
 * The sms: address that opens the messaging app at `mobile` with `body` typed in, or null without a
 * number. `sms:<number>?&body=<text>`: Android reads the query's `body`, iOS reads `&body=`; the
 * two together work on both. The number keeps its digits and a leading plus; the text is
 * percent-encoded (a space is %20: iOS shows a `+` as a plus).
 */
export function onMyWaySmsUrl(mobile: Text, body: string): string | null {
  const trimmed = filled(mobile);
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  const number = `${trimmed.startsWith('+') ? '+' : ''}${digits}`;
  return `sms:${number}?&body=${encodeURIComponent(body)}`;
}

/** The Settings page's template: required, at most ON_MY_WAY_MESSAGE_MAX_LENGTH characters. */
export function validateOnMyWayMessage(input: {
  onMyWayMessage?: Text;
}): FieldErrors<'onMyWayMessage'> {
  const text = filled(input.onMyWayMessage);
  if (!text) return { onMyWayMessage: fieldDayMessages.onMyWayMessageRequired };
  if (text.length > ON_MY_WAY_MESSAGE_MAX_LENGTH)
    return { onMyWayMessage: fieldDayMessages.onMyWayMessageTooLong };
  return {};
}

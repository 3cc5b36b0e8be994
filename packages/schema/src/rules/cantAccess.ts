/**
 * Can't access: a technician who cannot get to a job records why, from the company's list of
 * reasons (an admin edits it on the Settings page) or Other with a few words. The job is then
 * cancelled (the decided mapping: a stop that is done, which only an admin reopens) and the report
 * is kept on the job for the office. One place for the list's defaults and limits and for what a
 * report must hold, used by the server and the app alike.
 */
import { fieldDayMessages } from './fieldDayMessages';
import { isOpenStop } from './nextStop';
import type { FieldErrors } from './validation';

/** Always offered after the company's reasons; never part of the list itself. */
export const CANT_ACCESS_OTHER = 'Other';

/** A company's reasons until an admin changes them. */
export const DEFAULT_CANT_ACCESS_REASONS: readonly string[] = [
  'Gate locked',
  'Dog in yard',
  'Customer asked to reschedule',
];

/** At most this many reasons: radio buttons a technician reads at a glance on a phone. */
export const CANT_ACCESS_MAX_REASONS = 12;
/** A reason is a short label. */
export const CANT_ACCESS_REASON_MAX_LENGTH = 60;
/** A note says what was in the way; a longer story goes in a job note. */
export const CANT_ACCESS_NOTE_MAX_LENGTH = 1000;

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** A reason as it is kept: trimmed, inner runs of blanks made one space. */
export function normalizeCantAccessReason(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** The company's reasons: those an admin saved, else the defaults. */
export function cantAccessReasonsOf(saved: readonly string[] | null | undefined): string[] {
  return [...(saved ?? DEFAULT_CANT_ACCESS_REASONS)];
}

/** What the Can't access modal offers: the company's reasons, then Other. */
export function cantAccessOptions(reasons: readonly string[]): string[] {
  return [...reasons, CANT_ACCESS_OTHER];
}

const sameReason = (a: string, b: string) =>
  normalizeCantAccessReason(a).toLowerCase() === normalizeCantAccessReason(b).toLowerCase();

/**
 * What is wrong with one reason of the list, next to `others` (the rest of the list), or
 * undefined: blank, too long, "Other" (always offered anyway) or already on the list (ignoring
 * case and blanks).
 */
export function cantAccessReasonError(
  reason: string,
  others: readonly string[],
): string | undefined {
  const text = normalizeCantAccessReason(reason);
  if (text === '') return fieldDayMessages.cantAccessReasonBlank;
  if (text.length > CANT_ACCESS_REASON_MAX_LENGTH) {
    return fill(fieldDayMessages.cantAccessReasonTooLong, { max: CANT_ACCESS_REASON_MAX_LENGTH });
  }
  if (sameReason(text, CANT_ACCESS_OTHER)) return fieldDayMessages.cantAccessReasonOther;
  if (others.some((other) => sameReason(other, text))) {
    return fill(fieldDayMessages.cantAccessReasonDuplicate, { reason: text });
  }
  return undefined;
}

/**
 * The list an admin saves: at most CANT_ACCESS_MAX_REASONS, each one valid and on it once. An
 * empty list is allowed (only Other is offered then). The message is the first problem found.
 */
export function validateCantAccessReasons(reasons: readonly string[]): FieldErrors<'reasons'> {
  if (reasons.length > CANT_ACCESS_MAX_REASONS) {
    return {
      reasons: fill(fieldDayMessages.cantAccessTooManyReasons, { max: CANT_ACCESS_MAX_REASONS }),
    };
  }
  for (const [index, reason] of reasons.entries()) {
    const error = cantAccessReasonError(reason, reasons.slice(0, index));
    if (error) return { reasons: error };
  }
  return {};
}

/** Whether a job in `status` may be reported as Can't access: only one still to be worked. */
export function mayReportCantAccess(status: string): boolean {
  return isOpenStop(status);
}

/** The refusal for a job that is no longer open ("... this one is complete."). */
export function cantAccessJobClosedMessage(status: string): string {
  return fill(fieldDayMessages.cantAccessJobClosed, { status });
}

/**
 * A report (the modal, and the server for every call): a reason from `reasons` or Other; Other
 * needs a note; a note is at most CANT_ACCESS_NOTE_MAX_LENGTH characters once trimmed.
 */
export function validateCantAccessReport(
  input: { reason?: string | null; note?: string | null },
  reasons: readonly string[],
): FieldErrors<'reason' | 'note'> {
  const errors: FieldErrors<'reason' | 'note'> = {};
  const reason = input.reason?.trim() ?? '';
  const note = input.note?.trim() ?? '';
  if (reason === '') errors.reason = fieldDayMessages.cantAccessReasonRequired;
  else if (reason !== CANT_ACCESS_OTHER && !reasons.includes(reason)) {
    errors.reason = fieldDayMessages.cantAccessReasonUnknown;
  }
  if (note.length > CANT_ACCESS_NOTE_MAX_LENGTH) {
    errors.note = fill(fieldDayMessages.cantAccessNoteTooLong, {
      max: CANT_ACCESS_NOTE_MAX_LENGTH,
    });
  } else if (reason === CANT_ACCESS_OTHER && note === '') {
    errors.note = fieldDayMessages.cantAccessOtherNeedsNote;
  }
  return errors;
}

import { describe, expect, it } from 'vitest';
import {
  CANT_ACCESS_MAX_REASONS,
  CANT_ACCESS_NOTE_MAX_LENGTH,
  CANT_ACCESS_OTHER,
  CANT_ACCESS_REASON_MAX_LENGTH,
  DEFAULT_CANT_ACCESS_REASONS,
  cantAccessJobClosedMessage,
  cantAccessOptions,
  cantAccessReasonError,
  cantAccessReasonsOf,
  mayReportCantAccess,
  normalizeCantAccessReason,
  validateCantAccessReasons,
  validateCantAccessReport,
} from './cantAccess';
import { fieldDayMessages } from './fieldDayMessages';

const reasons = DEFAULT_CANT_ACCESS_REASONS;

describe("the company's reasons", () => {
  it('defaults to gate locked, dog in yard and customer asked to reschedule', () => {
    expect(cantAccessReasonsOf(null)).toEqual([
      'Gate locked',
      'Dog in yard',
      'Customer asked to reschedule',
    ]);
    expect(cantAccessReasonsOf(undefined)).toEqual(reasons);
    // A list an admin emptied stays empty: only Other is offered then.
    expect(cantAccessReasonsOf([])).toEqual([]);
    expect(cantAccessReasonsOf(['Road closed'])).toEqual(['Road closed']);
  });

  it('always offers Other after the list, which never holds it', () => {
    expect(cantAccessOptions(['Road closed'])).toEqual(['Road closed', 'Other']);
    expect(cantAccessOptions([])).toEqual([CANT_ACCESS_OTHER]);
  });

  it('keeps a reason trimmed with single spaces', () => {
    expect(normalizeCantAccessReason('  Road   closed ')).toBe('Road closed');
  });

  it('refuses a blank, long, duplicate or "Other" reason', () => {
    expect(cantAccessReasonError('   ', reasons)).toBe(fieldDayMessages.cantAccessReasonBlank);
    expect(cantAccessReasonError('x'.repeat(CANT_ACCESS_REASON_MAX_LENGTH), reasons)).toBe(
      undefined,
    );
    expect(cantAccessReasonError('x'.repeat(CANT_ACCESS_REASON_MAX_LENGTH + 1), reasons)).toBe(
      'A reason can be at most 60 characters.',
    );
    expect(cantAccessReasonError(' other ', reasons)).toBe(fieldDayMessages.cantAccessReasonOther);
    expect(cantAccessReasonError('gate  LOCKED', reasons)).toBe(
      '"gate LOCKED" is on the list twice.',
    );
    expect(cantAccessReasonError('Road closed', reasons)).toBeUndefined();
  });

  it('validates a whole list: at most 12, each valid and once', () => {
    expect(validateCantAccessReasons(reasons)).toEqual({});
    expect(validateCantAccessReasons([])).toEqual({});
    const many = Array.from({ length: CANT_ACCESS_MAX_REASONS + 1 }, (_, i) => `Reason ${i}`);
    expect(validateCantAccessReasons(many)).toEqual({
      reasons: 'The list can have at most 12 reasons.',
    });
    expect(validateCantAccessReasons(many.slice(1))).toEqual({});
    expect(validateCantAccessReasons(['Dog in yard', 'dog in yard'])).toEqual({
      reasons: '"dog in yard" is on the list twice.',
    });
    expect(validateCantAccessReasons(['Other'])).toEqual({
      reasons: fieldDayMessages.cantAccessReasonOther,
    });
  });
});

describe("a Can't access report", () => {
  it('may be made on an open job only', () => {
    expect(mayReportCantAccess('active')).toBe(true);
    expect(mayReportCantAccess('inprogress')).toBe(true);
    expect(mayReportCantAccess('complete')).toBe(false);
    expect(mayReportCantAccess('cancelled')).toBe(false);
    expect(cantAccessJobClosedMessage('complete')).toBe(
      "Only an open job (active or in progress) can be reported as Can't access: this one is complete.",
    );
  });

  it("needs a reason from the company's list, or Other", () => {
    expect(validateCantAccessReport({ reason: 'Gate locked' }, reasons)).toEqual({});
    expect(validateCantAccessReport({ reason: '' }, reasons)).toEqual({
      reason: fieldDayMessages.cantAccessReasonRequired,
    });
    expect(validateCantAccessReport({ reason: null }, reasons)).toEqual({
      reason: 'Choose a reason.',
    });
    expect(validateCantAccessReport({ reason: 'Road closed' }, reasons)).toEqual({
      reason: fieldDayMessages.cantAccessReasonUnknown,
    });
    expect(validateCantAccessReport({ reason: 'Road closed' }, ['Road closed'])).toEqual({});
  });

  it('needs a note when the reason is Other', () => {
    expect(validateCantAccessReport({ reason: 'Other', note: '  ' }, reasons)).toEqual({
      note: 'Say what kept you out when the reason is Other.',
    });
    expect(validateCantAccessReport({ reason: 'Other', note: 'Road closed' }, reasons)).toEqual({});
    expect(validateCantAccessReport({ reason: 'Dog in yard', note: '' }, reasons)).toEqual({});
  });

  it('keeps a note to 1000 characters', () => {
    const long = 'x'.repeat(CANT_ACCESS_NOTE_MAX_LENGTH + 1);
    expect(validateCantAccessReport({ reason: 'Gate locked', note: long }, reasons)).toEqual({
      note: 'The note can be at most 1000 characters.',
    });
    expect(
      validateCantAccessReport({ reason: 'Gate locked', note: long.slice(1) }, reasons),
    ).toEqual({});
  });
});

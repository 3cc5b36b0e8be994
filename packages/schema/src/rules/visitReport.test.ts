import { describe, expect, it } from 'vitest';
import { fieldDayMessages } from './fieldDayMessages';
import {
  SIGNED_BY_MAX_LENGTH,
  hasVisitReport,
  mayShareVisitReport,
  signedByError,
} from './visitReport';
import { isSharedVisitReportPath, visitReportPath } from './visitReportPath';

describe('the visit report rules', () => {
  it('needs a signer name of 1 to SIGNED_BY_MAX_LENGTH characters, blanks aside', () => {
    const message = fieldDayMessages.signedByInvalid.replace('{max}', '100');
    expect(SIGNED_BY_MAX_LENGTH).toBe(100);
    expect(signedByError('Dana')).toBeNull();
    expect(signedByError(`  ${'x'.repeat(100)}  `)).toBeNull();
    expect(signedByError('   ')).toBe(message);
    expect(signedByError('x'.repeat(101))).toBe(message);
    expect(message).toBe('Enter the name of the person signing: 1 to 100 characters.');
  });

  it('gives a complete job a report, and no other', () => {
    expect(hasVisitReport('complete')).toBe(true);
    for (const status of ['active', 'inprogress', 'cancelled']) {
      expect(hasVisitReport(status)).toBe(false);
    }
  });

  it('lets an admin, or a member who clocked in on the job, share its report', () => {
    expect(mayShareVisitReport('admin', 'cu1', [])).toBe(true);
    expect(mayShareVisitReport('regular', 'cu2', ['cu1', 'cu2'])).toBe(true);
    expect(mayShareVisitReport('regular', 'cu3', ['cu1', 'cu2'])).toBe(false);
  });

  it('opens a link at /visit/<token>, a page without the menu', () => {
    expect(visitReportPath('abc_-1')).toBe('/visit/abc_-1');
    expect(isSharedVisitReportPath(visitReportPath('abc_-1'))).toBe(true);
    expect(isSharedVisitReportPath('/route/r1/job/j1/report')).toBe(false);
  });
});

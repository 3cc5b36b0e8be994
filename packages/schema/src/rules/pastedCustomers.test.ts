import { describe, expect, it } from 'vitest';
import { pastedCustomers } from './pastedCustomers';

describe('pastedCustomers, one per line', () => {
  it('reads the name, then the email, mobile and address in any order', () => {
    expect(
      pastedCustomers(
        'Ann Marie Lee, 555-010-0100, ann@example.com, 12 Oak St, Springfield\n\n  Moore\n',
      ),
    ).toEqual([
      {
        firstName: 'Ann Marie',
        lastName: 'Lee',
        displayName: 'Ann Marie Lee',
        mobile: '555-010-0100',
        email: 'ann@example.com',
        address1: '12 Oak St, Springfield',
      },
      { firstName: undefined, lastName: 'Moore', displayName: 'Moore' },
    ]);
  });

  it('splits on tabs too (a column copied from a spreadsheet)', () => {
    expect(pastedCustomers('Bo Day\tbo@example.com')[0]).toMatchObject({
      lastName: 'Day',
      email: 'bo@example.com',
    });
  });
});

describe('pastedCustomers, vCards', () => {
  const card = [
    'BEGIN:VCARD',
    'VERSION:3.0',
    'N:Lee;Ann;;;',
    'FN:Ann Lee',
    'ORG:Lee Family Farm',
    'TEL;TYPE=HOME:+1 217 555 0199',
    'TEL;TYPE=CELL:+1 217 555 0100',
    'EMAIL;TYPE=INTERNET:ann@example.com',
    'ADR;TYPE=HOME:;;12 Oak St\\nUnit 2;Springfield;IL;62701;USA',
    'NOTE:Gate code 4521\\, dog',
    ' inside',
    'END:VCARD',
  ].join('\r\n');

  it('reads names, the mobile number, email, address and note, with escapes undone', () => {
    expect(pastedCustomers(`${card}\r\nBEGIN:VCARD\r\nFN:Moore Farm\r\nEND:VCARD`)).toEqual([
      {
        firstName: 'Ann',
        lastName: 'Lee',
        displayName: 'Ann Lee',
        mobile: '+1 217 555 0100',
        email: 'ann@example.com',
        address1: '12 Oak St, Unit 2',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        note: 'Gate code 4521, doginside',
      },
      { firstName: 'Moore', lastName: 'Farm', displayName: 'Moore Farm' },
    ]);
  });
});

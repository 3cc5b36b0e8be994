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

  it('reads "Otto Phone 555-0188" as Otto Phone with mobile 555-0188, not a last name of digits', () => {
    expect(pastedCustomers('Otto Phone 555-0188')).toEqual([
      { firstName: 'Otto', lastName: 'Phone', displayName: 'Otto Phone', mobile: '555-0188' },
    ]);
  });

  it('takes every trailing word of mostly digits as the number, and keeps a name word', () => {
    expect(pastedCustomers('Bea Moss +1 (217) 555-0101, bea@example.com')[0]).toEqual({
      firstName: 'Bea',
      lastName: 'Moss',
      displayName: 'Bea Moss',
      mobile: '+1 (217) 555-0101',
      email: 'bea@example.com',
    });
    // A number after a comma still wins over the trailing one only when none was found before.
    expect(pastedCustomers('Cy Lord 555-0111, 555-0222')[0]).toMatchObject({
      lastName: 'Lord',
      mobile: '555-0111',
      address1: '555-0222',
    });
  });

  it('keeps short numbers and words with letters in the name', () => {
    expect(pastedCustomers('Henry Ford 2nd')[0]).toMatchObject({ lastName: '2nd' });
    expect(pastedCustomers('Unit 4')[0]).toMatchObject({ lastName: '4' });
    expect(pastedCustomers('5550188')[0]).toMatchObject({ lastName: '5550188' });
    expect(pastedCustomers('Otto Phone 555-0188')[0]?.lastName).not.toMatch(/\d/);
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

describe('pastedCustomers, vCard 2.1 from older phones', () => {
  it('decodes QUOTED-PRINTABLE in UTF-8, with soft line breaks, and reads TEL;CELL', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:M=C3=BCller;J=C3=BCrgen;;;',
      'FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:J=C3=BCrgen M=C3=BC=',
      'ller',
      'TEL;HOME;VOICE:0221 555 0190',
      'TEL;CELL:0171 555 0188',
      'NOTE;ENCODING=QUOTED-PRINTABLE;CHARSET=UTF-8:Tor =E2=80=93 Code 12=',
      '34',
      'END:VCARD',
    ].join('\r\n');
    expect(pastedCustomers(card)).toEqual([
      {
        firstName: 'Jürgen',
        lastName: 'Müller',
        displayName: 'Jürgen Müller',
        mobile: '0171 555 0188',
        note: 'Tor – Code 1234',
      },
    ]);
  });

  it('decodes ISO-8859-1 and the bare QUOTED-PRINTABLE parameter, and TEL;PREF;CELL', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N;CHARSET=ISO-8859-1;QUOTED-PRINTABLE:Pe=F1a;Jos=E9',
      'FN;CHARSET=ISO-8859-1;ENCODING=QUOTED-PRINTABLE:Jos=E9 Pe=F1a',
      'TEL;WORK:555-0170',
      'TEL;PREF;CELL;VOICE:555-0171',
      'EMAIL;INTERNET:jose@example.com',
      'END:VCARD',
    ].join('\r\n');
    expect(pastedCustomers(card)).toEqual([
      {
        firstName: 'José',
        lastName: 'Peña',
        displayName: 'José Peña',
        mobile: '555-0171',
        email: 'jose@example.com',
      },
    ]);
  });

  it('reads a card with FN only, and an unknown charset as UTF-8', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'FN;CHARSET=X-UNKNOWN;ENCODING=QUOTED-PRINTABLE:Ana =C3=81lvarez',
      'TEL;CELL;X-CUSTOM:555-0172',
      'END:VCARD',
    ].join('\n');
    expect(pastedCustomers(card)).toEqual([
      { firstName: 'Ana', lastName: 'Álvarez', displayName: 'Ana Álvarez', mobile: '555-0172' },
    ]);
  });
});

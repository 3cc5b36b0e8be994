import { describe, expect, it } from 'vitest';
import { fieldDayMessages } from './fieldDayMessages';
import {
  DEFAULT_ON_MY_WAY_MESSAGE,
  ON_MY_WAY_MESSAGE_MAX_LENGTH,
  ON_MY_WAY_MINUTES,
  fillOnMyWay,
  onMyWaySmsUrl,
  validateOnMyWayMessage,
} from './onMyWay';

const ana = { firstName: 'Ana', displayName: 'Ana Lopez' };
const sam = { firstName: 'Sam', lastName: 'Staff 10' };

describe('the On my way message', () => {
  it("fills the default template with the customer's and technician's first names", () => {
    expect(ON_MY_WAY_MINUTES).toBe(15);
    expect(
      fillOnMyWay(DEFAULT_ON_MY_WAY_MESSAGE, {
        customer: ana,
        technician: sam,
        company: 'Greenway Lawn Care',
      }),
    ).toBe('Hi Ana, this is Sam from Greenway Lawn Care, on my way, about 15 minutes.');
  });

  it("falls back to the customer's display name and the technician's full name", () => {
    const text = fillOnMyWay('{customer}|{technician}', {
      customer: { firstName: '  ', displayName: 'Smith Residence' },
      technician: { firstName: null, lastName: 'Nguyen' },
      company: 'Greenway Lawn Care',
    });
    expect(text).toBe('Smith Residence|Nguyen');
    expect(
      fillOnMyWay('{technician}', {
        customer: ana,
        technician: {},
        company: 'Greenway Lawn Care',
      }),
    ).toBe(fieldDayMessages.onMyWayNoTechnicianName);
  });

  it('leaves unknown placeholders as typed and fills a known one each time it appears', () => {
    expect(
      fillOnMyWay('{Customer} {customer} {eta} {minutes}/{minutes} {company', {
        customer: ana,
        technician: sam,
        company: 'Greenway Lawn Care',
        minutes: 20,
      }),
    ).toBe('{Customer} Ana {eta} 20/20 {company');
  });

  it('builds an sms: address iOS and Android both read, with the text percent-encoded', () => {
    const body = 'Hi Ana, this is Sam from Greenway Lawn Care, on my way, about 15 minutes.';
    const url = onMyWaySmsUrl('+1 (217) 555-0101', body);
    expect(url).toBe(
      'sms:+12175550101?&body=Hi%20Ana%2C%20this%20is%20Sam%20from%20Greenway%20Lawn%20Care%2C%20on%20my%20way%2C%20about%2015%20minutes.',
    );
    expect(decodeURIComponent(url!.split('&body=')[1]!)).toBe(body);
    expect(onMyWaySmsUrl('555-0101', 'Fish & chips? 100%')).toBe(
      'sms:5550101?&body=Fish%20%26%20chips%3F%20100%25',
    );
  });

  it('has no address without a number', () => {
    expect(onMyWaySmsUrl(null, 'Hi')).toBeNull();
    expect(onMyWaySmsUrl(' ', 'Hi')).toBeNull();
    expect(onMyWaySmsUrl('none', 'Hi')).toBeNull();
  });

  it('requires a template of at most 480 characters', () => {
    expect(ON_MY_WAY_MESSAGE_MAX_LENGTH).toBe(480);
    expect(validateOnMyWayMessage({ onMyWayMessage: DEFAULT_ON_MY_WAY_MESSAGE })).toEqual({});
    expect(validateOnMyWayMessage({ onMyWayMessage: '  ' })).toEqual({
      onMyWayMessage: fieldDayMessages.onMyWayMessageRequired,
    });
    expect(validateOnMyWayMessage({ onMyWayMessage: 'x'.repeat(480) })).toEqual({});
    expect(validateOnMyWayMessage({ onMyWayMessage: 'x'.repeat(481) })).toEqual({
      onMyWayMessage: fieldDayMessages.onMyWayMessageTooLong,
    });
    expect(fieldDayMessages.onMyWayMessageTooLong).toContain(String(ON_MY_WAY_MESSAGE_MAX_LENGTH));
  });
});

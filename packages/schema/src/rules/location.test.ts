import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import {
  LATITUDE_MAX,
  LATITUDE_MIN,
  LONGITUDE_MAX,
  LONGITUDE_MIN,
  parseCoordinate,
  validateLocation,
} from './location';

describe("a customer's location", () => {
  it('takes latitudes from -90 to 90 and longitudes from -180 to 180, the ends included', () => {
    expect([LATITUDE_MIN, LATITUDE_MAX, LONGITUDE_MIN, LONGITUDE_MAX]).toEqual([
      -90, 90, -180, 180,
    ]);
    for (const [latitude, longitude] of [
      [-90, -180],
      [90, 180],
      [0, 0],
      [39.7817, -89.6501],
    ] as const) {
      expect(validateLocation({ latitude, longitude })).toEqual({});
    }
  });

  it('refuses a latitude beyond -90 or 90, and a longitude beyond -180 or 180', () => {
    expect(validateLocation({ latitude: 90.000001, longitude: 0 })).toEqual({
      latitude: 'Latitude must be a number from -90 to 90.',
    });
    expect(validateLocation({ latitude: -90.5, longitude: 0 }).latitude).toBe(
      messages.latitudeInvalid,
    );
    expect(validateLocation({ latitude: 0, longitude: 180.5 })).toEqual({
      longitude: 'Longitude must be a number from -180 to 180.',
    });
    expect(validateLocation({ latitude: 0, longitude: -181 }).longitude).toBe(
      messages.longitudeInvalid,
    );
  });

  it('refuses numbers that are not finite', () => {
    expect(validateLocation({ latitude: Number.NaN, longitude: Infinity })).toEqual({
      latitude: messages.latitudeInvalid,
      longitude: messages.longitudeInvalid,
    });
    expect(validateLocation({ latitude: -Infinity, longitude: 0 }).latitude).toBe(
      messages.latitudeInvalid,
    );
  });

  it('takes both or neither: none means the customer needs a pin', () => {
    expect(validateLocation({})).toEqual({});
    expect(validateLocation({ latitude: null, longitude: null })).toEqual({});
    expect(validateLocation({ latitude: 39.78, longitude: null })).toEqual({
      longitude: 'Enter both latitude and longitude, or neither.',
    });
    expect(validateLocation({ longitude: -89.65 })).toEqual({
      latitude: messages.locationIncomplete,
    });
  });

  it('reads typed or imported coordinates as plain decimal numbers only', () => {
    expect(parseCoordinate(' 39.7817 ')).toBe(39.7817);
    expect(parseCoordinate('-89.65')).toBe(-89.65);
    expect(parseCoordinate('+45')).toBe(45);
    expect(parseCoordinate('.5')).toBe(0.5);
    expect(parseCoordinate('')).toBeNull();
    expect(parseCoordinate('   ')).toBeNull();
    expect(parseCoordinate(null)).toBeNull();
    for (const text of ['1e3', '0x10', '39,78', 'N 39', 'Infinity', '-', '.']) {
      expect(parseCoordinate(text), text).toBeNaN();
    }
    expect(validateLocation({ latitude: parseCoordinate('1e3'), longitude: 0 }).latitude).toBe(
      messages.latitudeInvalid,
    );
  });
});

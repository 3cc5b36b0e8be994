/**
 * travelTimes: null without road data (the mock server's default), a source's matrix when it has
 * one, at most TRAVEL_TIME_POINTS_MAX points, any member of the company.
 */
import { describe, expect, it } from 'vitest';
import { messages, TRAVEL_TIME_POINTS_MAX, type GeoPoint } from '@routebook/schema';
import type { TravelTimeSource } from '../domain/travelTimes';
import { expectError, startTestServer } from '../../../test/testSupport';

const TIMES = `query Times($companyId: ID!, $points: [LocationInput!]!) {
  travelTimes(companyId: $companyId, points: $points) { seconds }
}`;

const points = (count: number): GeoPoint[] =>
  Array.from({ length: count }, (_, i) => ({ latitude: 39 + i / 1000, longitude: -89 }));

/** A source that answers 60 s per thousandth of a degree one way, 90 the other. */
function fakeSource(): TravelTimeSource & { asked: number } {
  const source = {
    asked: 0,
    seconds(given: readonly GeoPoint[]) {
      source.asked += 1;
      return Promise.resolve(
        given.map((from, i) =>
          given.map((to, j) =>
            Math.round(Math.abs(from.latitude - to.latitude) * 1000 * (i < j ? 60 : 90)),
          ),
        ),
      );
    },
  };
  return source;
}

describe('travelTimes', () => {
  it('answers null when the server has no road data, to staff as to admins', async () => {
    const t = await startTestServer();
    for (const email of ['staff40@routebook.test', 'admin40@routebook.test']) {
      const member = await t.signIn(email);
      const data = await t.ok(member.token, TIMES, {
        companyId: member.companyId,
        points: points(3),
      });
      expect(data.travelTimes).toBeNull();
    }
  });

  it("answers the source's matrix, row from and column to, which need not be symmetric", async () => {
    const source = fakeSource();
    const t = await startTestServer({ config: { travelTimes: source } });
    const staff = await t.signIn('staff40@routebook.test');
    const data = await t.ok(staff.token, TIMES, { companyId: staff.companyId, points: points(3) });
    expect(data.travelTimes.seconds).toEqual([
      [0, 60, 120],
      [90, 0, 60],
      [180, 90, 0],
    ]);
  });

  it(`takes ${TRAVEL_TIME_POINTS_MAX} points and refuses one more with the message`, async () => {
    const source = fakeSource();
    const t = await startTestServer({ config: { travelTimes: source } });
    const staff = await t.signIn('staff40@routebook.test');
    const ask = (count: number) =>
      t.run(staff.token, TIMES, { companyId: staff.companyId, points: points(count) });
    const most = await ask(TRAVEL_TIME_POINTS_MAX);
    expect(most.data?.travelTimes.seconds).toHaveLength(201);
    expectError(
      await ask(TRAVEL_TIME_POINTS_MAX + 1),
      'BAD_USER_INPUT',
      'Travel times can be asked for at most 201 points at once.',
    );
    expect(messages.travelTimesTooManyPoints).toContain('{max}');
    expect(source.asked).toBe(1);
  });

  it("refuses a point out of range with the rule's message", async () => {
    const t = await startTestServer({ config: { travelTimes: fakeSource() } });
    const staff = await t.signIn('staff40@routebook.test');
    expectError(
      await t.run(staff.token, TIMES, {
        companyId: staff.companyId,
        points: [{ latitude: 91, longitude: 0 }],
      }),
      'BAD_USER_INPUT',
      messages.latitudeInvalid,
    );
  });

  it('answers null when the source fails or answers a matrix of the wrong shape', async () => {
    const failing: TravelTimeSource = { seconds: () => Promise.reject(new Error('down')) };
    const wrong: TravelTimeSource = { seconds: () => Promise.resolve([[0, 1]]) };
    for (const source of [failing, wrong]) {
      const t = await startTestServer({ config: { travelTimes: source } });
      const staff = await t.signIn('staff40@routebook.test');
      const data = await t.ok(staff.token, TIMES, {
        companyId: staff.companyId,
        points: points(2),
      });
      expect(data.travelTimes).toBeNull();
    }
  });

  it("refuses another company's id", async () => {
    const t = await startTestServer({ config: { travelTimes: fakeSource() } });
    const staff = await t.signIn('staff40@routebook.test');
    const other = await t.signIn('admin30@routebook.test');
    expectError(
      await t.run(staff.token, TIMES, { companyId: other.companyId, points: points(2) }),
      'FORBIDDEN',
      messages.wrongCompany,
    );
  });
});

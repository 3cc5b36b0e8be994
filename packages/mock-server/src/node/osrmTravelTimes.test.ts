/**
 * The OSRM-compatible travel-time source against a fake table service on loopback (127.0.0.1
 * only; nothing reaches the internet), and the mock server started with --travel-times-url.
 */
import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '@routebook/schema';
import { postGraphQL } from '../../test/testSupport';
import {
  answerJson,
  closeAfterTest,
  startFakeService,
  type FakeAnswer,
  type FakeRequest,
} from '../../test/fakeService';
import { DEMO_PASSWORD } from '../seed/seed';
import { startHttpServer } from './httpServer';
import { osrmTableUrl, osrmTravelTimes } from './osrmTravelTimes';

/** A fake OSRM on 127.0.0.1 that records each request and answers with `answer`. */
const fakeOsrm = (answer: FakeAnswer) => startFakeService('/osrm', answer);
const json = answerJson;

/** 100 s per listed coordinate's index apart one way, 150 the other, with fractions. */
const table: FakeAnswer = (url, res) => {
  const count = url.pathname.split('/').at(-1)!.split(';').length;
  json(res, {
    code: 'Ok',
    durations: Array.from({ length: count }, (_, i) =>
      Array.from({ length: count }, (_, j) => Math.abs(i - j) * (i < j ? 100 : 150) + 0.4),
    ),
  });
};

const SPRINGFIELD: GeoPoint[] = [
  { latitude: 39.7817, longitude: -89.6501 },
  { latitude: 39.799, longitude: -89.644 },
  { latitude: 39.75, longitude: -89.7 },
];

describe('the OSRM-compatible travel-time source', () => {
  it("asks the service's table with longitude first and reads whole seconds", async () => {
    const service = await fakeOsrm(table);
    const source = osrmTravelTimes({ url: service.url });
    expect(await source.seconds(SPRINGFIELD)).toEqual([
      [0, 100, 200],
      [150, 0, 100],
      [300, 150, 0],
    ]);
    const [{ url }] = service.asked as [FakeRequest];
    expect(url.pathname).toBe(
      '/osrm/table/v1/driving/-89.650100,39.781700;-89.644000,39.799000;-89.700000,39.750000',
    );
    expect(url.searchParams.get('annotations')).toBe('duration');
  });

  it('asks nothing for no point or one', async () => {
    const service = await fakeOsrm(table);
    const source = osrmTravelTimes({ url: service.url });
    expect(await source.seconds([])).toEqual([]);
    expect(await source.seconds(SPRINGFIELD.slice(0, 1))).toEqual([[0]]);
    expect(service.asked).toHaveLength(0);
  });

  it('answers null, never an error, on an HTTP error, garbage, a refusal or a hole', async () => {
    const answers: FakeAnswer[] = [
      (_, res) => json(res, { code: 'Overloaded' }, 503),
      (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('<html>not json</html>');
      },
      (_, res) => json(res, { code: 'NoTable', message: 'too many coordinates' }),
      (_, res) => json(res, { code: 'Ok', durations: [[0, 1]] }),
      (_, res) =>
        json(res, {
          code: 'Ok',
          durations: [
            [0, null, 3],
            [1, 0, 2],
            [4, 5, 0],
          ],
        }),
      (_, res) =>
        json(res, {
          code: 'Ok',
          durations: [
            [0, -1, 3],
            [1, 0, 2],
            [4, 5, 0],
          ],
        }),
    ];
    for (const answer of answers) {
      const service = await fakeOsrm(answer);
      expect(await osrmTravelTimes({ url: service.url }).seconds(SPRINGFIELD)).toBeNull();
    }
  });

  it('answers null when the service does not answer in time, or is not there', async () => {
    // Never answers: the request is left open until the server closes.
    const silent = await fakeOsrm(() => undefined);
    expect(
      await osrmTravelTimes({ url: silent.url, timeoutMs: 200 }).seconds(SPRINGFIELD),
    ).toBeNull();
    expect(silent.asked).toHaveLength(1);
    const gone = await fakeOsrm(table);
    await gone.close();
    expect(await osrmTravelTimes({ url: gone.url }).seconds(SPRINGFIELD)).toBeNull();
  });

  it('builds the table URL under a base with or without a trailing slash', () => {
    const two = SPRINGFIELD.slice(0, 2);
    expect(osrmTableUrl('https://osrm.example.org', two).href).toBe(
      'https://osrm.example.org/table/v1/driving/-89.650100,39.781700;-89.644000,39.799000?annotations=duration',
    );
    expect(osrmTableUrl('https://osrm.example.org/route/', two).pathname).toMatch(
      /^\/route\/table\/v1\/driving\//,
    );
  });
});

describe('the mock server with --travel-times-url', () => {
  it("answers travelTimes with the service's table, and null without the flag", async () => {
    const service = await fakeOsrm(table);
    const ask = async (travelTimesUrl?: string) => {
      const running = await startHttpServer({
        port: 0,
        quiet: true,
        ...(travelTimesUrl ? { travelTimesUrl } : {}),
      });
      closeAfterTest(running);
      const login = await postGraphQL(
        running.url,
        `query L($data: UserLoginInput!) {
          userLogin(data: $data) { token user { currentUser { company { id } } } }
        }`,
        { data: { email: 'staff40@routebook.test', password: DEMO_PASSWORD } },
      );
      const { token, user } = ((await login.json()) as any).data.userLogin;
      const response = await postGraphQL(
        running.url,
        `query T($companyId: ID!, $points: [LocationInput!]!) {
          travelTimes(companyId: $companyId, points: $points) { seconds }
        }`,
        { companyId: user.currentUser.company.id, points: SPRINGFIELD.slice(0, 2) },
        token,
      );
      const body = (await response.json()) as any;
      expect(body.errors).toBeUndefined();
      return body.data.travelTimes;
    };
    expect(await ask(service.url)).toEqual({
      seconds: [
        [0, 100],
        [150, 0],
      ],
    });
    expect(await ask()).toBeNull();
    expect(service.asked).toHaveLength(1);
  });
});

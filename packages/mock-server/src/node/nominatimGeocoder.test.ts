/**
 * The Nominatim-compatible geocoder against a fake service on loopback (127.0.0.1 only; nothing
 * reaches the internet), and the mock server started with --geocoder-url pointing at it.
 */
import { describe, expect, it } from 'vitest';
import type { PostalAddress } from '../core';
import { postGraphQL } from '../../test/testSupport';
import {
  answerJson,
  closeAfterTest,
  startFakeService,
  type FakeAnswer,
  type FakeRequest,
} from '../../test/fakeService';
import { DEMO_PASSWORD } from '../seed/seed';
import { startHttpServer, type RunningHttpServer } from './httpServer';
import { nominatimGeocoder, nominatimSearchUrl } from './nominatimGeocoder';

/** A fake Nominatim on 127.0.0.1 that records each request and answers with `answer`. */
const fakeNominatim = (answer: FakeAnswer) => startFakeService('/nominatim', answer);
const json = answerJson;

/** Answers Springfield's Oak Avenue; any other street is not found. */
const oakAvenue: FakeAnswer = (url, res) =>
  json(
    res,
    url.searchParams.get('street') === '14 Oak Avenue'
      ? [{ place_id: 1, lat: '39.7990175', lon: '-89.6439575', display_name: 'Oak Avenue' }]
      : [],
  );

const OAK: PostalAddress = {
  address1: '14 Oak Avenue',
  address2: 'Unit 2',
  city: 'Springfield',
  state: 'IL',
  zip: '62704',
};

describe('the Nominatim-compatible geocoder', () => {
  it("asks the service's structured search and reads the first result's point", async () => {
    const service = await fakeNominatim(oakAvenue);
    const geocoder = nominatimGeocoder({ url: service.url, minIntervalMs: 0 });
    expect(await geocoder.geocode(OAK)).toEqual({ latitude: 39.7990175, longitude: -89.6439575 });
    const [{ url, userAgent }] = service.asked as [FakeRequest];
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      limit: '1',
      street: '14 Oak Avenue',
      city: 'Springfield',
      state: 'IL',
      postalcode: '62704',
    });
    // The usage policy asks every application to name itself.
    expect(userAgent).toMatch(/routebook/i);
  });

  it('answers null for an address the service does not find', async () => {
    const service = await fakeNominatim(oakAvenue);
    const geocoder = nominatimGeocoder({ url: service.url, minIntervalMs: 0 });
    expect(await geocoder.geocode({ ...OAK, address1: '99 Nowhere Lane' })).toBeNull();
  });

  it('fails (rather than "not found") on an HTTP error, garbage, or a point off the earth', async () => {
    const answers: FakeAnswer[] = [
      (_, res) => json(res, { error: 'overloaded' }, 503),
      (_, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('<html>not json</html>');
      },
      (_, res) => json(res, { lat: '1', lon: '2' }),
      (_, res) => json(res, [{ lat: '', lon: '' }]),
      (_, res) => json(res, [{ lat: '95.1', lon: '10' }]),
    ];
    for (const answer of answers) {
      const service = await fakeNominatim(answer);
      const geocoder = nominatimGeocoder({ url: service.url, minIntervalMs: 0 });
      await expect(geocoder.geocode(OAK)).rejects.toThrow();
    }
  });

  it('fails a question the service does not answer in time', async () => {
    // Never answers: the request is left open until the server closes.
    const service = await fakeNominatim(() => undefined);
    const geocoder = nominatimGeocoder({ url: service.url, minIntervalMs: 0, timeoutMs: 200 });
    await expect(geocoder.geocode(OAK)).rejects.toThrow();
    expect(service.asked).toHaveLength(1);
  });

  it('asks one question at a time, at least the interval apart', async () => {
    const service = await fakeNominatim(oakAvenue);
    const geocoder = nominatimGeocoder({ url: service.url, minIntervalMs: 300 });
    const answers = await Promise.all([
      geocoder.geocode(OAK),
      geocoder.geocode({ ...OAK, address1: '1 Elm Street' }),
      geocoder.geocode(OAK),
    ]);
    expect(answers.map((point) => point?.latitude ?? null)).toEqual([39.7990175, null, 39.7990175]);
    const starts = service.asked.map((question) => question.at);
    expect(starts).toHaveLength(3);
    // The next question waits from the answer before: a busy machine only makes gaps longer.
    expect(starts[1]! - starts[0]!).toBeGreaterThanOrEqual(295);
    expect(starts[2]! - starts[1]!).toBeGreaterThanOrEqual(295);
  });

  it('builds the search URL under a base with or without a trailing slash', () => {
    const bare = { address1: null, address2: null, city: 'Austin', state: null, zip: null };
    expect(nominatimSearchUrl('https://geo.example.org', bare).href).toBe(
      'https://geo.example.org/search?format=jsonv2&limit=1&city=Austin',
    );
    expect(nominatimSearchUrl('https://geo.example.org/osm/', bare).pathname).toBe('/osm/search');
  });
});

describe('the mock server with --geocoder-url', () => {
  it('geocodes a new customer with the service', async () => {
    const service = await fakeNominatim(oakAvenue);
    const running: RunningHttpServer = await startHttpServer({
      port: 0,
      quiet: true,
      geocoderUrl: service.url,
    });
    closeAfterTest(running);
    const login = await postGraphQL(
      running.url,
      `query L($data: UserLoginInput!) { userLogin(data: $data) { token } }`,
      { data: { email: 'admin40@routebook.test', password: DEMO_PASSWORD } },
    );
    const { token } = ((await login.json()) as any).data.userLogin;
    const created = await postGraphQL(
      running.url,
      `mutation C($data: CustomerInput!) {
        createCompanyCustomer(data: $data) { customer { location { latitude longitude source } } }
      }`,
      { data: { lastName: 'Garcia', displayName: 'Maria Garcia', ...OAK } },
      token,
    );
    const body = (await created.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.createCompanyCustomer.customer.location).toEqual({
      latitude: 39.7990175,
      longitude: -89.6439575,
      source: 'geocoded',
    });
    expect(service.asked).toHaveLength(1);
  });
});

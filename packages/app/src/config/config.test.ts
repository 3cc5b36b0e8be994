import { describe, expect, it } from 'vitest';
import { MAX_BATCH_SIZE, TIMING } from '@routebook/schema';
import { DEFAULT_CONFIG, MAX_BATCH_INTERVAL_MS, parseConfig } from './config';

describe('runtime configuration', () => {
  it('points at the mock server by default (same origin, proxied in development)', () => {
    expect(DEFAULT_CONFIG.graphqlEndpoint).toBe('/graphql');
    expect(DEFAULT_CONFIG.imageUploadUrl).toBe('/v1/image');
  });
  it('takes the endpoint from config.json, so one build can point elsewhere', () => {
    const config = parseConfig({
      graphqlEndpoint: 'https://api.routebook.app/graphql',
      botCheckSiteKey: 'k',
    });
    expect(config.graphqlEndpoint).toBe('https://api.routebook.app/graphql');
    expect(config.botCheckSiteKey).toBe('k');
    // Images go to the same server as GraphQL unless config.json says otherwise.
    expect(config.imageUploadUrl).toBe('https://api.routebook.app/v1/image');
    expect(
      parseConfig({
        graphqlEndpoint: 'https://api.routebook.app/graphql',
        imageUploadUrl: 'https://media.routebook.app/v1/image',
      }).imageUploadUrl,
    ).toBe('https://media.routebook.app/v1/image');
    expect(parseConfig({ graphqlEndpoint: '/api/graphql' }).imageUploadUrl).toBe('/v1/image');
  });
  it('ignores malformed values', () => {
    expect(parseConfig({ graphqlEndpoint: 42, supportUrl: '' })).toEqual(DEFAULT_CONFIG);
    expect(parseConfig('nonsense')).toEqual(DEFAULT_CONFIG);
  });
});

describe('config.json for a server that is not the mock server', () => {
  it('batches as the spec says unless told otherwise: 10 ms, at most 10 per POST', () => {
    expect(TIMING.batchInterval).toBe(10);
    expect(MAX_BATCH_SIZE).toBe(10);
    expect(parseConfig({}).batching).toEqual({ enabled: true, intervalMs: 10, maxSize: 10 });
    expect(DEFAULT_CONFIG.batching).toEqual(parseConfig({}).batching);
  });

  it('turns batching off, or narrows it for a backend that allows fewer', () => {
    expect(parseConfig({ batching: { enabled: false } }).batching).toEqual({
      enabled: false,
      intervalMs: 10,
      maxSize: 10,
    });
    expect(parseConfig({ batching: false }).batching.enabled).toBe(false);
    expect(parseConfig({ batching: { intervalMs: 0, maxSize: 1 } }).batching).toEqual({
      enabled: true,
      intervalMs: 0,
      maxSize: 1,
    });
    expect(
      parseConfig({ batching: { intervalMs: MAX_BATCH_INTERVAL_MS, maxSize: 5 } }).batching,
    ).toEqual({ enabled: true, intervalMs: 1000, maxSize: 5 });
  });

  it('takes the default for each batching value out of range or of the wrong kind', () => {
    // The spec caps a POST at 10 operations: a server's larger limit does not raise it.
    for (const maxSize of [0, 11, 2.5, -1, '5', null]) {
      expect(parseConfig({ batching: { maxSize } }).batching.maxSize, String(maxSize)).toBe(10);
    }
    for (const intervalMs of [-1, MAX_BATCH_INTERVAL_MS + 1, 1.5, '10', Infinity]) {
      expect(parseConfig({ batching: { intervalMs } }).batching.intervalMs).toBe(10);
    }
    expect(parseConfig({ batching: { enabled: 'no', maxSize: 4 } }).batching).toEqual({
      enabled: true,
      intervalMs: 10,
      maxSize: 4,
    });
    expect(parseConfig({ batching: [false] }).batching).toEqual(DEFAULT_CONFIG.batching);
  });

  it('sends uploads to the GraphQL endpoint unless uploadUrl names another', () => {
    expect(DEFAULT_CONFIG.uploadUrl).toBe('/graphql');
    expect(parseConfig({ graphqlEndpoint: 'https://api.example.com/graphql' }).uploadUrl).toBe(
      'https://api.example.com/graphql',
    );
    const config = parseConfig({
      graphqlEndpoint: 'https://api.example.com/graphql',
      uploadUrl: 'https://uploads.example.com/graphql',
    });
    expect(config.uploadUrl).toBe('https://uploads.example.com/graphql');
    // The editor's images keep their own address.
    expect(config.imageUploadUrl).toBe('https://api.example.com/v1/image');
    expect(parseConfig({ uploadUrl: '' }).uploadUrl).toBe('/graphql');
  });

  it('keeps extra headers, but never lets them replace Authorization or Content-Type', () => {
    expect(DEFAULT_CONFIG.headers).toEqual({});
    expect(
      parseConfig({
        headers: {
          'X-Api-Key': 'k-123',
          'x-tenant': 'north',
          authorization: 'Basic abc',
          'Content-Type': 'text/plain',
          'Bad Name': 'v',
          'X-Number': 7,
          'X-Split': 'a\r\nX-Injected: b',
        },
      }).headers,
    ).toEqual({ 'X-Api-Key': 'k-123', 'x-tenant': 'north' });
    expect(parseConfig({ headers: ['X-Api-Key'] }).headers).toEqual({});
    expect(parseConfig({ headers: 'X-Api-Key: k' }).headers).toEqual({});
  });

  it('sends query text unless persistedQueries is exactly true', () => {
    expect(DEFAULT_CONFIG.persistedQueries).toBe(false);
    expect(parseConfig({ persistedQueries: true }).persistedQueries).toBe(true);
    expect(parseConfig({ persistedQueries: 'true' }).persistedQueries).toBe(false);
    expect(parseConfig({ persistedQueries: 1 }).persistedQueries).toBe(false);
  });
});

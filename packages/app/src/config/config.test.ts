import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig } from './config';

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
    expect(config.imageUploadUrl).toBe('/v1/image');
  });
  it('ignores malformed values', () => {
    expect(parseConfig({ graphqlEndpoint: 42, supportUrl: '' })).toEqual(DEFAULT_CONFIG);
    expect(parseConfig('nonsense')).toEqual(DEFAULT_CONFIG);
  });
});

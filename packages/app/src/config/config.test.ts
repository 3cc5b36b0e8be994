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

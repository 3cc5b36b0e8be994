import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  originOf,
  securityHeaders,
  TURNSTILE_ORIGIN,
} from './securityHeaders';

/** The policy as directive name -> sources. */
const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  it("allows only the app's own scripts, no plugins, no <base>, no framing", () => {
    const policy = directives(contentSecurityPolicy({ graphqlEndpoint: '/graphql' }));
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // OpenStreetMap's tiles, the default map background, are images too.
    expect(policy['img-src']).toEqual(["'self'", 'blob:', 'https://tile.openstreetmap.org']);
  });

  it('adds the API origin to connect-src and img-src when config.json points elsewhere', () => {
    const policy = directives(
      contentSecurityPolicy({
        graphqlEndpoint: 'https://api.example.com/graphql',
        imageUploadUrl: 'https://files.example.com:8443/v1/image',
      }),
    );
    const api = ['https://api.example.com', 'https://files.example.com:8443'];
    expect(policy['connect-src']).toEqual(["'self'", ...api]);
    expect(policy['img-src']).toEqual([
      "'self'",
      'blob:',
      ...api,
      'https://tile.openstreetmap.org',
    ]);
    expect(policy['script-src']).toEqual(["'self'"]);
  });

  it("allows the configured tile service's origin in img-src, and nowhere else", () => {
    const own = directives(
      contentSecurityPolicy({
        mapTiles: {
          urlTemplate: 'https://tiles.example.com:8080/osm/{z}/{x}/{y}.png?key=abc',
          attribution: 'Our tiles',
          maxZoom: 18,
        },
      }),
    );
    expect(own['img-src']).toEqual(["'self'", 'blob:', 'https://tiles.example.com:8080']);
    expect(own['connect-src']).toEqual(["'self'"]);
    expect(own['default-src']).toEqual(["'self'"]);
    // OpenStreetMap is not allowed once a team has its own service.
    expect(JSON.stringify(own)).not.toContain('openstreetmap');
    // {s}: any subdomain of that host, one level only.
    const subdomains = directives(
      contentSecurityPolicy({
        mapTiles: {
          urlTemplate: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
          attribution: '',
          maxZoom: 19,
        },
      }),
    );
    expect(subdomains['img-src']).toEqual(["'self'", 'blob:', 'https://*.tile.example.org']);
    // Tiles served beside the app: 'self' covers them.
    const loopback = directives(
      contentSecurityPolicy({
        mapTiles: { urlTemplate: '/tiles/{z}/{x}/{y}.png', attribution: '', maxZoom: 19 },
      }),
    );
    expect(loopback['img-src']).toEqual(["'self'", 'blob:']);
  });

  it("adds config.json's uploadUrl origin, where photos and CSV imports go", () => {
    const policy = directives(
      contentSecurityPolicy({
        graphqlEndpoint: 'https://api.example.com/graphql',
        uploadUrl: 'https://uploads.example.com/graphql',
      }),
    );
    expect(policy['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://uploads.example.com',
    ]);
  });

  it('lets in Turnstile only when a bot-check site key is configured', () => {
    expect(contentSecurityPolicy({ botCheckSiteKey: null })).not.toContain(TURNSTILE_ORIGIN);
    const policy = directives(
      contentSecurityPolicy({ botCheckSiteKey: '1x00000000000000000000AA' }),
    );
    expect(policy['script-src']).toEqual(["'self'", TURNSTILE_ORIGIN]);
    expect(policy['frame-src']).toEqual([TURNSTILE_ORIGIN]);
  });

  it("lets in the app's own service worker and web app manifest, nothing else's", () => {
    const policy = directives(contentSecurityPolicy({}));
    expect(policy['worker-src']).toEqual(["'self'"]);
    expect(policy['manifest-src']).toEqual(["'self'"]);
  });

  it("relaxes script-src for the dev server's inline React Refresh preamble only", () => {
    expect(directives(contentSecurityPolicy({}, { dev: true }))['script-src']).toEqual([
      "'self'",
      "'unsafe-inline'",
    ]);
  });
});

describe('originOf', () => {
  it('reads absolute http(s) URLs and ignores paths and other schemes', () => {
    expect(originOf('https://api.example.com/graphql?x=1')).toBe('https://api.example.com');
    expect(originOf('/graphql')).toBeNull();
    expect(originOf('//evil.example/graphql')).toBeNull();
    expect(originOf("javascript:alert('x')")).toBeNull();
    expect(originOf(undefined)).toBeNull();
  });
});

describe('securityHeaders', () => {
  it('sends the policy with the framing, sniffing, referrer and permissions switches', () => {
    expect(Object.keys(securityHeaders())).toEqual([
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(securityHeaders()['X-Frame-Options']).toBe('DENY');
    expect(securityHeaders()['X-Content-Type-Options']).toBe('nosniff');
    expect(securityHeaders()['Permissions-Policy']).toContain('geolocation=()');
  });
});

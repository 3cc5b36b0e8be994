/**
 * The HTTP headers every response of the app must carry: a Content-Security-Policy that the
 * production build satisfies, and the browser's other safety switches. `vite preview` and the dev
 * server send them (vite.config.ts); a host serving `dist/` must send the same (README, "Security
 * headers"). Plain data and string work only: vite.config.ts loads this in Node, before Vite.
 */
import type { AppConfig } from './config';
// With its extension: vite.config.ts loads this file in Node, which resolves no bare paths.
import { parseMapTiles, tileImageSource } from './mapTiles.ts';

/** The fields of `config.json` that the policy depends on (where the app connects). */
export type HeaderConfig = Partial<
  Pick<
    AppConfig,
    'graphqlEndpoint' | 'imageUploadUrl' | 'uploadUrl' | 'botCheckSiteKey' | 'mapTiles'
  >
>;

/** Cloudflare Turnstile, loaded only when config.json names a bot-check site key (BotCheck.tsx). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * The origin of an absolute http(s) URL, or null for a path on the app's own origin (`/graphql`)
 * and anything else, which 'self' already covers or the app would not fetch.
 */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export interface PolicyOptions {
  /**
   * The dev server's relaxation: its React Refresh preamble is an inline script in index.html,
   * so script-src gains 'unsafe-inline'. Never for a build.
   */
  dev?: boolean;
}

/**
 * The Content-Security-Policy for the app configured by `config`. The GraphQL endpoint's and the
 * uploads' origins, when not the app's own, are added to connect-src (the API calls) and img-src
 * (uploaded photos and logos are served beside the API). The map tiles' origin (config.json's
 * `mapTiles`, else OpenStreetMap's) is added to img-src only: Leaflet loads tiles as images.
 */
export function contentSecurityPolicy(config: HeaderConfig = {}, options: PolicyOptions = {}) {
  const apiOrigins = [config.graphqlEndpoint, config.imageUploadUrl, config.uploadUrl].map(
    originOf,
  );
  const api = [...new Set(apiOrigins.filter((origin): origin is string => origin !== null))];
  const botCheck = config.botCheckSiteKey ? [TURNSTILE_ORIGIN] : [];
  const tiles = tileImageSource(parseMapTiles(config.mapTiles).urlTemplate);
  const tileSources = tiles && !api.includes(tiles) ? [tiles] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(options.dev ? ["'unsafe-inline'"] : []), ...botCheck],
    // 'unsafe-inline' for styles, not scripts: Radix's dialogs insert a <style> element (scroll
    // lock), and sanitized rich text keeps style attributes (text-align, colour).
    ['style-src', "'self'", "'unsafe-inline'"],
    // blob: is a photo's preview before it is uploaded (JobPhotos).
    ['img-src', "'self'", 'blob:', ...api, ...tileSources],
    ['connect-src', "'self'", ...api],
    ['font-src', "'self'"],
    ['frame-src', ...(botCheck.length > 0 ? botCheck : ["'none'"])],
    // The service worker (sw.js) and the web app manifest, from the app's own origin.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every security header, by name, for the app configured by `config`. */
export function securityHeaders(config: HeaderConfig = {}, options: PolicyOptions = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, options),
    // For browsers without frame-ancestors; the policy's frame-ancestors is the rule.
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    // Addresses carry invitation and reset codes: other sites get the origin at most.
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The photo input may open the camera (capture); nothing else asks for a device.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

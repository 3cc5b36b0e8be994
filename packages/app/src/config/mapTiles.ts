/**
 * config.json's `mapTiles`: where maps get their background. Plain data and string work only:
 * vite.config.ts loads this in Node (through securityHeaders.ts) to allow the tiles' origin.
 */

/** A tile service: its URL template, the attribution its licence asks for, its deepest zoom. */
export interface MapTilesConfig {
  /** `{z}`, `{x}` and `{y}` (and `{s}` for a subdomain) are filled per tile. */
  urlTemplate: string;
  /** HTML shown in the map's corner (links allowed); '' for a service that asks for none. */
  attribution: string;
  maxZoom: number;
}

/**
 * OpenStreetMap's standard tiles, with the attribution its licence asks for. Their usage policy
 * allows an app's light use with that attribution but no heavy use, bulk download or offline
 * prefetch: a team with many users points `mapTiles` at its own service (README, "Map tiles").
 */
export const DEFAULT_MAP_TILES: MapTilesConfig = {
  urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  maxZoom: 19,
};

/** The deepest zoom a tile service may declare (Leaflet draws deeper zooms by scaling). */
export const MAX_TILE_ZOOM = 22;

/** An absolute template's scheme and host (a leading `{s}.` stands for any subdomain), or null. */
const ABSOLUTE = /^(https?):\/\/((?:\{s\}\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)\//i;

/**
 * What the Content-Security-Policy's img-src must allow for `urlTemplate`: its origin
 * (`https://*.tile.example.com` for a `{s}` subdomain), or null for a path on the app's own
 * origin, which 'self' allows. undefined: not a template the app can use.
 */
export function tileImageSource(urlTemplate: string): string | null | undefined {
  if (!['{z}', '{x}', '{y}'].every((part) => urlTemplate.includes(part))) return undefined;
  if (urlTemplate.startsWith('/') && !urlTemplate.startsWith('//')) return null;
  const match = ABSOLUTE.exec(urlTemplate);
  if (!match) return undefined;
  const [, scheme = '', host = ''] = match;
  return `${scheme.toLowerCase()}://${host.toLowerCase().replace('{s}.', '*.')}`;
}

/**
 * `mapTiles` from config.json: a usable `urlTemplate` with its `attribution` ('' when not given)
 * and `maxZoom` (0 to MAX_TILE_ZOOM, default 19); without a usable template, OpenStreetMap's
 * tiles, whose attribution never goes with another service's template.
 */
export function parseMapTiles(raw: unknown): MapTilesConfig {
  if (typeof raw !== 'object' || raw === null) return DEFAULT_MAP_TILES;
  const { urlTemplate, attribution, maxZoom } = raw as Record<string, unknown>;
  if (typeof urlTemplate !== 'string' || tileImageSource(urlTemplate) === undefined)
    return DEFAULT_MAP_TILES;
  return {
    urlTemplate,
    attribution: typeof attribution === 'string' ? attribution : '',
    maxZoom:
      Number.isInteger(maxZoom) && (maxZoom as number) >= 0 && (maxZoom as number) <= MAX_TILE_ZOOM
        ? (maxZoom as number)
        : DEFAULT_MAP_TILES.maxZoom,
  };
}

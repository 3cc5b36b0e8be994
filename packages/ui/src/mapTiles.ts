import { lazyModule } from './lazyModule';

/**
 * Where a map's background comes from: a tile service's URL template (`{z}`, `{x}`, `{y}`, and
 * `{s}` for a subdomain), the attribution its licence asks for (HTML: links allowed) and its
 * deepest zoom. The app reads it from config.json (`mapTiles`).
 */
export interface MapTiles {
  urlTemplate: string;
  attribution: string;
  maxZoom: number;
}

/** Leaflet, loaded with the first map shown (leaflet.ts). */
export const leafletModule = lazyModule(() => import('./leaflet').then((module) => module.L));

export type LeafletModule = typeof import('leaflet');

/** The tile layer of `tiles`; a missing tile (offline) leaves the background blank. */
export function tileLayer(L: LeafletModule, tiles: MapTiles) {
  return L.tileLayer(tiles.urlTemplate, {
    attribution: tiles.attribution,
    maxZoom: tiles.maxZoom,
  });
}

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

/** What Leaflet 1.9's tile layers keep of each tile (private; the version is pinned). */
interface TileLayerInternals {
  _tiles: Record<string, { el: HTMLImageElement; coords: { z: number } } | undefined>;
  _tileZoom: number | undefined;
  fire(type: string, data: object): void;
}

/**
 * A tile layer that cancels a tile by dropping its `src`. Leaflet 1.9 points the tile at a
 * `data:` GIF instead, which the app's Content-Security-Policy refuses (img-src allows the tile
 * service's origin, no `data:`): each cancelled tile would be a reported violation.
 */
function cspSafeTileLayer(L: LeafletModule) {
  const gridRemoveTile = (L.GridLayer.prototype as unknown as { _removeTile(key: string): void })
    ._removeTile;
  return L.TileLayer.extend({
    _abortLoading(this: TileLayerInternals) {
      for (const [key, tile] of Object.entries(this._tiles)) {
        if (!tile || tile.coords.z === this._tileZoom) continue;
        const image = tile.el;
        image.onload = null;
        image.onerror = null;
        if (!image.complete) {
          image.removeAttribute('src');
          image.remove();
          Reflect.deleteProperty(this._tiles, key);
          this.fire('tileabort', { tile: image, coords: tile.coords });
        }
      }
    },
    _removeTile(this: TileLayerInternals, key: string) {
      const tile = this._tiles[key];
      if (!tile) return;
      tile.el.onload = null;
      tile.el.onerror = null;
      tile.el.removeAttribute('src');
      gridRemoveTile.call(this, key);
    },
  }) as unknown as typeof L.TileLayer;
}

/** The tile layer of `tiles`; a missing tile (offline) leaves the background blank. */
export function tileLayer(L: LeafletModule, tiles: MapTiles) {
  const TileLayer = cspSafeTileLayer(L);
  return new TileLayer(tiles.urlTemplate, {
    attribution: tiles.attribution,
    maxZoom: tiles.maxZoom,
  });
}

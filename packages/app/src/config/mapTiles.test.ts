import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, parseConfig } from './config';
import { DEFAULT_MAP_TILES, MAX_TILE_ZOOM, parseMapTiles, tileImageSource } from './mapTiles';

describe("config.json's mapTiles", () => {
  it("defaults to OpenStreetMap's standard tiles with the attribution their licence asks for", () => {
    expect(parseMapTiles(DEFAULT_CONFIG.mapTiles)).toEqual({
      urlTemplate: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution:
        '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
      maxZoom: 19,
    });
    expect(parseMapTiles(parseConfig({}).mapTiles)).toBe(DEFAULT_MAP_TILES);
  });

  it("takes a team's own tile service, its attribution and deepest zoom", () => {
    const own = {
      urlTemplate: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example Maps',
      maxZoom: MAX_TILE_ZOOM,
    };
    expect(parseMapTiles(parseConfig({ mapTiles: own }).mapTiles)).toEqual(own);
    expect(parseMapTiles({ urlTemplate: '/tiles/{z}/{x}/{y}.png' })).toEqual({
      urlTemplate: '/tiles/{z}/{x}/{y}.png',
      attribution: '',
      maxZoom: 19,
    });
  });

  it('keeps a good template but takes the default zoom for one out of 0 to 22', () => {
    for (const maxZoom of [-1, 23, 2.5, '18', null]) {
      expect(
        parseMapTiles({ urlTemplate: 'https://t.example.com/{z}/{x}/{y}.png', maxZoom }).maxZoom,
      ).toBe(19);
    }
    expect(parseMapTiles({ urlTemplate: '/t/{z}/{x}/{y}.png', maxZoom: 0 }).maxZoom).toBe(0);
  });

  it("falls back to OpenStreetMap whole, never its attribution with another's tiles", () => {
    for (const urlTemplate of [
      'https://tiles.example.com/tile.png', // no {z}/{x}/{y}
      '//tiles.example.com/{z}/{x}/{y}.png', // scheme-relative
      'javascript:{z}{x}{y}',
      'ftp://tiles.example.com/{z}/{x}/{y}.png',
      'https://{z}.example.com/{x}/{y}.png', // a placeholder in the host other than {s}
      42,
    ]) {
      expect(parseMapTiles({ urlTemplate, attribution: 'x', maxZoom: 5 })).toBe(DEFAULT_MAP_TILES);
    }
    expect(parseMapTiles('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(DEFAULT_MAP_TILES);
  });

  it('names the origin the Content-Security-Policy must allow for a template', () => {
    expect(tileImageSource('https://Tile.OpenStreetMap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    );
    expect(tileImageSource('http://127.0.0.1:4321/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4321');
    expect(tileImageSource('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe(
      'https://*.tiles.example.com',
    );
    expect(tileImageSource('/test-tile.png?z={z}&x={x}&y={y}')).toBeNull();
    expect(tileImageSource('https://evil.example.com@tiles/{z}/{x}/{y}')).toBeUndefined();
  });
});

import type { MapTiles } from './mapTiles';

/**
 * Tiles for stories and tests: one grey grid tile (scripts/make-test-tile.mjs) that Storybook
 * serves from .storybook/public for every tile address, so no map reaches the internet.
 */
export const STORY_MAP_TILES: MapTiles = {
  urlTemplate: '/test-tile.png?z={z}&x={x}&y={y}',
  attribution: 'Test tiles',
  maxZoom: 19,
};

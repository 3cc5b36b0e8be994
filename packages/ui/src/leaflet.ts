/**
 * Leaflet and its stylesheet, in a chunk of their own: only a map that is opened loads them
 * (mapTiles.ts, `leafletModule`), so no first page's script carries a map library.
 */
import * as L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './leafletOverrides.css';

export { L };

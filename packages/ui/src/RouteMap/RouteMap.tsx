import { isOpenStop, type GeoPoint } from '@routebook/schema';
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useEffectEvent, useId, useMemo, useRef } from 'react';

import type { JobRowStatus } from '../JobRow';
import { leafletModule, tileLayer, type LeafletModule, type MapTiles } from '../mapTiles';
import styles from './RouteMap.module.css';

/** A job of the route, in route order (notes are not places: leave them out). */
export interface RouteMapStop {
  /** The job's id, handed to `onOpenStop`. */
  id: string;
  customerName: string;
  status: JobRowStatus;
  /** A can't-access report was filed (the job is then cancelled). */
  cantAccess: boolean;
  /** The customer's location; null when the customer needs a pin. */
  location: GeoPoint | null;
}

export interface RouteMapProps {
  stops: readonly RouteMapStop[];
  tiles: MapTiles;
  /** A pin was tapped, or pressed with Enter or Space: open the job. */
  onOpenStop(stopId: string): void;
  /** Names the map for screen readers ("Map of Monday Route"). */
  label: string;
  className?: string;
}

/** How a pin shows its stop, besides its colour: a glyph and words in its name. */
export type PinState = 'done' | 'cantAccess' | 'cancelled' | 'next' | 'inprogress' | 'open';

const PIN_WORDS: Record<PinState, string | null> = {
  done: 'done',
  cantAccess: "can't access",
  cancelled: 'cancelled',
  next: 'next',
  inprogress: 'in progress',
  open: null,
};

const PIN_GLYPH: Partial<Record<PinState, string>> = { done: '✓', cantAccess: '✕', cancelled: '–' };

/** The pin of each stop: the next stop is the first open one in route order (rules/nextStop.ts). */
export function pinStates(stops: readonly RouteMapStop[]): PinState[] {
  const next = stops.findIndex((stop) => isOpenStop(stop.status));
  return stops.map((stop, index) => {
    if (stop.status === 'complete') return 'done';
    if (stop.cantAccess) return 'cantAccess';
    if (stop.status === 'cancelled') return 'cancelled';
    if (index === next) return 'next';
    return stop.status === 'inprogress' ? 'inprogress' : 'open';
  });
}

/** "3. Smith Residence — done": the stop's place, customer and state, as the pin is named. */
export function pinName(place: number, stop: RouteMapStop, state: PinState): string {
  const words = PIN_WORDS[state];
  return `${place}. ${stop.customerName}${words ? ` — ${words}` : ''}`;
}

/** The pin's face: its place, and a glyph for done, can't access and cancelled. */
function pinFace(place: number, state: PinState): HTMLElement {
  const face = document.createElement('span');
  face.className = styles.face ?? '';
  face.setAttribute('aria-hidden', 'true');
  face.textContent = String(place);
  const glyph = PIN_GLYPH[state];
  if (glyph) {
    const mark = document.createElement('span');
    mark.className = styles.glyph ?? '';
    mark.textContent = glyph;
    face.append(mark);
  }
  return face;
}

/**
 * The pins and the line of the route, as one layer: DivIcon markers (plain DOM, no React root per
 * pin) and one polyline, in route order, so 200 stops draw at once and move with the map.
 */
function drawRoute(
  L: LeafletModule,
  map: LeafletMap,
  stops: readonly RouteMapStop[],
  open: (stopId: string) => void,
) {
  const states = pinStates(stops);
  const layer = L.featureGroup();
  const line: [number, number][] = [];
  stops.forEach((stop, index) => {
    if (!stop.location) return;
    const at: [number, number] = [stop.location.latitude, stop.location.longitude];
    line.push(at);
    const state = states[index] ?? 'open';
    const place = index + 1;
    const marker = L.marker(at, {
      icon: L.divIcon({
        className: styles.pin,
        html: pinFace(place, state),
        iconSize: [32, 32],
        iconAnchor: [16, 16],
      }),
      keyboard: true,
      // Later stops under earlier ones, the next stop above all.
      zIndexOffset: state === 'next' ? 10_000 : -index,
    });
    marker.on('click', () => open(stop.id));
    marker.on('add', () => {
      const element = marker.getElement();
      if (!element) return;
      element.setAttribute('aria-label', pinName(place, stop, state));
      element.dataset.state = state;
      element.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        open(stop.id);
      });
    });
    layer.addLayer(marker);
    if (state === 'next') {
      // "Next" beside the pin, outside its button: the pin's name already says it, and a
      // button's visible words must be part of its name.
      const tag = L.divIcon({
        className: styles.nextLabel,
        html: 'Next',
        iconSize: undefined,
        iconAnchor: [-22, 10],
      });
      layer.addLayer(
        L.marker(at, { icon: tag, interactive: false, keyboard: false, zIndexOffset: 10_000 }),
      );
    }
  });
  if (line.length > 1) {
    L.polyline(line, { className: styles.line ?? '', interactive: false }).addTo(layer);
  }
  layer.addTo(map);
  return { layer, line };
}

/**
 * Whether the view still follows the route: until the person pans or zooms, the map fits the pins
 * whenever they change or the map's box does (a phone turned, a panel opened beside it); after
 * that, their view stays. The map's own moves (fitting, resizing) set `fitting` around them.
 */
interface RouteView {
  line: [number, number][];
  moved: boolean;
  fitting: boolean;
}

/** The map's own move, not the person's: `movestart` during it leaves the view following. */
function ownMove(view: RouteView, move: () => void) {
  view.fitting = true;
  try {
    move();
  } finally {
    view.fitting = false;
  }
}

function fitRoute(L: LeafletModule, map: LeafletMap, view: RouteView) {
  const [first] = view.line;
  if (!first) return;
  ownMove(view, () => {
    if (view.line.length === 1) map.setView(first, 16, { animate: false });
    else map.fitBounds(L.latLngBounds(view.line), { padding: [32, 32], animate: false });
  });
}

/**
 * A route on a map: a numbered pin per located stop in route order and the line between them.
 * The next stop says "Next"; done and can't-access stops carry a check mark and a cross (colour
 * repeats them) and say so in their names ("3. Smith Residence — done"). A pin is a button: a tap,
 * Enter or Space opens its job. The map fits the pins; stops without a location are listed
 * under it ("Needs a pin"), not left off. Leaflet loads with the first map shown.
 */
export function RouteMap({ stops, tiles, onOpenStop, label, className }: RouteMapProps) {
  const L = leafletModule.useLoaded();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const viewRef = useRef<RouteView>({ line: [], moved: false, fitting: false });
  const needsPinId = useId();
  const open = useEffectEvent((stopId: string) => onOpenStop(stopId));
  const located = stops.some((stop) => stop.location);
  const needsPin = useMemo(
    () => stops.flatMap((stop, index) => (stop.location ? [] : [{ stop, place: index + 1 }])),
    [stops],
  );

  useEffect(() => void leafletModule.load(), []);

  useEffect(() => {
    const container = containerRef.current;
    if (!L || !container || !located) return;
    // Pins hide while a zoom animates instead of each animating on its own: with 200 pins that
    // made a zoom's frames about three times longer on a slow phone (route-map-bench.ts).
    // Resizes are the observer's (any change of the box, not only the window's), so that
    // Leaflet's own window handler does not count as the person moving the map.
    const map = L.map(container, { markerZoomAnimation: false, trackResize: false });
    tileLayer(L, tiles).addTo(map);
    mapRef.current = map;
    const view = viewRef.current;
    view.moved = false;
    map.on('movestart', () => {
      if (!view.fitting) view.moved = true;
    });
    const resized = new ResizeObserver(() => {
      ownMove(view, () => map.invalidateSize({ animate: false }));
      if (!view.moved) fitRoute(L, map, view);
    });
    resized.observe(container);
    return () => {
      resized.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, [L, tiles, located]);

  useEffect(() => {
    const map = mapRef.current;
    if (!L || !map) return;
    const view = viewRef.current;
    const { layer, line } = drawRoute(L, map, stops, open);
    view.line = line;
    // A map without a view yet (just made) is fitted whatever happened before.
    if (!view.moved || !map.getZoom()) fitRoute(L, map, view);
    return () => void layer.remove();
  }, [L, tiles, located, stops]);

  return (
    <section
      className={className ? `${styles.routeMap} ${className}` : styles.routeMap}
      aria-label={label}
    >
      {stops.length === 0 ? (
        <p className={styles.empty}>No stops to show on the map.</p>
      ) : (
        located && (
          <div ref={containerRef} className={styles.map} data-no-pull>
            {!L && <p className={styles.loading}>Loading the map…</p>}
          </div>
        )
      )}
      {needsPin.length > 0 && (
        <div className={styles.needsPin}>
          <p id={needsPinId} className={styles.needsPinTitle}>
            Needs a pin: {needsPin.length} {needsPin.length === 1 ? 'stop' : 'stops'}
          </p>
          <ul aria-labelledby={needsPinId} className={styles.needsPinList}>
            {needsPin.map(({ stop, place }) => (
              <li key={stop.id}>
                <button
                  type="button"
                  className={styles.needsPinStop}
                  onClick={() => onOpenStop(stop.id)}
                >
                  {place}. {stop.customerName}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

import type { GeoPoint } from '@routebook/schema';
import type { DivIcon, Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useEffectEvent, useRef } from 'react';

import { Button } from '../Button';
import { leafletModule, tileLayer, type LeafletModule, type MapTiles } from '../mapTiles';
import styles from './LocationPickerMap.module.css';

export interface LocationPickerMapProps {
  /** The pin; null while the customer needs one. */
  value: GeoPoint | null;
  /** A new place for the pin (dragged, tapped, moved by the arrow keys or put in the middle). */
  onChange(point: GeoPoint): void;
  tiles: MapTiles;
  /** Where the map looks while there is no pin (the company's town); default the whole world. */
  center?: GeoPoint | null;
  /** The pin's name for screen readers; default "Customer's pin". */
  label?: string;
  className?: string;
}

/** How far a press of an arrow key moves the pin, in screen pixels (Shift: one pixel). */
export const PIN_STEP_PX = 10;
/** The zoom a pin is shown at: a house and its neighbours. */
export const PIN_ZOOM = 17;
/** Six decimals: about 10 cm, finer than any phone's GPS or finger. */
const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

function pinIcon(L: LeafletModule): DivIcon {
  return L.divIcon({
    className: styles.pin,
    html: '<span aria-hidden="true"></span>',
    iconSize: [32, 32],
    iconAnchor: [16, 29],
  });
}

function pointOf(latlng: { lat: number; lng: number }): GeoPoint {
  const wrapped = { lat: Math.max(-90, Math.min(90, latlng.lat)), lng: latlng.lng };
  // Longitudes past ±180 (a map dragged round the world) come back into range.
  const longitude = ((((wrapped.lng + 180) % 360) + 360) % 360) - 180;
  return { latitude: round(wrapped.lat), longitude: round(longitude) };
}

const pinName = (label: string, point: GeoPoint) =>
  `${label}, latitude ${point.latitude}, longitude ${point.longitude}. Drag it, or move it with the arrow keys.`;

/**
 * One draggable pin on a map, for placing a customer by hand: drag the pin, tap the map where it
 * belongs, or focus the pin and move it with the arrow keys; "Put the pin in the middle" places
 * one without a pointer. Each move reports the new point (six decimals) through `onChange`; the
 * pin follows `value`. Leaflet loads with the first map shown.
 */
export function LocationPickerMap({
  value,
  onChange,
  tiles,
  center = null,
  label = "Customer's pin",
  className,
}: LocationPickerMapProps) {
  const L = leafletModule.useLoaded();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markerRef = useRef<Marker | null>(null);
  // Leaflet's handlers are bound once; they call the latest callback.
  const report = useEffectEvent((point: GeoPoint) => onChange(point));

  useEffect(() => void leafletModule.load(), []);

  // The map, made once Leaflet is in; its view starts at the pin, else at `center`.
  useEffect(() => {
    const container = containerRef.current;
    if (!L || !container) return;
    const map = L.map(container, { zoomControl: true });
    tileLayer(L, tiles).addTo(map);
    const start = value ?? center;
    if (start) map.setView([start.latitude, start.longitude], value ? PIN_ZOOM : 12);
    else map.setView([20, 0], 2);
    map.on('click', (event) => report(pointOf(event.latlng)));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
      markerRef.current = null;
    };
    // The view is set when the map is made; later pins move it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [L, tiles]);

  // The pin follows `value`: made on the first point, moved after, kept in view.
  useEffect(() => {
    const map = mapRef.current;
    if (!L || !map) return;
    if (!value) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const latlng = L.latLng(value.latitude, value.longitude);
    let marker = markerRef.current;
    if (!marker) {
      const made = L.marker(latlng, { icon: pinIcon(L), draggable: true, keyboard: true });
      made.on('dragend', () => report(pointOf(made.getLatLng())));
      made.addTo(map);
      made.getElement()?.addEventListener('keydown', (event) => {
        const arrow = ARROWS[event.key];
        if (!arrow) return;
        event.preventDefault();
        event.stopPropagation(); // the map's own arrow keys pan it
        const step = event.shiftKey ? 1 : PIN_STEP_PX;
        const at = map.project(made.getLatLng());
        const to = map.unproject(at.add([arrow[0] * step, arrow[1] * step]));
        report(pointOf(to));
      });
      markerRef.current = marker = made;
    } else {
      marker.setLatLng(latlng);
    }
    marker.getElement()?.setAttribute('aria-label', pinName(label, value));
    if (!map.getBounds().contains(latlng)) map.panTo(latlng);
  }, [L, tiles, value, label]);

  const putInMiddle = () => {
    const map = mapRef.current;
    if (map) onChange(pointOf(map.getCenter()));
  };

  return (
    <div className={className ? `${styles.picker} ${className}` : styles.picker}>
      <div ref={containerRef} className={styles.map} data-loading={!L || undefined} data-no-pull>
        {!L && <p className={styles.loading}>Loading the map…</p>}
      </div>
      <p className={styles.hint}>
        {value ? 'Drag the pin or tap the map to move it.' : 'Tap the map where the customer is.'}
      </p>
      {!value && (
        <Button variant="secondary" onClick={putInMiddle} disabled={!L}>
          Put the pin in the middle of the map
        </Button>
      )}
    </div>
  );
}

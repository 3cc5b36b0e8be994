import {
  hasErrors,
  messages,
  parseCoordinate,
  validateLocation,
  type GeoPoint,
  type LocationSource,
} from '@routebook/schema';
import { useState } from 'react';

import { Button } from '../Button';
import { LocationPickerMap } from '../LocationPickerMap';
import type { MapTiles } from '../mapTiles';
import { TextField } from '../TextField';
import styles from './CustomerLocationFields.module.css';

/** A customer's saved location (Customer.location); null: it needs a pin. */
export interface CustomerLocationValue extends GeoPoint {
  source: LocationSource;
}

/** The coordinates as typed, before they are read as numbers. */
export interface CoordinateTexts {
  latitude: string;
  longitude: string;
}

/** The part of the browser's Geolocation the section uses (a stand-in in stories and tests). */
export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

export interface CustomerLocationFieldsProps {
  /** The saved location; null when the customer needs a pin. */
  location: CustomerLocationValue | null;
  /** A new customer: it is found from its address when saved, unless a pin is placed. */
  adding?: boolean;
  /** The typed coordinates; blank both for none. */
  value: CoordinateTexts;
  onChange(value: CoordinateTexts): void;
  /** The rule's messages for the typed coordinates (validateLocation), shown as given. */
  errors?: Partial<Record<keyof CoordinateTexts, string>>;
  onBlur?(field: keyof CoordinateTexts): void;
  /** geocodeCustomer; answers the location after it. No "Find from address" without it. */
  onFindFromAddress?(): Promise<CustomerLocationValue | null>;
  /** Gives a hand-placed pin up (location null, the address geocoded again). */
  onRemovePin?(): Promise<void>;
  /** Where "Use my location" asks; the browser's navigator.geolocation by default. */
  positionSource?: PositionSource | null;
  /**
   * A change not saved yet: a point placed by hand, or null when the coordinates were cleared
   * (the address is looked up again on Save).
   */
  unsaved?: GeoPoint | null;
  /** The tile service; with it, "Show map" opens a map to drag the pin on. */
  mapTiles?: MapTiles;
  /** The customer's name, for the map pin's accessible name. */
  name?: string;
}

/** The state of a customer's location in words. */
export const LOCATION_STATE = {
  manual: 'Placed by hand',
  geocoded: 'Found from the address',
  none: 'Needs a pin',
} as const;

/** Six decimals: about 10 cm, finer than any phone's fix. */
export const coordinateText = (value: number) => String(Number(value.toFixed(6)));

const browserPositions = (): PositionSource | null =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

type Notice = { tone: 'info' | 'error'; text: string; offerRemove?: boolean } | null;

/**
 * The Location part of Edit Customer: the state in words (placed by hand, found from the address,
 * needs a pin), latitude and longitude to type, "Use my location" (the device's position fills
 * them in), "Find from address" (the server's geocoder; a pin placed by hand stays, and "Remove
 * pin" gives it up), and a map to drag the pin on. Typed coordinates are kept through every
 * failure: only a position that was found replaces them.
 */
export function CustomerLocationFields({
  location,
  adding = false,
  value,
  onChange,
  errors = {},
  onBlur,
  onFindFromAddress,
  onRemovePin,
  positionSource = browserPositions(),
  unsaved,
  mapTiles,
  name,
}: CustomerLocationFieldsProps) {
  const [notice, setNotice] = useState<Notice>(null);
  // Leaflet loads only once the map is opened (LocationPickerMap, leafletModule).
  const [mapOpen, setMapOpen] = useState(false);
  const [busy, setBusy] = useState<'locating' | 'finding' | 'removing' | null>(null);

  const stateText =
    unsaved === null
      ? `${LOCATION_STATE.none} until saved: the address is looked up again`
      : unsaved
        ? `${LOCATION_STATE.manual} when you save`
        : location
          ? LOCATION_STATE[location.source]
          : adding
            ? 'Found from the address when saved, unless you place a pin'
            : LOCATION_STATE.none;

  const useMyLocation = () => {
    if (!positionSource) {
      setNotice({ tone: 'error', text: messages.geolocationUnavailable });
      return;
    }
    setBusy('locating');
    setNotice(null);
    positionSource.getCurrentPosition(
      ({ coords }) => {
        setBusy(null);
        onChange({
          latitude: coordinateText(coords.latitude),
          longitude: coordinateText(coords.longitude),
        });
      },
      (failure) => {
        setBusy(null);
        const denied = failure.code === failure.PERMISSION_DENIED;
        setNotice({
          tone: 'error',
          text: denied ? messages.geolocationDenied : messages.geolocationUnavailable,
        });
      },
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 60_000 },
    );
  };

  const findFromAddress = async () => {
    if (!onFindFromAddress) return;
    setBusy('finding');
    setNotice(null);
    try {
      const found = await onFindFromAddress();
      if (found?.source === 'manual')
        setNotice({ tone: 'info', text: messages.geocodeKeepsManualPin, offerRemove: true });
      else if (!found) setNotice({ tone: 'info', text: messages.geocodeNotFound });
    } catch (failure) {
      setNotice({ tone: 'error', text: (failure as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const removePin = async () => {
    if (!onRemovePin) return;
    setBusy('removing');
    try {
      await onRemovePin();
      setNotice(null);
    } catch (failure) {
      setNotice({ tone: 'error', text: (failure as Error).message });
    } finally {
      setBusy(null);
    }
  };

  return (
    <fieldset className={styles.root}>
      <legend className={styles.legend}>Location</legend>
      <p className={styles.state} data-state={unsaved ? 'manual' : (location?.source ?? 'none')}>
        {stateText}
      </p>
      <div className={styles.coordinates}>
        <TextField
          label="Latitude"
          name="latitude"
          inputMode="decimal"
          autoComplete="off"
          hint="From -90 to 90"
          value={value.latitude}
          error={errors.latitude}
          onBlur={() => onBlur?.('latitude')}
          onChange={(event) => onChange({ ...value, latitude: event.target.value })}
        />
        <TextField
          label="Longitude"
          name="longitude"
          inputMode="decimal"
          autoComplete="off"
          hint="From -180 to 180"
          value={value.longitude}
          error={errors.longitude}
          onBlur={() => onBlur?.('longitude')}
          onChange={(event) => onChange({ ...value, longitude: event.target.value })}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" loading={busy === 'locating'} onClick={useMyLocation}>
          Use my location
        </Button>
        {onFindFromAddress && (
          <Button
            variant="secondary"
            loading={busy === 'finding'}
            onClick={() => void findFromAddress()}
          >
            Find from address
          </Button>
        )}
        {mapTiles && (
          <Button
            variant="secondary"
            aria-expanded={mapOpen}
            onClick={() => setMapOpen((open) => !open)}
          >
            {mapOpen ? 'Hide map' : 'Show map'}
          </Button>
        )}
      </div>
      {notice && (
        <div
          className={styles.notice}
          data-tone={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          <p>{notice.text}</p>
          {notice.offerRemove && onRemovePin && location?.source === 'manual' && (
            <Button
              variant="secondary"
              loading={busy === 'removing'}
              onClick={() => void removePin()}
            >
              Remove pin
            </Button>
          )}
        </div>
      )}
      {mapOpen && mapTiles && (
        <LocationPickerMap
          tiles={mapTiles}
          value={shownPoint(value, location)}
          label={name ? `Pin for ${name}` : undefined}
          onChange={(point) =>
            onChange({
              latitude: coordinateText(point.latitude),
              longitude: coordinateText(point.longitude),
            })
          }
        />
      )}
    </fieldset>
  );
}

/** The pin the map shows: the typed point when it is a valid one, else the saved location. */
function shownPoint(value: CoordinateTexts, location: GeoPoint | null): GeoPoint | null {
  const latitude = parseCoordinate(value.latitude);
  const longitude = parseCoordinate(value.longitude);
  if (latitude === null && longitude === null) return null;
  if (
    latitude !== null &&
    longitude !== null &&
    !hasErrors(validateLocation({ latitude, longitude }))
  )
    return { latitude, longitude };
  return location ? { latitude: location.latitude, longitude: location.longitude } : null;
}

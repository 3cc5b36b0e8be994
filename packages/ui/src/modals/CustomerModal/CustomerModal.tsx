import {
  CUSTOMER_TEXT_FIELDS,
  hasErrors,
  parseCoordinate,
  validateCustomer,
  validateLocation,
  type CustomerTextField,
  type GeoPoint,
} from '@routebook/schema';
import { useState, type FormEvent, type HTMLInputTypeAttribute } from 'react';

import { Button } from '../../Button';
import {
  CustomerLocationFields,
  coordinateText,
  type CoordinateTexts,
  type CustomerLocationValue,
  type PositionSource,
} from '../../CustomerLocationFields';
import { Field } from '../../Field';
import type { MapTiles } from '../../mapTiles';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { TextField } from '../../TextField';
import { useSaveAction } from '../saveError';
import { useOnOpen } from '../useOnOpen';
import styles from './CustomerModal.module.css';

/** 'add' (Customers page), 'addToRoute' (from Add Item: Save or ADD TO ROUTE), 'edit'. */
export type CustomerModalMode = 'add' | 'addToRoute' | 'edit';

/** Which button saved: Save, or ADD TO ROUTE in the add-to-route variant. */
export type CustomerSaveTag = 'save' | 'toRoute';

/**
 * The customer's text fields, trimmed; `password` only when one was typed (add modes);
 * `location` only when the pin was changed: a point placed by hand, or null to give it up.
 */
export type CustomerValues = Record<CustomerTextField, string> & {
  password?: string;
  location?: GeoPoint | null;
};

export interface CustomerModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  mode: CustomerModalMode;
  /** The customer to edit; the form starts from it each time the modal opens. */
  customer?: Partial<Record<CustomerTextField, string | null>>;
  /** Saves the customer; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: CustomerValues, tag: CustomerSaveTag): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
  /**
   * The customer's saved location (null: needs a pin). Without it (undefined) the form has no
   * Location section.
   */
  location?: CustomerLocationValue | null;
  /** geocodeCustomer for the customer edited; answers its location after. */
  onFindFromAddress?(): Promise<CustomerLocationValue | null>;
  /** Gives the customer's hand-placed pin up at once (location null, geocoded again). */
  onRemovePin?(): Promise<void>;
  /** Where "Use my location" asks (stories); the browser's by default. */
  positionSource?: PositionSource | null;
  /** The tile service; with it, the Location section offers a map to drag the pin on. */
  mapTiles?: MapTiles;
}

interface FieldSpec {
  label: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'tel' | 'email';
  multiline?: boolean;
}

/** Labels and input kinds, in the spec's order (CUSTOMER_TEXT_FIELDS). */
const FIELDS: Record<CustomerTextField, FieldSpec> = {
  firstName: { label: 'First name' },
  lastName: { label: 'Last name' },
  displayName: { label: 'Display name' },
  mobile: { label: 'Mobile', type: 'tel', inputMode: 'tel' },
  address1: { label: 'Address line 1' },
  address2: { label: 'Address line 2' },
  city: { label: 'City' },
  state: { label: 'Province/State' },
  zip: { label: 'Postal code/Zip' },
  email: { label: 'Email', type: 'email', inputMode: 'email' },
  note: { label: 'Note', multiline: true },
};

/** The fields validateCustomer checks. */
const REQUIRED = new Set<CustomerTextField>(['lastName', 'displayName']);

type Texts = Record<CustomerTextField, string>;

/**
 * What the draft keeps: the text fields and the coordinates typed, located or dragged (null: the
 * saved location shown). Drafts kept before coordinates were part of them have none: null.
 */
type DraftValues = Texts & { coordinates?: CoordinateTexts | null };

const locationTexts = (location: CustomerLocationValue | null | undefined): CoordinateTexts =>
  location
    ? { latitude: coordinateText(location.latitude), longitude: coordinateText(location.longitude) }
    : { latitude: '', longitude: '' };

const readCoordinates = (texts: CoordinateTexts) => ({
  latitude: parseCoordinate(texts.latitude),
  longitude: parseCoordinate(texts.longitude),
});

/**
 * What Save sends for the location: nothing when the coordinates shown are the saved ones, a
 * point placed by hand, or null when both were cleared from a customer that had one.
 */
function changedLocation(
  typed: CoordinateTexts | null,
  saved: CustomerLocationValue | null | undefined,
): GeoPoint | null | undefined {
  if (typed === null) return undefined;
  const { latitude, longitude } = readCoordinates(typed);
  if (latitude === null || longitude === null) return saved ? null : undefined;
  if (saved && saved.latitude === latitude && saved.longitude === longitude) return undefined;
  return { latitude, longitude };
}

function startValues(customer: CustomerModalProps['customer']): Texts {
  const values = {} as Texts;
  for (const field of CUSTOMER_TEXT_FIELDS) values[field] = customer?.[field] ?? '';
  return values;
}

function trimmed(values: Texts): Texts {
  const out = {} as Texts;
  for (const field of CUSTOMER_TEXT_FIELDS) out[field] = values[field].trim();
  return out;
}

/**
 * Add and Edit Customer: the customer's fields in the order of product.md §Customers, a
 * password when adding. Last name and display name are required: Save is disabled until they are
 * filled, and their messages show once a field is left. The add-to-route variant has two buttons,
 * Save and ADD TO ROUTE, whose tag the app receives. Autofill is off: an admin types someone
 * else's details, not their own.
 */
export function CustomerModal({
  open,
  onOpenChange,
  draftKey,
  mode,
  customer,
  onSave,
  saving = false,
  error = null,
  location,
  onFindFromAddress,
  onRemovePin,
  positionSource,
  mapTiles,
}: CustomerModalProps) {
  const [values, setValues] = useState<Texts>(() => startValues(customer));
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState<ReadonlySet<CustomerTextField>>(new Set());
  const [lastTag, setLastTag] = useState<CustomerSaveTag>('save');
  // Typed (or located, or dragged) coordinates; null shows the saved location, which then follows
  // what Find from address or Remove pin answer.
  const [typedCoordinates, setTypedCoordinates] = useState<CoordinateTexts | null>(null);
  const [coordinatesTouched, setCoordinatesTouched] = useState<ReadonlySet<string>>(new Set());
  const save = useSaveAction();

  // The form starts afresh (or from the customer being edited) each time the modal opens.
  useOnOpen(open, () => {
    setValues(startValues(customer));
    setPassword('');
    setTouched(new Set());
    setTypedCoordinates(null);
    setCoordinatesTouched(new Set());
    save.clearError();
  });

  // The password stays out of the draft; typing one still asks before closing.
  const draft = useFormDraft<DraftValues>({
    open,
    draftKey,
    values: { ...values, coordinates: typedCoordinates },
    initial: { ...startValues(customer), coordinates: null },
    fill: ({ coordinates = null, ...texts }) => {
      setValues({ ...startValues(customer), ...texts });
      setTypedCoordinates(coordinates);
    },
    changed:
      password !== '' ||
      typedCoordinates !== null ||
      JSON.stringify(values) !== JSON.stringify(startValues(customer)),
  });

  const adding = mode !== 'edit';
  const errors: Partial<Record<CustomerTextField, string>> = validateCustomer(values);
  const hasLocation = location !== undefined;
  const coordinates = typedCoordinates ?? locationTexts(location);
  const locationErrors = hasLocation ? validateLocation(readCoordinates(coordinates)) : {};
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !hasErrors(locationErrors) && !busy;
  const shownError = error ?? save.saveError;

  const touch = (field: CustomerTextField) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const tag: CustomerSaveTag = submitter?.dataset.tag === 'toRoute' ? 'toRoute' : 'save';
    if (!canSave) {
      setTouched(new Set(CUSTOMER_TEXT_FIELDS));
      setCoordinatesTouched(new Set(['latitude', 'longitude']));
      return;
    }
    setLastTag(tag);
    const result: CustomerValues = trimmed(values);
    if (adding && password !== '') result.password = password;
    const pin = hasLocation ? changedLocation(typedCoordinates, location) : undefined;
    if (pin !== undefined) result.location = pin;
    if (await save.run(() => onSave(result, tag))) draft.saved();
  }

  // Save comes first: Enter in a field saves without adding to the route.
  const submitButtons = (formId: string) => (
    <>
      <Button
        type="submit"
        form={formId}
        variant={mode === 'addToRoute' ? 'secondary' : 'primary'}
        data-tag="save"
        disabled={!canSave}
        loading={busy && (mode !== 'addToRoute' || lastTag === 'save')}
      >
        Save
      </Button>
      {mode === 'addToRoute' && (
        <Button
          type="submit"
          form={formId}
          data-tag="toRoute"
          disabled={!canSave}
          loading={busy && lastTag === 'toRoute'}
        >
          ADD TO ROUTE
        </Button>
      )}
    </>
  );

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={adding ? 'Add Customer' : 'Edit Customer'}
      submitLabel="Save"
      submitButtons={submitButtons}
      canSubmit={canSave}
      busy={busy}
      error={shownError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      {CUSTOMER_TEXT_FIELDS.map((field) => {
        const spec = FIELDS[field];
        const common = {
          name: field,
          value: values[field],
          required: REQUIRED.has(field),
          onBlur: () => touch(field),
          autoComplete: 'off',
        };
        const fieldError = touched.has(field) ? errors[field] : undefined;
        const update = (value: string) => setValues((current) => ({ ...current, [field]: value }));
        if (spec.multiline) {
          return (
            <Field key={field} label={spec.label} error={fieldError}>
              {(control) => (
                <textarea
                  {...common}
                  {...control}
                  className={styles.textarea}
                  rows={4}
                  onChange={(event) => update(event.target.value)}
                />
              )}
            </Field>
          );
        }
        return (
          <TextField
            key={field}
            {...common}
            label={spec.label}
            type={spec.type}
            inputMode={spec.inputMode}
            error={fieldError}
            onChange={(event) => update(event.target.value)}
          />
        );
      })}
      {adding && (
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
      {hasLocation && (
        <CustomerLocationFields
          location={location}
          adding={adding}
          value={coordinates}
          onChange={setTypedCoordinates}
          errors={{
            latitude: coordinatesTouched.has('latitude') ? locationErrors.latitude : undefined,
            longitude: coordinatesTouched.has('longitude') ? locationErrors.longitude : undefined,
          }}
          onBlur={(field) => setCoordinatesTouched((current) => new Set(current).add(field))}
          onFindFromAddress={onFindFromAddress}
          onRemovePin={
            onRemovePin &&
            (async () => {
              await onRemovePin();
              setTypedCoordinates(null);
            })
          }
          positionSource={positionSource}
          mapTiles={mapTiles}
          name={values.displayName.trim() || undefined}
          unsaved={
            hasErrors(locationErrors) ? undefined : changedLocation(typedCoordinates, location)
          }
        />
      )}
    </FormModal>
  );
}

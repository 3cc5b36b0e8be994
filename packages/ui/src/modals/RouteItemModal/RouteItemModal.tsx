import { messages, TIMING, validateRouteItem } from '@routebook/schema';
import { useEffect, useId, useState, type FormEvent } from 'react';

import { Button } from '../../Button';
import { useFormDraft } from '../../drafts';
import { isBlankRichTextHtml, RichTextEditor } from '../../editor';
import { FormModal } from '../FormModal';
import { SelectField } from '../../SelectField';
import { useSaveAction } from '../saveError';
import styles from './RouteItemModal.module.css';
import { useOnOpen } from '../useOnOpen';
import {
  CustomerPicker,
  type CustomerPickerCustomer,
  type CustomerSearchAnswer,
} from '../../CustomerPicker';

/** A route item is a job (for a customer) or a route note (rich text). */
export type RouteItemType = 'job' | 'note';

/** What SAVE returns: the customer of a job, or a note's HTML. */
export type RouteItemValues = { type: 'job'; customerId: string } | { type: 'note'; note: string };

export interface RouteItemModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** 'add' titles it Add Item, 'edit' Edit Item. */
  mode: 'add' | 'edit';
  /**
   * Where the form starts each time the modal opens. A new `customer` while it is open (say the
   * one just made through Add New Customer) becomes the chosen customer of a job.
   */
  initial?: {
    type: RouteItemType;
    customer?: CustomerPickerCustomer | null;
    /** The note's HTML. */
    note?: string;
  };
  /** The first of the company's active customers whose name contains the text (any case). */
  searchCustomers(query: string): Promise<CustomerSearchAnswer>;
  /** Add New Customer was pressed: the app opens the Add Customer modal. */
  onAddNewCustomer(): void;
  /**
   * Where a draft of what is typed is kept, per purpose and record (e.g. `routeItem:add:<routeId>`);
   * without it nothing is kept after closing.
   */
  draftKey?: string;
  /** Saves the item; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: RouteItemValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type', disabled: true },
  { value: 'job', label: 'Job' },
  { value: 'note', label: 'Route Note' },
];

/**
 * Add/Edit Item: a type, Job or Route Note. A job's customer is found by
 * search (or made with Add New Customer); a note is rich text. SAVE is disabled while no type is
 * chosen, the note is blank, or it is saving. SAVE on a job without a customer shows "Customer
 * Required!" for 4 seconds instead of saving. A failed save keeps everything and shows why.
 */
export function RouteItemModal({
  open,
  onOpenChange,
  mode,
  initial,
  searchCustomers,
  onAddNewCustomer,
  draftKey,
  onSave,
  saving = false,
  error = null,
}: RouteItemModalProps) {
  const customerFieldId = useId();
  const [type, setType] = useState<RouteItemType | ''>(initial?.type ?? '');
  const [typeTouched, setTypeTouched] = useState(false);
  const [customer, setCustomer] = useState<CustomerPickerCustomer | null>(
    initial?.customer ?? null,
  );
  const [note, setNote] = useState(initial?.note ?? '');
  // Remounts the editor (it reads its HTML once) when the modal opens again.
  const [editorKey, setEditorKey] = useState(0);
  // When "Customer Required!" was last asked for; it shows for TIMING.customerRequiredMessage.
  const [customerRequiredAt, setCustomerRequiredAt] = useState<number | null>(null);
  const save = useSaveAction();

  // The form starts from `initial` each time the modal opens.
  useOnOpen(open, () => {
    setType(initial?.type ?? '');
    setTypeTouched(false);
    setCustomer(initial?.customer ?? null);
    setNote(initial?.note ?? '');
    setEditorKey((key) => key + 1);
    setCustomerRequiredAt(null);
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { type, customer, note },
    initial: {
      type: initial?.type ?? ('' as RouteItemType | ''),
      customer: initial?.customer ?? null,
      note: initial?.note ?? '',
    },
    fill(values) {
      // A customer handed in (just made through Add New Customer) wins over the draft's.
      setType(initial?.customer ? 'job' : values.type);
      setCustomer(initial?.customer ?? values.customer);
      setNote(values.note);
      setEditorKey((key) => key + 1);
    },
  });

  // A customer handed in while open (made through Add New Customer) is chosen for the job.
  const initialCustomer = initial?.customer ?? null;
  const [seenInitialCustomer, setSeenInitialCustomer] = useState(initialCustomer?.id ?? null);
  if ((initialCustomer?.id ?? null) !== seenInitialCustomer) {
    setSeenInitialCustomer(initialCustomer?.id ?? null);
    if (open && initialCustomer !== null) {
      setType('job');
      setCustomer(initialCustomer);
      setCustomerRequiredAt(null);
    }
  }

  useEffect(() => {
    if (customerRequiredAt === null) return;
    const timer = setTimeout(() => setCustomerRequiredAt(null), TIMING.customerRequiredMessage);
    return () => clearTimeout(timer);
  }, [customerRequiredAt]);

  const errors = validateRouteItem({ type, customerId: customer?.id ?? null, note });
  // A note with only an image is not blank, which the editor knows best.
  const noteBlank = type === 'note' && isBlankRichTextHtml(note);
  const busy = saving || save.pending;
  const canPressSave = errors.type === undefined && !noteBlank && !busy;
  const shownError = error ?? save.saveError;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canPressSave) {
      setTypeTouched(true);
      return;
    }
    if (type === 'job') {
      if (customer === null) {
        setCustomerRequiredAt(Date.now());
        document.getElementById(customerFieldId)?.focus();
        return;
      }
      if (await save.run(() => onSave({ type: 'job', customerId: customer.id }))) draft.saved();
    } else if (type === 'note') {
      if (await save.run(() => onSave({ type: 'note', note }))) draft.saved();
    }
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title={mode === 'add' ? 'Add Item' : 'Edit Item'}
      submitLabel="SAVE"
      canSubmit={canPressSave}
      busy={busy}
      error={shownError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      <SelectField
        label="Type"
        name="type"
        options={TYPE_OPTIONS}
        value={type}
        required
        onChange={(event) => setType(event.target.value as RouteItemType)}
        onBlur={() => setTypeTouched(true)}
        error={typeTouched ? errors.type : undefined}
      />
      {type === 'job' && (
        <div className={styles.job}>
          <CustomerPicker
            id={customerFieldId}
            customer={customer}
            onCustomerChange={(next) => {
              setCustomer(next);
              if (next !== null) setCustomerRequiredAt(null);
            }}
            searchCustomers={searchCustomers}
            error={customerRequiredAt !== null ? messages.customerRequired : undefined}
          />
          <Button variant="secondary" onClick={onAddNewCustomer} className={styles.addCustomer}>
            Add New Customer
          </Button>
        </div>
      )}
      {type === 'note' && (
        <RichTextEditor key={editorKey} label="Note" value={note} onChange={setNote} />
      )}
    </FormModal>
  );
}

import { hasErrors, validateAddJob } from '@routebook/schema';
import { useState, type FormEvent } from 'react';

import {
  CustomerPicker,
  type CustomerPickerCustomer,
  type CustomerSearchAnswer,
} from '../../CustomerPicker';
import { SelectField } from '../../SelectField';
import { useFormDraft } from '../../drafts';
import { FormModal } from '../FormModal';
import { useOnOpen } from '../useOnOpen';
import { useSaveAction } from '../saveError';

/** The statuses a new job may start with (product.md §Job statuses). */
export type AddJobStatus = 'active' | 'complete';

/** A job is active on creation unless Complete is chosen, so Status starts at Active. */
const DEFAULT_STATUS: AddJobStatus = 'active';

/** What 'Add job' returns. */
export interface AddJobValues {
  status: AddJobStatus;
  customerId: string;
}

export interface AddJobModalProps {
  /**
   * Where a draft of what is typed is kept, per purpose and record; without it nothing is kept
   * after closing.
   */
  draftKey?: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /**
   * The first of the company's active customers whose name contains the text (blank: the first
   * by name), as the server answers them: a page, never the whole company.
   */
  searchCustomers(query: string): Promise<CustomerSearchAnswer>;
  /** Adds the job; the app closes the modal on success. A rejection keeps it open. */
  onSave(values: AddJobValues): Promise<void> | void;
  /** The app is saving. */
  saving?: boolean;
  /** Why the last save failed. */
  error?: string | null;
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'complete', label: 'Complete' },
];

type Touched = Partial<Record<'status' | 'customer', true>>;

/**
 * Add Job: a Status (Active or Complete) from a native select, and a Customer
 * chosen from the company's customers through customer search (the same combobox as Add Item; the
 * empty field lists the first customers by name, typing narrows them on the server). Status starts
 * at Active. 'Add job' is disabled until a customer is chosen; the field says why only
 * once it was left without one (or a submit was tried), never on opening. The close button and
 * Cancel dismiss it.
 */
export function AddJobModal({
  open,
  onOpenChange,
  draftKey,
  searchCustomers,
  onSave,
  saving = false,
  error = null,
}: AddJobModalProps) {
  const [status, setStatus] = useState<string>(DEFAULT_STATUS);
  const [customer, setCustomer] = useState<CustomerPickerCustomer | null>(null);
  const [touched, setTouched] = useState<Touched>({});
  const save = useSaveAction();

  // Active and no customer each time the modal opens.
  useOnOpen(open, () => {
    setStatus(DEFAULT_STATUS);
    setCustomer(null);
    setTouched({});
    save.clearError();
  });

  const draft = useFormDraft({
    open,
    draftKey,
    values: { status, customer },
    initial: { status: DEFAULT_STATUS as string, customer: null as CustomerPickerCustomer | null },
    fill(values) {
      setStatus(values.status);
      setCustomer(values.customer);
    },
  });

  const chosenCustomer = customer?.id ?? '';
  const errors = validateAddJob({ status, customerId: chosenCustomer });
  const busy = saving || save.pending;
  const canSave = !hasErrors(errors) && !busy;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) {
      setTouched({ status: true, customer: true });
      return;
    }
    const saved = await save.run(() =>
      onSave({ status: status as AddJobStatus, customerId: chosenCustomer }),
    );
    if (saved) draft.saved();
  }

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Add Job"
      submitLabel="Add job"
      canSubmit={canSave}
      busy={busy}
      error={error ?? save.saveError}
      onSubmit={handleSubmit}
      draft={draft}
    >
      <SelectField
        label="Status"
        name="status"
        options={STATUS_OPTIONS}
        value={status}
        required
        onChange={(event) => setStatus(event.target.value)}
        onBlur={() => setTouched((t) => ({ ...t, status: true }))}
        error={touched.status ? errors.status : undefined}
      />
      <CustomerPicker
        customer={customer}
        onCustomerChange={setCustomer}
        searchCustomers={searchCustomers}
        listOnFocus
        required
        onBlur={() => setTouched((t) => ({ ...t, customer: true }))}
        error={touched.customer ? errors.customer : undefined}
      />
    </FormModal>
  );
}

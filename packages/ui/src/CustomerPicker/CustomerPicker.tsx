import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import { Button } from '../Button';
import { Field } from '../Field';
import { errorText } from '../modals/saveError';
import styles from './CustomerPicker.module.css';

/** A customer as customer search answers it. */
export interface CustomerPickerResult {
  id: string;
  displayName: string;
  fullName: string;
  address1?: string | null;
}

/** The chosen customer (of a job). */
export interface CustomerPickerCustomer {
  id: string;
  displayName: string;
}

/**
 * One answer of customer search: the first matches (the server answers a bounded page, never a
 * whole company's customers) and whether more match than that.
 */
export interface CustomerSearchAnswer {
  customers: readonly CustomerPickerResult[];
  hasMore: boolean;
}

/** How long typing must pause before a search is sent. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 200;

/** Shown when a search finds nobody. */
const NO_MATCH = 'No customer found.';

/** What the status line under the field says about an answer. */
function resultsText({ items, hasMore, error }: Results): string {
  if (error !== null) return error;
  if (items.length === 0) return NO_MATCH;
  if (hasMore) return `The first ${items.length} shown: type more of the name to narrow them.`;
  return '';
}

interface Results {
  items: readonly CustomerPickerResult[];
  /** Whether more customers match than the items. */
  hasMore: boolean;
  /** Why the search failed, if it did. */
  error: string | null;
}

export interface CustomerPickerProps {
  /** The chosen customer, or null while searching. */
  customer: CustomerPickerCustomer | null;
  onCustomerChange(customer: CustomerPickerCustomer | null): void;
  /** Asks the server for the first matches of the text typed (blank: the first customers). */
  searchCustomers(query: string): Promise<CustomerSearchAnswer>;
  /**
   * Whether the empty field lists the first customers when it gets focus, so a company with a
   * few customers can pick without typing (Add Job). Otherwise the list waits for typing.
   */
  listOnFocus?: boolean;
  /** The form needs a customer: the label is marked and assistive technology hears it. */
  required?: boolean;
  /** A message under the field (messages.customerRequired); it marks the field invalid. */
  error?: string;
  /** The search field's id (a modal focuses it to show a message). */
  id?: string;
  /** The search field lost focus (a form marks the field touched). */
  onBlur?(): void;
}

/**
 * The customer of a job (Add Item, Add Job): a combobox that asks `searchCustomers` once typing
 * pauses and lists the answers with their address; arrow keys and Enter (or a tap) choose. When
 * more customers match than the server sent, it says so, and typing more narrows them. The chosen
 * customer is shown with a Change button that brings the search back.
 */
export function CustomerPicker({
  customer,
  onCustomerChange,
  searchCustomers,
  listOnFocus = false,
  required = false,
  error,
  id,
  onBlur,
}: CustomerPickerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const changeId = `${inputId}-change`;
  const listboxId = useId();
  const optionId = (index: number) => `${listboxId}-option-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // Only the latest search may answer; a pending one is dropped when the field unmounts.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const items = results?.items ?? [];
  const listShown = expanded && items.length > 0;
  const statusText = !expanded || results === null ? '' : resultsText(results);

  // Escape closes the list, not the dialog: the dialog listens on the document (capture), so the
  // key is marked handled on the window before it gets there.
  useEffect(() => {
    if (!listShown) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== inputRef.current) return;
      event.preventDefault();
      setExpanded(false);
      setActiveIndex(-1);
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [listShown]);

  function search(text: string, delay = CUSTOMER_SEARCH_DEBOUNCE_MS) {
    clearTimeout(timer.current);
    const request = ++latest.current;
    if (text.trim() === '' && !listOnFocus) {
      setResults(null);
      return;
    }
    timer.current = setTimeout(() => {
      searchCustomers(text).then(
        ({ customers, hasMore }) => {
          if (request === latest.current) setResults({ items: customers, hasMore, error: null });
        },
        (reason: unknown) => {
          if (request === latest.current) {
            setResults({ items: [], hasMore: false, error: errorText(reason) });
          }
        },
      );
    }, delay);
  }

  function choose(result: CustomerPickerResult) {
    clearTimeout(timer.current);
    latest.current++;
    setQuery('');
    setResults(null);
    setExpanded(false);
    setActiveIndex(-1);
    onCustomerChange({ id: result.id, displayName: result.displayName });
    // The field gives way to the chosen customer: focus its Change button.
    requestAnimationFrame(() => document.getElementById(changeId)?.focus());
  }

  function change() {
    onCustomerChange(null);
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      setExpanded(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        !listShown || index < 0
          ? step === 1
            ? 0
            : items.length - 1
          : (index + step + items.length) % items.length,
      );
    } else if (event.key === 'Enter' && listShown) {
      // Enter chooses the highlighted customer instead of submitting the form.
      event.preventDefault();
      const result = items[activeIndex];
      if (result) choose(result);
    }
  }

  if (customer !== null) {
    return (
      <div className={styles.chosen} role="group" aria-labelledby={`${inputId}-chosen-label`}>
        <span id={`${inputId}-chosen-label`} className={styles.chosenLabel}>
          Customer
        </span>
        <div className={styles.chosenRow}>
          <span className={styles.chosenName}>{customer.displayName}</span>
          <Button
            id={changeId}
            className={styles.change}
            variant="secondary"
            onClick={change}
            aria-label={`Change customer (${customer.displayName})`}
          >
            Change
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.search}>
      <Field label="Customer" id={inputId} error={error}>
        {(control) => (
          <input
            {...control}
            ref={inputRef}
            className={styles.input}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-required={required || undefined}
            aria-expanded={listShown}
            aria-controls={listboxId}
            aria-activedescendant={
              listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined
            }
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setExpanded(true);
              setActiveIndex(-1);
              search(event.target.value);
            }}
            onBlur={() => {
              setExpanded(false);
              onBlur?.();
            }}
            onFocus={() => {
              setExpanded(true);
              if (listOnFocus && results === null) search(query, 0);
            }}
            onKeyDown={handleKeyDown}
          />
        )}
      </Field>
      <ul
        id={listboxId}
        role="listbox"
        aria-label="Customers"
        className={styles.listbox}
        hidden={!listShown}
      >
        {items.map((result, index) => (
          // A combobox (aria-activedescendant): keys go to its input and the options are never
          // focused, so an option's click needs no key handler of its own.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={result.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className={styles.option}
            // Keep focus in the field: the click chooses.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(result)}
            onMouseMove={() => setActiveIndex(index)}
          >
            <span className={styles.optionName}>{result.displayName}</span>
            {result.address1 && (
              <>
                <span className={styles.visuallyHidden}>, </span>
                <span className={styles.optionAddress}>{result.address1}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      <p role="status" className={statusText ? styles.searchStatus : styles.visuallyHidden}>
        {statusText}
      </p>
    </div>
  );
}

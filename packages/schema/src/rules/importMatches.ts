import { foldForSearch } from './customerSearch';

/** The fields that tell an imported row is a customer the company already has. */
export interface ImportMatchFields {
  displayName?: string | null;
  address1?: string | null;
}

/** What an import does with a row matching an existing customer; skip by default. */
export type ExistingCustomerAction = 'skip' | 'update';
export const DEFAULT_EXISTING_CUSTOMER_ACTION: ExistingCustomerAction = 'skip';

const part = (text: string | null | undefined) =>
  foldForSearch((text ?? '').trim().replace(/\s+/g, ' '));

/**
 * A row is the same customer as an existing one when its name (the display name every list shows)
 * and its address (line 1) are the same, ignoring case, accents and extra spaces; so importing the
 * same file twice does not make a second "Moore Farm". Two customers with one name at different
 * addresses stay two.
 */
export function importMatchKey(fields: ImportMatchFields): string {
  return `${part(fields.displayName)}\n${part(fields.address1)}`;
}

import { useId, useState, type FormEvent } from 'react';
import type { ExistingCustomerAction } from '@routebook/schema';
import { Button } from '@routebook/ui';
import type { PendingImport } from './useCsvImport';
import styles from './CustomerImportPage.module.css';

const rowsWord = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * Before importing, the file's rows that match a customer the company already has (same
 * name and address), and the admin's choice for them: Skip (the default) or Update the existing
 * customers. Import sends the file with that choice; Cancel imports nothing.
 */
export function ImportMatches({
  pending,
  onImport,
  onCancel,
}: {
  pending: PendingImport;
  onImport(existing: ExistingCustomerAction): void;
  onCancel(): void;
}) {
  const [choice, setChoice] = useState<ExistingCustomerAction>('skip');
  const headingId = useId();
  const { matches, recordCount, locatedFromFileCount } = pending;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onImport(choice);
  };
  return (
    <section className={styles.matches} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.subtitle}>
        {rowsWord(matches.length)} of {recordCount} match customers you already have
      </h2>
      {locatedFromFileCount > 0 && (
        <p>
          {rowsWord(locatedFromFileCount)} of {recordCount}{' '}
          {locatedFromFileCount === 1 ? 'places its pin' : 'place their pins'} from the latitude and
          longitude columns; the others are found from their address.
        </p>
      )}
      <p>Same name and address as an existing customer:</p>
      <ul className={styles.matchList} aria-label="Matching rows">
        {matches.map((match) => (
          <li key={match.line}>
            Line {match.line}: {match.displayName}
            {match.address1 ? `, ${match.address1}` : ''}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className={styles.matchForm}>
        <fieldset className={styles.choice}>
          <legend>For these rows</legend>
          <label>
            <input
              type="radio"
              name="existing"
              value="skip"
              checked={choice === 'skip'}
              onChange={() => setChoice('skip')}
            />
            Skip them: keep the existing customers as they are
          </label>
          <label>
            <input
              type="radio"
              name="existing"
              value="update"
              checked={choice === 'update'}
              onChange={() => setChoice('update')}
            />
            Update the existing customers with the file&apos;s values
          </label>
        </fieldset>
        <div className={styles.matchActions}>
          <Button type="submit">Import {pending.file.name}</Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { messages, validateCompanyWebsite } from '@routebook/schema';
import { Button, TextField, useToast } from '@routebook/ui';
import type { SettingsProfileForm_company$key } from './__generated__/SettingsProfileForm_company.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useUpdateCompany } from './mutations';
import styles from './SettingsPage.module.css';

export const SETTINGS_SAVED = 'Settings saved.';

type Profile = Record<
  'name' | 'address' | 'address2' | 'addressCity' | 'addressState' | 'addressZip' | 'website',
  string
>;

/** Labels and autofill hints, in the order shown. The address is the company's own. */
const FIELDS: readonly { field: keyof Profile; label: string; autoComplete: string }[] = [
  { field: 'name', label: 'Company name', autoComplete: 'organization' },
  { field: 'address', label: 'Address line 1', autoComplete: 'address-line1' },
  { field: 'address2', label: 'Address line 2', autoComplete: 'address-line2' },
  { field: 'addressCity', label: 'City', autoComplete: 'address-level2' },
  { field: 'addressState', label: 'Province/State', autoComplete: 'address-level1' },
  { field: 'addressZip', label: 'Postal code/Zip', autoComplete: 'postal-code' },
  { field: 'website', label: 'Website', autoComplete: 'url' },
];

const trimmed = (profile: Profile): Profile =>
  Object.fromEntries(Object.entries(profile).map(([k, v]) => [k, v.trim()])) as Profile;

/**
 * The company's profile: name (required: SAVE is disabled and the message shows while it is
 * blank), address lines, city, state, zip and website. A refusal shows the server's message
 * under the fields and keeps what was typed.
 */
export function SettingsProfileForm({ company }: { company: SettingsProfileForm_company$key }) {
  const data = useFragment(
    graphql`
      fragment SettingsProfileForm_company on Company {
        id
        name
        address
        address2
        addressCity
        addressState
        addressZip
        website
      }
    `,
    company,
  );
  const [values, setValues] = useState<Profile>(() => ({
    name: data.name,
    address: data.address ?? '',
    address2: data.address2 ?? '',
    addressCity: data.addressCity ?? '',
    addressState: data.addressState ?? '',
    addressZip: data.addressZip ?? '',
    website: data.website ?? '',
  }));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [update, saving] = useUpdateCompany();
  const { show } = useToast();
  const headingId = useId();

  // The website's rule is shown once SAVE was pressed, not while the address is being typed.
  const [checked, setChecked] = useState(false);

  const nameError = values.name.trim() === '' ? messages.companyNameRequired : undefined;
  const websiteError = checked ? validateCompanyWebsite(values).website : undefined;
  const canSave = nameError === undefined && !saving;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setChecked(true);
    if (validateCompanyWebsite(values).website) return;
    const profile = trimmed(values);
    setSaveError(null);
    try {
      await commitAsPromise(update, { variables: { id: data.id, data: profile } });
    } catch (failure) {
      setSaveError((failure as Error).message);
      return;
    }
    setValues(profile);
    show(SETTINGS_SAVED, { tone: 'success' });
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Company profile
      </h2>
      <form className={styles.form} onSubmit={save} noValidate>
        {FIELDS.map(({ field, label, autoComplete }) => (
          <TextField
            key={field}
            label={label}
            name={field}
            value={values[field]}
            autoComplete={autoComplete}
            inputMode={field === 'website' ? 'url' : undefined}
            required={field === 'name'}
            error={field === 'name' ? nameError : field === 'website' ? websiteError : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setValues((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
        {saveError && (
          <p role="alert" className={styles.error}>
            {saveError}
          </p>
        )}
        <Button type="submit" className={styles.submit} disabled={!canSave} loading={saving}>
          SAVE
        </Button>
      </form>
    </section>
  );
}

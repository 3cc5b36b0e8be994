import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { DEFAULT_ON_MY_WAY_MESSAGE, fillOnMyWay, validateOnMyWayMessage } from '@routebook/schema';
import { Button, TextAreaField, useToast } from '@routebook/ui';
import type { SettingsOnMyWay_company$key } from './__generated__/SettingsOnMyWay_company.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useSession } from '../../services/services';
import { useUpdateCompany } from './mutations';
import { SETTINGS_SAVED } from './SettingsProfileForm';
import styles from './SettingsPage.module.css';

/** The preview's customer: a first name as most customers have. */
const PREVIEW_CUSTOMER = { firstName: 'Ana', displayName: 'Ana Lopez' };

/**
 * The text On my way prefills for the next customer. Required and at most 480
 * characters (the shared rule); the preview fills it as the app will, with the admin as the
 * technician. "Use the default" puts the default text back in the field.
 */
export function SettingsOnMyWay({ company }: { company: SettingsOnMyWay_company$key }) {
  const data = useFragment(
    graphql`
      fragment SettingsOnMyWay_company on Company {
        id
        name
        onMyWayMessage
      }
    `,
    company,
  );
  const session = useSession();
  const [text, setText] = useState(data.onMyWayMessage);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [update, saving] = useUpdateCompany();
  const { show } = useToast();
  const headingId = useId();
  const previewId = useId();

  const error = validateOnMyWayMessage({ onMyWayMessage: text }).onMyWayMessage;
  const canSave = error === undefined && !saving;
  const preview = fillOnMyWay(text, {
    customer: PREVIEW_CUSTOMER,
    technician: { firstName: session?.user.firstName, lastName: session?.user.lastName },
    company: data.name,
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSave) return;
    setSaveError(null);
    try {
      await commitAsPromise(update, {
        variables: { id: data.id, data: { onMyWayMessage: text.trim() } },
      });
    } catch (failure) {
      setSaveError((failure as Error).message);
      return;
    }
    setText(text.trim());
    show(SETTINGS_SAVED, { tone: 'success' });
  }

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        On my way
      </h2>
      <form className={styles.form} onSubmit={save} noValidate>
        <TextAreaField
          label="On my way message"
          name="onMyWayMessage"
          rows={4}
          value={text}
          required
          error={error}
          hint="{customer} is the customer's first name, {technician} yours, {company} the company's name, {minutes} 15."
          aria-describedby={previewId}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={previewId} className={styles.preview}>
          <span className={styles.previewLabel}>Preview:</span> {preview}
        </p>
        {saveError && (
          <p role="alert" className={styles.error}>
            {saveError}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="submit" disabled={!canSave} loading={saving}>
            Save message
          </Button>
          <Button
            variant="secondary"
            disabled={text === DEFAULT_ON_MY_WAY_MESSAGE}
            onClick={() => setText(DEFAULT_ON_MY_WAY_MESSAGE)}
          >
            Use the default
          </Button>
        </div>
      </form>
    </section>
  );
}

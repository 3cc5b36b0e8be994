import { useId, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { LOGO_MAX_WIDTH_PX } from '@routebook/schema';
import { Button, useToast, useUploadUrl } from '@routebook/ui';
import type { SettingsLogo_company$key } from './__generated__/SettingsLogo_company.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { watchUploadProgress } from '../../relay/uploadProgress';
import { useUpdateCompany, useUploadLogo } from './mutations';
import styles from './SettingsPage.module.css';

export const LOGO_SAVED = 'Logo saved.';
export const LOGO_REMOVED = 'Logo removed.';

/** The types uploadImage takes (the server checks the bytes; this only narrows the picker). */
const LOGO_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** An upload under way: the fraction sent, or null while it is not known. */
type Upload = { fraction: number | null } | null;

/**
 * The company's logo as the menu shows it (at most 75 px wide). Choose logo uploads the file
 * (uploadImage) and then saves its URL as the logo (updateCompany); Remove logo clears it. A
 * refused file shows the server's reason.
 */
export function SettingsLogo({ company }: { company: SettingsLogo_company$key }) {
  const data = useFragment(
    graphql`
      fragment SettingsLogo_company on Company {
        id
        name
        logo
      }
    `,
    company,
  );
  const [uploadImage] = useUploadLogo();
  const [update, saving] = useUpdateCompany();
  const [upload, setUpload] = useState<Upload>(null);
  const [error, setError] = useState<string | null>(null);
  const { show } = useToast();
  const uploadUrl = useUploadUrl();
  const inputRef = useRef<HTMLInputElement>(null);
  const headingId = useId();
  const hintId = useId();
  const busy = upload !== null || saving;

  const saveLogo = async (logo: string | null, done: string) => {
    await commitAsPromise(update, { variables: { id: data.id, data: { logo } } });
    show(done, { tone: 'success' });
  };

  const choose = async (file: File) => {
    setError(null);
    setUpload({ fraction: null });
    const stop = watchUploadProgress(file, (fraction) => setUpload({ fraction }));
    try {
      const answer = await commitAsPromise(uploadImage, {
        variables: { file: null },
        uploadables: { file },
      });
      await saveLogo(answer.uploadImage.url, LOGO_SAVED);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      stop();
      setUpload(null);
    }
  };

  const remove = async () => {
    setError(null);
    try {
      await saveLogo(null, LOGO_REMOVED);
      // Remove logo is gone now: keep the keyboard where the next step is.
      inputRef.current?.focus();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Logo
      </h2>
      {data.logo ? (
        <img
          className={styles.logo}
          style={{ maxWidth: LOGO_MAX_WIDTH_PX }}
          src={uploadUrl(data.logo)}
          alt={`${data.name} logo`}
        />
      ) : (
        <p className={styles.muted}>No logo yet.</p>
      )}
      <p id={hintId} className={styles.muted}>
        PNG, JPEG, GIF or WebP. The menu shows it at most {LOGO_MAX_WIDTH_PX} px wide.
      </p>
      <div className={styles.actions}>
        {/* The label is the button: the input inside it stays focusable and keeps its name. */}
        <label className={styles.fileButton} data-disabled={busy || undefined}>
          Choose logo
          <input
            ref={inputRef}
            className={styles.fileInput}
            type="file"
            accept={LOGO_TYPES}
            // Not `disabled`: that would drop the keyboard's focus while the upload runs.
            aria-disabled={busy || undefined}
            aria-describedby={hintId}
            onClick={(event) => {
              if (busy) event.preventDefault();
            }}
            onChange={(event) => {
              const [file] = event.currentTarget.files ?? [];
              // Cleared so that choosing the same file again is a change too.
              event.currentTarget.value = '';
              if (file) void choose(file);
            }}
          />
        </label>
        {data.logo && (
          <Button
            variant="secondary"
            disabled={busy}
            loading={saving && upload === null}
            onClick={() => void remove()}
          >
            Remove logo
          </Button>
        )}
      </div>
      {upload && (
        <progress
          className={styles.progress}
          aria-label="Uploading logo"
          max={1}
          value={upload.fraction ?? undefined}
        />
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}

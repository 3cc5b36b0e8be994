import { ImportHistoryLocations } from '@routebook/ui';
import type { ImportOutcome } from './useCsvImport';
import styles from './CustomerImportPage.module.css';

/**
 * The upload under way (its file and progress), then the server's summary or why it failed, and
 * where the imported customers are: pins from the file, found from the address, and each line
 * that needs a pin.
 */
export function ImportStatus({
  progress,
  outcome,
}: {
  progress: { file: string; fraction: number | null } | null;
  outcome: ImportOutcome;
}) {
  return (
    <>
      {progress && (
        <div className={styles.progress}>
          <label htmlFor="customer-import-progress">Uploading {progress.file}</label>
          <progress
            id="customer-import-progress"
            max={1}
            {...(progress.fraction === null ? {} : { value: progress.fraction })}
          />
        </div>
      )}
      {outcome && (
        <p
          className={outcome.tone === 'error' ? styles.error : styles.success}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      {outcome?.locations && (
        <div className={styles.locations}>
          <ImportHistoryLocations locations={outcome.locations} />
        </div>
      )}
    </>
  );
}

import type { ImportOutcome } from './useCsvImport';
import styles from './CustomerImportPage.module.css';

/** The upload under way (its file and progress), then the server's summary or why it failed. */
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
    </>
  );
}

import { useState } from 'react';
import type { ExistingCustomerAction } from '@routebook/schema';
import { useToast, type ImportLocations } from '@routebook/ui';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { watchUploadProgress } from '../../relay/uploadProgress';
import { csvFileProblem } from './csvFile';
import { usePreviewCustomerCsv, useUploadCustomerCsv } from './mutations';

/** The server's summary or why it failed; an import's locations with its summary. */
export type ImportOutcome = {
  tone: 'success' | 'error';
  text: string;
  locations?: ImportLocations;
} | null;

/** A row of the file with the same name and address as an existing customer. */
export interface ImportMatch {
  line: number;
  displayName: string;
  address1: string | null;
}

/** A file whose matching rows wait for the admin's choice: skip or update them. */
export interface PendingImport {
  file: File;
  recordCount: number;
  /** Rows whose latitude and longitude place their pin; the others are found from the address. */
  locatedFromFileCount: number;
  matches: readonly ImportMatch[];
}

/**
 * Sends a customer CSV through uploadCustomerCSV (checked first, with the bytes-sent progress) and
 * keeps what the page shows: the upload in progress, then the server's summary or why it failed.
 * The file is previewed first; when rows match existing customers it waits (`pending`)
 * for `confirm('skip' | 'update')` or `cancel()`; otherwise it is imported at once.
 */
export function useCsvImport(companyId: string) {
  const { show } = useToast();
  const [upload, uploading] = useUploadCustomerCsv(companyId);
  const [preview, previewing] = usePreviewCustomerCsv();
  const [progress, setProgress] = useState<{ file: string; fraction: number | null } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome>(null);
  const [pending, setPending] = useState<PendingImport | null>(null);

  /** Sends the file (its progress shown) through `work`; a refusal becomes the outcome. */
  const withProgress = async <T>(file: File, work: () => Promise<T>): Promise<T | null> => {
    setProgress({ file: file.name, fraction: null });
    const stop = watchUploadProgress(file, (fraction) =>
      setProgress({ file: file.name, fraction }),
    );
    try {
      return await work();
    } catch (failure) {
      setOutcome({ tone: 'error', text: (failure as Error).message });
      return null;
    } finally {
      stop();
      setProgress(null);
    }
  };

  const importFile = async (file: File, existing: ExistingCustomerAction): Promise<boolean> => {
    const answer = await withProgress(file, () =>
      commitAsPromise(upload, {
        variables: { companyId, file: null, existing },
        uploadables: { file },
      }),
    );
    if (!answer) return false;
    const { result, msg, customerImport } = answer.uploadCustomerCSV;
    const tone = result === 'success' ? 'success' : 'error';
    const { locatedFromFileCount, geocodedCount, needsPinLines } = customerImport;
    setOutcome({
      tone,
      text: msg ?? '',
      locations: { locatedFromFileCount, geocodedCount, needsPinLines },
    });
    if (msg) show(msg, { tone });
    return tone === 'success';
  };

  const send = async (file: File): Promise<boolean> => {
    const problem = csvFileProblem(file);
    setPending(null);
    if (problem) {
      setOutcome({ tone: 'error', text: problem });
      return false;
    }
    setOutcome(null);
    const answer = await withProgress(file, () =>
      commitAsPromise(preview, { variables: { companyId, file: null }, uploadables: { file } }),
    );
    if (!answer) return false;
    const { matches, recordCount, locatedFromFileCount } = answer.previewCustomerCSV;
    if (matches.length === 0) return importFile(file, 'skip');
    setPending({
      file,
      recordCount,
      locatedFromFileCount,
      matches: matches.map(({ line, displayName, address1 }) => ({
        line,
        displayName,
        address1: address1 ?? null,
      })),
    });
    return false;
  };

  const confirm = async (existing: ExistingCustomerAction): Promise<boolean> => {
    if (!pending) return false;
    setPending(null);
    return importFile(pending.file, existing);
  };

  return {
    send,
    confirm,
    cancel: () => setPending(null),
    pending,
    uploading: uploading || previewing,
    progress,
    outcome,
  };
}

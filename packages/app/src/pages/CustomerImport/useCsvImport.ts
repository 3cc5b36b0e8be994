import { useState } from 'react';
import { useToast } from '@routebook/ui';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { watchUploadProgress } from '../../relay/uploadProgress';
import { csvFileProblem } from './csvFile';
import { useUploadCustomerCsv } from './mutations';

export type ImportOutcome = { tone: 'success' | 'error'; text: string } | null;

/**
 * Sends a customer CSV through uploadCustomerCSV (checked first, with the bytes-sent progress) and
 * keeps what the page shows: the upload in progress, then the server's summary or why it failed.
 */
export function useCsvImport(companyId: string) {
  const { show } = useToast();
  const [upload, uploading] = useUploadCustomerCsv(companyId);
  const [progress, setProgress] = useState<{ file: string; fraction: number | null } | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome>(null);

  const send = async (file: File): Promise<boolean> => {
    const problem = csvFileProblem(file);
    if (problem) {
      setOutcome({ tone: 'error', text: problem });
      return false;
    }
    setOutcome(null);
    setProgress({ file: file.name, fraction: null });
    const stop = watchUploadProgress(file, (fraction) =>
      setProgress({ file: file.name, fraction }),
    );
    try {
      const answer = await commitAsPromise(upload, {
        variables: { companyId, file: null },
        uploadables: { file },
      });
      const { result, msg } = answer.uploadCustomerCSV;
      const tone = result === 'success' ? 'success' : 'error';
      setOutcome({ tone, text: msg ?? '' });
      if (msg) show(msg, { tone });
      return tone === 'success';
    } catch (failure) {
      setOutcome({ tone: 'error', text: (failure as Error).message });
      return false;
    } finally {
      stop();
      setProgress(null);
    }
  };

  return { send, uploading, progress, outcome };
}

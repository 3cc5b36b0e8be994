import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { mutationsUploadCustomerCsvMutation } from './__generated__/mutationsUploadCustomerCsvMutation.graphql';
import type { mutationsPreviewCustomerCsvMutation } from './__generated__/mutationsPreviewCustomerCsvMutation.graphql';
import { recordOf } from '../../relay/sortedList';
import { withUpdater } from '../../relay/withUpdater';

/** Puts a new import first in the company's import history (newest first, as the server lists). */
function prependImport(store: RecordSourceSelectorProxy, companyId: string, importId: string) {
  const root = store.getRoot();
  const history = root.getLinkedRecords('customerImports', { companyId });
  const added = recordOf(store, 'CustomerImport', importId);
  if (!history || !added) return;
  root.setLinkedRecords([added, ...history.filter(Boolean)], 'customerImports', { companyId });
}

/** uploadCustomerCSV: the file goes as a GraphQL multipart request; answers the import record. */
export const useUploadCustomerCsv = (companyId: string) =>
  withUpdater(
    useMutation<mutationsUploadCustomerCsvMutation>(graphql`
      mutation mutationsUploadCustomerCsvMutation(
        $companyId: ID!
        $file: Upload!
        $existing: ExistingCustomerAction
      ) {
        uploadCustomerCSV(companyId: $companyId, file: $file, existing: $existing) {
          result
          msg
          customerImport {
            id
            ...CustomerImportPage_import
            locatedFromFileCount
            geocodedCount
            needsPinLines
          }
        }
      }
    `),
    (store, data) => {
      const id = data?.uploadCustomerCSV.customerImport.id;
      if (id) prependImport(store, companyId, id);
    },
  );

/**
 * previewCustomerCSV: what the file would do, written nowhere; its rows that match an
 * existing customer (same name and address) are listed for the admin to skip or update.
 */
export const usePreviewCustomerCsv = () =>
  useMutation<mutationsPreviewCustomerCsvMutation>(graphql`
    mutation mutationsPreviewCustomerCsvMutation($companyId: ID!, $file: Upload!) {
      previewCustomerCSV(companyId: $companyId, file: $file) {
        recordCount
        locatedFromFileCount
        matches {
          line
          displayName
          address1
        }
      }
    }
  `);

import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Button } from '@routebook/ui';
import { fieldDayMessages } from '@routebook/schema';
import type { SharedVisitReportPageQuery } from './__generated__/SharedVisitReportPageQuery.graphql';
import { VisitReportView } from './VisitReportView';
import styles from './VisitReportPage.module.css';

export const sharedVisitReportPageQuery = graphql`
  query SharedVisitReportPageQuery($token: String!) {
    sharedVisitReport(token: $token) {
      ...VisitReportView_report
    }
  }
`;

/**
 * visit/:token: the visit report a share link opens, for a customer without a login
 * and without the app's menu. A link that is unknown or revoked says only that it is not
 * available.
 */
export function Component() {
  const { queryRef } = useLoaderData() as {
    queryRef: PreloadedQuery<SharedVisitReportPageQuery>;
  };
  const { sharedVisitReport } = usePreloadedQuery<SharedVisitReportPageQuery>(
    sharedVisitReportPageQuery,
    queryRef,
  );
  if (!sharedVisitReport) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Visit report</h1>
        <p>{fieldDayMessages.visitReportUnavailable}</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      <VisitReportView report={sharedVisitReport} />
    </div>
  );
}

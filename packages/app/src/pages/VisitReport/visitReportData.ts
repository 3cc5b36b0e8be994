import { loadQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { AppServices } from '../../services/services';
import VisitReportPageQuery from './__generated__/VisitReportPageQuery.graphql';
import SharedVisitReportPageQuery from './__generated__/SharedVisitReportPageQuery.graphql';

/*
 * The visit report pages' loaders, imported by the routes on demand: the first page's
 * scripts carry neither them nor the queries they send.
 */

/** route/:routeId/job/:jobId/report: the job's report, the store's at once, then the server's. */
export function loadVisitReport(services: AppServices, { params }: LoaderFunctionArgs) {
  const queryRef = loadQuery(
    services.environment(),
    VisitReportPageQuery,
    { id: params.jobId ?? '' },
    // A signature or a note saved since the last visit must show.
    { fetchPolicy: 'store-and-network' },
  );
  return { queryRef };
}

/** visit/:token: always the server's answer, so a link revoked a moment ago opens nothing. */
export function loadSharedVisitReport(services: AppServices, { params }: LoaderFunctionArgs) {
  const queryRef = loadQuery(
    services.environment(),
    SharedVisitReportPageQuery,
    { token: params.token ?? '' },
    { fetchPolicy: 'network-only' },
  );
  return { queryRef };
}

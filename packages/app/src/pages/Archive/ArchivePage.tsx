import { useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { canHaveAnotherActiveRoute, messages } from '@routebook/schema';
import { useToast } from '@routebook/ui';
import type { ArchivePageQuery } from './__generated__/ArchivePageQuery.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { leaveArchiveList, useDeleteRoute, useRestoreRoute } from './mutations';
import { ArchivedRouteList, type ArchivedRoute, type RestoreStatus } from './ArchivedRouteList';
import styles from './ArchivePage.module.css';
import { actionFailureText } from '../../relay/failureText';

export const CONFIRM_DELETE_ROUTE = 'Delete this route?';
export const ROUTE_DELETED = 'Route deleted.';
export const ROUTE_RESTORED = 'Route restored as a draft.';
export const ROUTE_RESTORED_ACTIVE = 'Route restored as active.';
export const ROUTE_RESTORED_COMPLETE = 'Route restored as Complete.';
/** Why a route that was active comes back as a draft. */
export const ACTIVE_RESTORED_AS_DRAFT = 'A route that was active is restored as a draft.';

const RESTORED: Record<RestoreStatus, string> = {
  draft: ROUTE_RESTORED,
  active: ROUTE_RESTORED_ACTIVE,
  Complete: ROUTE_RESTORED_COMPLETE,
};
export const NO_ARCHIVED_ROUTES = 'No archived routes.';

export const archivePageQuery = graphql`
  query ArchivePageQuery($companyId: ID!) {
    routesArchive(companyId: $companyId) {
      id
      name
      archivedFrom
      jobs {
        id
      }
    }
    company(id: $companyId) {
      planLevel
      routes(status: active) {
        id
      }
    }
  }
`;

/** archive (admins): the company's archived routes, opened read-only, restored or deleted. */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ArchivePageQuery> };
  const { routesArchive, company } = usePreloadedQuery<ArchivePageQuery>(
    archivePageQuery,
    queryRef,
  );
  // Restore as active only while the plan allows another active route (the server checks too).
  const canRestoreActive = canHaveAnotherActiveRoute(
    company?.planLevel,
    company?.routes.length ?? 0,
  );
  const { companyId } = queryRef.variables;
  const { show } = useToast();
  const [restore] = useRestoreRoute();
  const [remove] = useDeleteRoute();
  const [restoringId, setRestoringId] = useState<string | null>(null);
  // The row that had focus is gone after a restore or delete: the heading takes focus instead.
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_ROUTE,
    remove: (id) =>
      commitAsPromise(remove, {
        variables: { id },
        updater: leaveArchiveList(companyId, id, true),
      }),
    deleted: ROUTE_DELETED,
    onDeleted: () => heading.current?.focus(),
  });

  /**
   * Restore gives the route the status it had when archived (a Complete route is not a
   * draft again); one that was active comes back as a draft while the plan allows no more active
   * routes (the server refuses the rest, in one step with the write).
   */
  const keptStatus = ({ archivedFrom }: ArchivedRoute): RestoreStatus =>
    archivedFrom === 'active' && !canRestoreActive ? 'draft' : archivedFrom;

  const restoreRoute = async ({ id }: ArchivedRoute, status: RestoreStatus) => {
    setRestoringId(id);
    try {
      await commitAsPromise(restore, {
        variables: { id, status },
        updater: leaveArchiveList(companyId, id),
      });
      show(RESTORED[status], { tone: 'success' });
      heading.current?.focus();
    } catch (failure) {
      show(actionFailureText(failure), { tone: 'error' });
    } finally {
      setRestoringId(null);
    }
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        Archive
      </h1>
      {routesArchive.length > 0 && !canRestoreActive && (
        <p className={styles.limit}>
          {ACTIVE_RESTORED_AS_DRAFT} {messages.activeRouteLimitEditRoute}
        </p>
      )}
      {routesArchive.length === 0 ? (
        <p className={styles.empty}>{NO_ARCHIVED_ROUTES}</p>
      ) : (
        <ArchivedRouteList
          routes={routesArchive.map(({ id, name, jobs, archivedFrom }) => ({
            id,
            name,
            jobCount: jobs.length,
            // Archived before the status was kept (older data): a draft, as restore always was.
            archivedFrom:
              archivedFrom === 'active' || archivedFrom === 'Complete' ? archivedFrom : 'draft',
          }))}
          restoringId={restoringId}
          restoresAs={keptStatus}
          onRestore={(route) => void restoreRoute(route, keptStatus(route))}
          onRestoreActive={
            canRestoreActive ? (route) => void restoreRoute(route, 'active') : undefined
          }
          onDelete={(route) => deletion.ask(route.id)}
        />
      )}
      {deletion.dialog}
    </div>
  );
}

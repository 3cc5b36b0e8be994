import { useRef, useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useToast } from '@routebook/ui';
import type { ArchivePageQuery } from './__generated__/ArchivePageQuery.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import { leaveArchiveList, useDeleteRoute, useRestoreRoute } from './mutations';
import { ArchivedRouteList, type ArchivedRoute } from './ArchivedRouteList';
import styles from './ArchivePage.module.css';

export const CONFIRM_DELETE_ROUTE = 'Delete this route?';
export const ROUTE_DELETED = 'Route deleted.';
export const ROUTE_RESTORED = 'Route restored as a draft.';
export const NO_ARCHIVED_ROUTES = 'No archived routes.';

export const archivePageQuery = graphql`
  query ArchivePageQuery($companyId: ID!) {
    routesArchive(companyId: $companyId) {
      id
      name
      jobs {
        id
      }
    }
  }
`;

/** archive (admins): the company's archived routes, opened read-only, restored or deleted. */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<ArchivePageQuery> };
  const { routesArchive } = usePreloadedQuery<ArchivePageQuery>(archivePageQuery, queryRef);
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

  const restoreRoute = async ({ id }: ArchivedRoute) => {
    setRestoringId(id);
    try {
      await commitAsPromise(restore, {
        variables: { id },
        updater: leaveArchiveList(companyId, id),
      });
      show(ROUTE_RESTORED, { tone: 'success' });
      heading.current?.focus();
    } catch (failure) {
      show((failure as Error).message, { tone: 'error' });
    } finally {
      setRestoringId(null);
    }
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        Archive
      </h1>
      {routesArchive.length === 0 ? (
        <p className={styles.empty}>{NO_ARCHIVED_ROUTES}</p>
      ) : (
        <ArchivedRouteList
          routes={routesArchive.map(({ id, name, jobs }) => ({ id, name, jobCount: jobs.length }))}
          restoringId={restoringId}
          onRestore={(route) => void restoreRoute(route)}
          onDelete={(route) => deletion.ask(route.id)}
        />
      )}
      {deletion.dialog}
    </div>
  );
}

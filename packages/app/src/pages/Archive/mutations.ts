import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { mutationsRestoreRouteMutation } from './__generated__/mutationsRestoreRouteMutation.graphql';
import type { mutationsDeleteRouteMutation } from './__generated__/mutationsDeleteRouteMutation.graphql';

/*
 * The Archive page's writes. Its list is the root field routesArchive, which no payload carries,
 * so each write takes its route off that list in the store with `leaveArchiveList`.
 * (No @deleteRecord: the store's record ids are `Route:<id>`, not the `deletedId` it would name.)
 */

/**
 * updateRoute to draft (RouteStatus: "the default"; never counted against the plan's limit) or to
 * active (refused by the server when the plan's active-route limit is reached). It answers with
 * the company's routes so the route list shows it again.
 */
export const useRestoreRoute = () =>
  useMutation<mutationsRestoreRouteMutation>(graphql`
    mutation mutationsRestoreRouteMutation($id: ID!, $status: RouteStatus!) {
      updateRoute(id: $id, data: { status: $status }) {
        route {
          id
          status
        }
        company {
          ...CompanyRoutes_company
        }
      }
    }
  `);

/** deleteRoute: refused while a job of the route has anything recorded on it. */
export const useDeleteRoute = () =>
  useMutation<mutationsDeleteRouteMutation>(graphql`
    mutation mutationsDeleteRouteMutation($id: ID!) {
      deleteRoute(id: $id) {
        deletedId
      }
    }
  `);

/**
 * A store updater taking route `routeId` off the company's archive list; once `deleted`, its
 * record goes too, so a page still holding it (the route's own, on Back) asks the server again.
 */
export function leaveArchiveList(companyId: string, routeId: string, deleted = false) {
  return (store: RecordSourceSelectorProxy) => {
    const root = store.getRoot();
    const args = { companyId };
    const archived = root.getLinkedRecords('routesArchive', args) ?? [];
    const leaving = archived.find((route) => route?.getValue('id') === routeId);
    if (!leaving) return;
    root.setLinkedRecords(
      archived.filter((route) => route !== leaving),
      'routesArchive',
      args,
    );
    if (deleted) store.delete(leaving.getDataID());
  };
}

import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { canDeleteJob, messages, renumber } from '@routebook/schema';
import {
  AlertDialog,
  ConfirmDialog,
  jobRowStatus,
  RouteItemList,
  useToast,
  type RouteItemListItem,
} from '@routebook/ui';
import type {
  RouteItems_route$data,
  RouteItems_route$key,
} from './__generated__/RouteItems_route.graphql';
import type { RouteItems_company$key } from './__generated__/RouteItems_company.graphql';
import { useDeleteRouteItem, useReorderRouteItems } from './mutations';
import { renderRouterLink } from '../../routing/links';
import { whenIdleAfterPaint } from '../../routing/prefetch';
import { actionFailureText } from '../../relay/failureText';

// An item's dialogs (Edit note with its editor, Copy/Move) load after the page is shown, while the
// phone is idle: a tap finds them there, and the first visit does not wait for them.
const loadItemDialogs = () => import('./ItemDialogs');
const EditNoteDialog = lazy(() =>
  loadItemDialogs().then((dialogs) => ({ default: dialogs.EditNoteDialog })),
);
const CopyMoveDialog = lazy(() =>
  loadItemDialogs().then((dialogs) => ({ default: dialogs.CopyMoveDialog })),
);

interface Props {
  route: RouteItems_route$key;
  /** Admins reorder and act on items, except on an archived route. */
  editable: boolean;
  /** The company, whose routes Copy/Move offers. */
  company: RouteItems_company$key;
}

type Pending =
  | { kind: 'delete' | 'blocked' | 'editNote'; item: RouteItemListItem }
  | { kind: 'copy' | 'move'; item: RouteItemListItem }
  | null;

/**
 * The route's jobs and notes: read-only for field staff and on an archived route, reorderable with
 * actions for admins.
 */
export function RouteItems({ route, editable, company }: Props) {
  useEffect(
    () => (editable ? whenIdleAfterPaint(() => void loadItemDialogs()) : undefined),
    [editable],
  );
  const companyData = useFragment(
    graphql`
      fragment RouteItems_company on Company {
        planLevel
        ...ItemDialogs_company
      }
    `,
    company,
  );
  const data = useFragment(
    graphql`
      fragment RouteItems_route on Route {
        id
        items {
          id
          type
          order
          job {
            id
            status
            customer {
              displayName
              address1
              city
              state
            }
            counts {
              clockIns
              tasks
              photos
              notes
              serviceItems
            }
            cantAccess {
              reason
            }
          }
          note {
            id
            note
          }
        }
      }
    `,
    route,
  );
  const { show } = useToast();
  const [pending, setPending] = useState<Pending>(null);
  const [commitReorder] = useReorderRouteItems();
  const [commitDelete] = useDeleteRouteItem();

  // Relay keeps an unchanged item's object between renders, so an unchanged row keeps its props
  // and its memoized row is not rendered again. A reorder renumbers every item, but each job and
  // note object stays, and rows take those: only the rows' places change.
  const items = useMemo(() => data.items.map(listItem), [data.items]);

  const close = () => setPending(null);

  /**
   * After a reorder every item is renumbered 10, 20, 30 ... and sent at once. The list
   * shows the new order meanwhile and puts the rows back if the promise rejects: no optimistic
   * store update, which renumbering 1,000 items would make cost a frame or two.
   */
  const reorder = useCallback(
    (orderedIds: string[]) =>
      new Promise<void>((resolve, reject) => {
        commitReorder({
          variables: { items: renumber(orderedIds.map((id) => ({ id }))) },
          onCompleted: () => resolve(),
          onError: (failure) => {
            // The rows go back to where they were: nothing of the new order is kept.
            const why = failure.message === messages.serverUnreachable ? '' : failure.message;
            show(why ? `The new order was not saved: ${why}` : messages.reorderNotSaved, {
              tone: 'error',
            });
            reject(failure);
          },
        });
      }),
    [commitReorder, show],
  );

  const askDelete = useCallback((item: RouteItemListItem) => {
    const blocked = item.job && !canDeleteJob(item.job.counts);
    setPending({ kind: blocked ? 'blocked' : 'delete', item });
  }, []);

  return (
    <>
      <RouteItemList
        items={items}
        editable={editable}
        jobHref={(jobId) => `/route/${data.id}/job/${jobId}`}
        renderLink={renderRouterLink}
        planLevel={companyData.planLevel ?? null}
        onReorder={reorder}
        onEdit={useCallback(
          (item: RouteItemListItem) => setPending({ kind: 'editNote', item }),
          [],
        )}
        onCopy={useCallback((item: RouteItemListItem) => setPending({ kind: 'copy', item }), [])}
        onMove={useCallback((item: RouteItemListItem) => setPending({ kind: 'move', item }), [])}
        onDelete={askDelete}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        message={messages.confirmDeleteItem}
        onCancel={close}
        onConfirm={() =>
          pending &&
          commitDelete({
            variables: { id: pending.item.id },
            onCompleted: () => {
              close();
              show('Deleted.', { tone: 'success' });
            },
            onError: (failure) => {
              close();
              show(actionFailureText(failure), { tone: 'error' });
            },
          })
        }
      />
      <AlertDialog
        open={pending?.kind === 'blocked'}
        message={messages.jobDeleteBlocked}
        onClose={close}
      />
      <Suspense fallback={null}>
        {pending?.kind === 'editNote' && pending.item.note && (
          <EditNoteDialog
            noteId={pending.item.note.id}
            note={pending.item.note.note}
            onClose={close}
          />
        )}
        {(pending?.kind === 'copy' || pending?.kind === 'move') && (
          <CopyMoveDialog
            itemId={pending.item.id}
            mode={pending.kind}
            routeId={data.id}
            company={companyData}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}

type FragmentItem = RouteItems_route$data['items'][number];
type FragmentJob = NonNullable<FragmentItem['job']>;

const listItems = new WeakMap<FragmentItem, RouteItemListItem>();
const listJobs = new WeakMap<FragmentJob, NonNullable<RouteItemListItem['job']>>();

/** The list's view of an item, the same object for the same (unchanged) fragment item. */
function listItem(item: FragmentItem): RouteItemListItem {
  let found = listItems.get(item);
  if (!found) {
    found = {
      id: item.id,
      type: item.type === 'note' ? 'note' : 'job',
      order: item.order,
      job: item.job ? listJob(item.job) : null,
      note: item.note,
    };
    listItems.set(item, found);
  }
  return found;
}

/** The row's view of a job, field by field (the list shows every one of them), kept per job. */
function listJob(job: FragmentJob): NonNullable<RouteItemListItem['job']> {
  let found = listJobs.get(job);
  if (!found) {
    found = newListJob(job);
    listJobs.set(job, found);
  }
  return found;
}

function newListJob({
  id,
  status,
  customer,
  counts,
  cantAccess,
}: FragmentJob): NonNullable<RouteItemListItem['job']> {
  return {
    id,
    status: jobRowStatus(status),
    customer: customer && {
      displayName: customer.displayName,
      address1: customer.address1,
      city: customer.city,
      state: customer.state,
    },
    counts: {
      clockIns: counts.clockIns,
      tasks: counts.tasks,
      photos: counts.photos,
      notes: counts.notes,
      serviceItems: counts.serviceItems,
    },
    cantAccessReason: cantAccess?.reason ?? null,
  };
}

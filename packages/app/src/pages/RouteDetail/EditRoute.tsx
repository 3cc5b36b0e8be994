import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Button, ConfirmDialog, EditRouteModal, useToast } from '@routebook/ui';
import type { EditRoute_route$key } from './__generated__/EditRoute_route.graphql';
import type { EditRoute_company$key } from './__generated__/EditRoute_company.graphql';
import { useUpdateRoute } from './mutations';
import type { TechnicianChoice as Choice } from '../RouteForms/technicianOptions';
import { actionFailureText } from '../../relay/failureText';

// Who runs the route: its code and query come when the form opens.
const TechnicianChoice = lazy(() => import('../RouteForms/TechnicianChoice'));

interface EditRouteDialogProps {
  route: EditRoute_route$key;
  company: EditRoute_company$key;
  open: boolean;
  onClose(): void;
}

export const CONFIRM_ARCHIVE_ROUTE = 'Archive this route?';
export const ROUTE_ARCHIVED = 'Route archived.';

const routeFragment = graphql`
  fragment EditRoute_route on Route {
    id
    name
    status
  }
`;

const knownStatus = (status: string) =>
  status === 'active' || status === 'Complete' || status === 'archive' ? status : 'draft';

/**
 * Edit Route: name and status, within the plan's active-route limit, and the route's
 * technician.
 */
export function EditRouteDialog({ open, onClose, ...refs }: EditRouteDialogProps) {
  const route = useFragment(routeFragment, refs.route);
  const company = useFragment(
    graphql`
      fragment EditRoute_company on Company {
        id
        planLevel
        routes {
          status
        }
      }
    `,
    refs.company,
  );
  const { show } = useToast();
  const [error, setError] = useState<string | null>(null);
  const [commit, saving] = useUpdateRoute();
  // Who runs it: asked each time the form opens, not with the page.
  const [choice, setChoice] = useState<Choice>();
  return (
    <>
      {open && (
        <Suspense fallback={null}>
          <TechnicianChoice companyId={company.id} routeId={route.id} onChoice={setChoice} />
        </Suspense>
      )}
      <EditRouteModal
        open={open}
        draftKey={`route:edit:${route.id}`}
        onOpenChange={(next) => {
          if (next) return;
          setError(null);
          onClose();
        }}
        route={{
          name: route.name,
          status: knownStatus(route.status),
          technician: choice?.current ?? null,
        }}
        technicians={choice?.options}
        planLevel={company.planLevel ?? null}
        activeRouteCount={company.routes.filter((r) => r.status === 'active').length}
        saving={saving}
        error={error}
        onSave={(values) =>
          new Promise<void>((resolve, reject) =>
            commit({
              variables: { id: route.id, data: values },
              onCompleted: () => {
                show('Route saved.', { tone: 'success' });
                onClose();
                resolve();
              },
              onError: (failure) => {
                setError(failure.message);
                reject(failure);
              },
            }),
          )
        }
      />
    </>
  );
}

export function EditRoute(props: Omit<EditRouteDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Edit route
      </Button>
      <EditRouteDialog {...props} open={open} onClose={() => setOpen(false)} />
      <ArchiveRoute route={props.route} />
    </>
  );
}

/**
 * Archive route: updateRoute with status archive (the Edit Route modal offers only Draft, Active
 * and Complete). The page then shows the route read-only; the Archive restores it.
 */
function ArchiveRoute({ route }: { route: EditRoute_route$key }) {
  const { id } = useFragment(routeFragment, route);
  const { show } = useToast();
  const [asking, setAsking] = useState(false);
  const [commit, archiving] = useUpdateRoute();
  return (
    <>
      <Button variant="secondary" loading={archiving} onClick={() => setAsking(true)}>
        Archive route
      </Button>
      <ConfirmDialog
        open={asking}
        message={CONFIRM_ARCHIVE_ROUTE}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          commit({
            variables: { id, data: { status: 'archive' } },
            onCompleted: () => show(ROUTE_ARCHIVED, { tone: 'success' }),
            onError: (failure) => show(actionFailureText(failure), { tone: 'error' }),
          });
        }}
      />
    </>
  );
}

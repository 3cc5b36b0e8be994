import { Suspense, lazy, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import {
  AddRouteModal,
  ROUTE_STATUS_LABEL,
  RouteList,
  useToast,
  type AddRouteValues,
  type RouteListRoute,
} from '@routebook/ui';
import type { CompanyRoutes_company$key } from './__generated__/CompanyRoutes_company.graphql';
import { useCreateRoute } from './useCreateRoute';
import { renderRouterLink } from '../../routing/links';
import { usePrefetchToday } from '../../offline/usePrefetchToday';
import type { TechnicianChoice as Choice } from '../RouteForms/technicianOptions';

// Who may run a new route: its code and query come when Add Route opens.
const TechnicianChoice = lazy(() => import('../RouteForms/TechnicianChoice'));

interface Props {
  company: CompanyRoutes_company$key;
  isAdmin: boolean;
}

/** The company's routes grouped by status; admins add routes. */
export function CompanyRoutes({ company, isAdmin }: Props) {
  const data = useFragment(
    graphql`
      fragment CompanyRoutes_company on Company {
        id
        planLevel
        routes {
          id
          name
          status
          createdAt
          technician {
            firstName
            lastName
          }
          progress {
            stops
            done
            lastCompletedAt
          }
        }
      }
    `,
    company,
  );
  const [commitCreate, creating] = useCreateRoute();
  const { show } = useToast();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A status this app version does not know yet (a newer server) is not listed.
  const routes = data.routes.flatMap((route): RouteListRoute[] =>
    route.status in ROUTE_STATUS_LABEL
      ? [
          {
            id: route.id,
            name: route.name,
            status: route.status as RouteListRoute['status'],
            createdAt: route.createdAt,
            technician: route.technician
              ? [route.technician.firstName, route.technician.lastName].filter(Boolean).join(' ')
              : null,
            progress: {
              stops: route.progress.stops,
              done: route.progress.done,
              lastCompletedAt: route.progress.lastCompletedAt,
            },
          },
        ]
      : [],
  );
  const activeRouteCount = routes.filter((route) => route.status === 'active').length;
  // Field staff's day is fetched ahead for reading offline.
  usePrefetchToday(data.id, routes, !isAdmin, { withToday: true });
  // Who may run a new route: asked when an admin opens Add Route (not with the page).
  const [choice, setChoice] = useState<Choice>();

  const save = (values: AddRouteValues) =>
    new Promise<void>((resolve, reject) => {
      setError(null);
      commitCreate({
        variables: { data: { ...values, company: data.id, isTemplate: true } },
        onCompleted: () => {
          setAdding(false);
          show(`Route ${values.name} added.`, { tone: 'success' });
          resolve();
        },
        onError: (failure) => {
          setError(failure.message);
          reject(failure);
        },
      });
    });

  return (
    <>
      <RouteList
        routes={routes}
        canAdd={isAdmin}
        onAdd={() => setAdding(true)}
        renderLink={renderRouterLink}
      />
      {isAdmin && adding && (
        <Suspense fallback={null}>
          <TechnicianChoice companyId={data.id} routeId={null} onChoice={setChoice} />
        </Suspense>
      )}
      {isAdmin && (
        <AddRouteModal
          open={adding}
          draftKey="route:add"
          onOpenChange={(open) => {
            setAdding(open);
            if (!open) setError(null);
          }}
          planLevel={data.planLevel ?? null}
          activeRouteCount={activeRouteCount}
          technicians={choice?.options}
          onSave={save}
          saving={creating}
          error={error}
        />
      )}
    </>
  );
}

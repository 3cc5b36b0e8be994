import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import type { Feature } from '@routebook/schema';
import type { AppServices } from '../services/services';
import RouteListPageQuery from '../pages/RouteList/__generated__/RouteListPageQuery.graphql';
import { Shell } from '../shell/Shell';
import { RouteError } from '../shell/RouteError';
import { StartingUp } from '../shell/StartingUp';
import { requireAdmin, requireFeature, requireLoggedIn, requirePlanGuard } from './guards';

const notBuilt = () => import('../pages/NotBuilt/NotBuiltPage');

/**
 * Every page of spec §2 with its guard (docs/decisions.md has the table). Guards and queries run in
 * loaders, before a page's code arrives; every page is a lazy chunk.
 */
export function createRoutes(services: AppServices): RouteObject[] {
  const { sessions } = services;
  const loggedIn = ({ request }: LoaderFunctionArgs) => requireLoggedIn(sessions, request.url);
  const admin = ({ request }: LoaderFunctionArgs) => requireAdmin(sessions, request.url);
  const adminWithPlan = (args: LoaderFunctionArgs) => requirePlanGuard(admin(args));
  const withFeature = (feature: Feature) => (args: LoaderFunctionArgs) =>
    requireFeature(loggedIn(args), feature);
  const adminWithFeature = (feature: Feature) => (args: LoaderFunctionArgs) =>
    requireFeature(admin(args), feature);

  /** A guarded page whose screen a later issue builds. */
  const pending = (path: string, guard: (args: LoaderFunctionArgs) => unknown): RouteObject => ({
    path,
    loader: (args) => {
      guard(args);
      return null;
    },
    lazy: notBuilt,
  });

  return [
    {
      path: '/',
      Component: Shell,
      ErrorBoundary: RouteError,
      HydrateFallback: StartingUp,
      children: [
        {
          index: true,
          Component: StartingUp,
          loader: () => {
            const session = sessions.get();
            if (!session) return redirect('/login');
            return redirect(session.user.currentUser ? '/route/list' : '/link-company');
          },
        },
        { path: 'login', lazy: () => import('../pages/Login/LoginPage') },
        {
          path: 'route/list',
          loader: (args) => {
            const session = loggedIn(args);
            const companyId = session?.user.currentUser?.company.id;
            if (!companyId) return redirect('/login');
            return {
              queryRef: loadQuery(services.environment(), RouteListPageQuery, { companyId }),
            };
          },
          lazy: () => import('../pages/RouteList/RouteListPage'),
        },
        pending('route/:id', (args) => loggedIn(args)),
        pending('route/:routeId/job/:jobId', (args) => loggedIn(args)),
        pending('customers', admin),
        pending('users', admin),
        pending('settings', admin),
        pending('archive', admin),
        pending('timesheet', withFeature('myTimeSheet')),
        pending('timecard', withFeature('timeClock')),
        pending('reports', adminWithPlan),
        pending('reports/timecard-user-view', adminWithPlan),
        pending('admin/customer-import', adminWithPlan),
        pending('serviceItems', adminWithFeature('serviceItems')),
        pending('link-company', () => null),
        pending('forgot-password', () => null),
        pending('webportal/signup', () => null),
        { path: '*', lazy: () => import('../pages/NotBuilt/NotFoundPage') },
      ],
    },
  ];
}

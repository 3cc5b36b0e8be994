import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { loadQuery } from 'react-relay/hooks';
import type { Feature } from '@routebook/schema';
import type { AppServices } from '../services/services';
import RouteListPageQuery from '../pages/RouteList/__generated__/RouteListPageQuery.graphql';
import RouteDetailPageQuery from '../pages/RouteDetail/__generated__/RouteDetailPageQuery.graphql';
import EditRoutePageQuery from '../pages/RouteForms/__generated__/EditRoutePageQuery.graphql';
import CopyMovePageQuery from '../pages/RouteForms/__generated__/CopyMovePageQuery.graphql';
import EditNotePageQuery from '../pages/RouteForms/__generated__/EditNotePageQuery.graphql';
import JobDetailPageQuery from '../pages/JobDetail/__generated__/JobDetailPageQuery.graphql';
import PhotoViewPageQuery from '../pages/PhotoView/__generated__/PhotoViewPageQuery.graphql';
import TimeSheetPageQuery from '../pages/TimeSheet/__generated__/TimeSheetPageQuery.graphql';
import TimeClockPageQuery from '../pages/TimeClock/__generated__/TimeClockPageQuery.graphql';
import ServiceItemsPageQuery from '../pages/ServiceItems/__generated__/ServiceItemsPageQuery.graphql';
import { todayOnDevice, weekOf } from '../pages/TimeSheet/week';
import { loadInvitation, loadLinkCompany } from '../pages/Invitation/invitation';
import { JOB_FORMS, jobFormRedirect } from '../pages/JobDetail/deepLink';
import { Shell } from '../shell/Shell';
import { RouteError } from '../shell/RouteError';
import { StartingUp } from '../shell/StartingUp';
import { insideTheShell } from './pageData';
import { onlyViewChanged } from './viewParam';
import {
  landingPath,
  requireAdmin,
  requireFeature,
  requireLoggedIn,
  requirePlanGuard,
} from './guards';

/**
 * An admin page's query, fetched with the page rather than with the app's first scripts: field
 * staff never open these pages, and every phone's first visit would carry them
 * (e2e/bundleBudgets.ts).
 */
const adminQuery = async <T,>(artifact: Promise<{ default: T }>): Promise<T> =>
  (await artifact).default;

/** Whether two addresses differ, and only in the customers page's `edit` parameter. */
function onlyEditChanged(current: URL, next: URL): boolean {
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete('edit');
    return params.toString();
  };
  return current.search !== next.search && without(current) === without(next);
}

/**
 * Every page of product.md §Pages, menu and guards with its guard (docs/decisions.md has the
 * table). Guards and queries run in loaders, before a page's code arrives; every page is a lazy
 * chunk.
 */
export function createRoutes(services: AppServices): RouteObject[] {
  const { sessions } = services;
  const loggedIn = ({ request }: LoaderFunctionArgs) => requireLoggedIn(sessions, request.url);
  /** The logged-in user's company id (pages that read company data need a login). */
  const companyOf = (args: LoaderFunctionArgs): string => {
    const companyId = loggedIn(args)?.user.currentUser?.company.id;
    if (!companyId) throw redirect('/login');
    return companyId;
  };
  const admin = ({ request }: LoaderFunctionArgs) => requireAdmin(sessions, request.url);
  const adminWithPlan = (args: LoaderFunctionArgs) => requirePlanGuard(admin(args));
  const withFeature = (feature: Feature) => (args: LoaderFunctionArgs) =>
    requireFeature(loggedIn(args), feature);
  const adminWithFeature = (feature: Feature) => (args: LoaderFunctionArgs) =>
    requireFeature(admin(args), feature);

  /** The signed-in user's clock-ins of the week the URL asks for (My Time Sheet). */
  const weekSheet = ({ request }: LoaderFunctionArgs) => {
    const { weekStart, from, to } = weekOf(request.url);
    const queryRef = loadQuery(
      services.environment(),
      TimeSheetPageQuery,
      { from, to },
      { fetchPolicy: 'store-and-network' },
    );
    return { queryRef, weekStart };
  };

  return insideTheShell([
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
            return redirect(landingPath(session));
          },
        },
        { path: 'login', lazy: () => import('../pages/Login/LoginPage') },
        {
          path: 'route/list',
          loader: (args) => ({
            queryRef: loadQuery(services.environment(), RouteListPageQuery, {
              companyId: companyOf(args),
            }),
          }),
          lazy: () => import('../pages/RouteList/RouteListPage'),
        },
        {
          path: 'route/:id',
          loader: (args) => {
            const variables = { id: args.params.id ?? '', companyId: companyOf(args) };
            return { queryRef: loadQuery(services.environment(), RouteDetailPageQuery, variables) };
          },
          // List / Map (?view=map) shows the same data: nothing is asked again.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            onlyViewChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate,
          lazy: () => import('../pages/RouteDetail/RouteDetailPage'),
        },
        {
          path: 'today',
          loader: async (args) => {
            const companyId = companyOf(args);
            const { loadToday } = await import('../pages/Today/TodayPage');
            return loadToday(services, companyId, args.request.url);
          },
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            onlyViewChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate,
          lazy: () => import('../pages/Today/TodayPage'),
        },
        {
          path: 'route/:routeId/job/:jobId',
          loader: (args) => {
            const companyId = companyOf(args);
            const variables = { id: args.params.jobId ?? '', companyId };
            const environment = services.environment();
            return {
              queryRef: loadQuery(environment, JobDetailPageQuery, variables),
              // The route's stops for Next stop: in the store before the job is done.
              // Its query comes with the job page's code, not with the first scripts.
              stops: import('../pages/JobDetail/JobDetailPage').then(
                ({ loadNextStop }) =>
                  loadNextStop(environment, { routeId: args.params.routeId ?? '', companyId }),
                () => null,
              ),
            };
          },
          lazy: () => import('../pages/JobDetail/JobDetailPage'),
        },
        {
          // A completed job's visit report, to read and print. Its loader and query come
          // with the page: the first page's scripts carry none of them.
          path: 'route/:routeId/job/:jobId/report',
          loader: async (args) => {
            companyOf(args);
            return (await import('../pages/VisitReport/visitReportData')).loadVisitReport(
              services,
              args,
            );
          },
          lazy: () => import('../pages/VisitReport/VisitReportPage'),
        },
        ...JOB_FORMS.map((form): RouteObject => ({
          path: form,
          // Only shown for the moment before the loader's redirect lands.
          Component: StartingUp,
          loader: (args) => {
            loggedIn(args);
            return jobFormRedirect(form)(args);
          },
        })),
        {
          path: 'photo-view',
          loader: (args) => {
            loggedIn(args);
            const jobId = new URL(args.request.url).searchParams.get('job') ?? '';
            return { queryRef: loadQuery(services.environment(), PhotoViewPageQuery, { jobId }) };
          },
          lazy: () => import('../pages/PhotoView/PhotoViewPage'),
        },
        {
          // edit, copymove and edit-note change a route: admins only, as the route page's tools are
          // (the spec lists them unguarded; staff got working forms refused only on Save).
          path: 'edit',
          loader: (args) => {
            admin(args);
            const companyId = companyOf(args);
            const id = new URL(args.request.url).searchParams.get('route') ?? '';
            return {
              queryRef: loadQuery(services.environment(), EditRoutePageQuery, { id, companyId }),
            };
          },
          lazy: () => import('../pages/RouteForms/EditRoutePage'),
        },
        {
          path: 'copymove',
          loader: (args) => {
            admin(args);
            return {
              queryRef: loadQuery(services.environment(), CopyMovePageQuery, {
                companyId: companyOf(args),
              }),
            };
          },
          lazy: () => import('../pages/RouteForms/CopyMovePage'),
        },
        {
          path: 'edit-note',
          loader: (args) => {
            admin(args);
            const companyId = companyOf(args);
            const id = new URL(args.request.url).searchParams.get('route') ?? '';
            return {
              queryRef: loadQuery(services.environment(), EditNotePageQuery, { id }),
              // The route is shown behind the dialog.
              routeQueryRef: loadQuery(services.environment(), RouteDetailPageQuery, {
                id,
                companyId,
              }),
            };
          },
          lazy: () => import('../pages/RouteForms/EditNotePage'),
        },
        { path: 'confirmation', lazy: () => import('../pages/RouteForms/ConfirmationPage') },
        {
          path: 'customers',
          loader: async (args) => {
            admin(args);
            const CustomersPageQuery = await adminQuery(
              import('../pages/Customers/__generated__/CustomersPageQuery.graphql'),
            );
            const editId = new URL(args.request.url).searchParams.get('edit');
            return {
              // Imports add customers elsewhere: show the store at once, then the server's list.
              queryRef: loadQuery(
                services.environment(),
                CustomersPageQuery,
                { companyId: companyOf(args), editId: editId ?? '', editing: editId !== null },
                { fetchPolicy: 'store-and-network' },
              ),
            };
          },
          // Edit opens and closes by the URL (?edit=ID): that asks the server for nothing, and
          // the pages of customers loaded so far stay.
          shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
            currentUrl.pathname === nextUrl.pathname && onlyEditChanged(currentUrl, nextUrl)
              ? false
              : defaultShouldRevalidate,
          lazy: () => import('../pages/Customers/CustomersPage'),
        },
        {
          // customers/edit?customer=ID: the customers page with Edit Customer open.
          path: 'customers/edit',
          Component: StartingUp,
          loader: ({ request }) => {
            const id = new URL(request.url).searchParams.get('customer');
            return redirect(id ? `/customers?edit=${encodeURIComponent(id)}` : '/customers');
          },
        },
        {
          path: 'users',
          loader: async (args) => {
            admin(args);
            const UsersPageQuery = await adminQuery(
              import('../pages/Users/__generated__/UsersPageQuery.graphql'),
            );
            return {
              queryRef: loadQuery(services.environment(), UsersPageQuery, {
                companyId: companyOf(args),
              }),
            };
          },
          lazy: () => import('../pages/Users/UsersPage'),
        },
        {
          path: 'settings',
          loader: async (args) => {
            admin(args);
            const SettingsPageQuery = await adminQuery(
              import('../pages/Settings/__generated__/SettingsPageQuery.graphql'),
            );
            return {
              queryRef: loadQuery(services.environment(), SettingsPageQuery, {
                companyId: companyOf(args),
              }),
            };
          },
          lazy: () => import('../pages/Settings/SettingsPage'),
        },
        {
          path: 'archive',
          loader: async (args) => {
            admin(args);
            const ArchivePageQuery = await adminQuery(
              import('../pages/Archive/__generated__/ArchivePageQuery.graphql'),
            );
            return {
              queryRef: loadQuery(
                services.environment(),
                ArchivePageQuery,
                { companyId: companyOf(args) },
                // A route archived on its own page since the last visit must show up.
                { fetchPolicy: 'store-and-network' },
              ),
            };
          },
          lazy: () => import('../pages/Archive/ArchivePage'),
        },
        {
          path: 'timesheet',
          loader: (args) => {
            withFeature('myTimeSheet')(args);
            return weekSheet(args);
          },
          lazy: () => import('../pages/TimeSheet/MyTimeSheetRoute'),
        },
        {
          path: 'timecard',
          loader: (args) => {
            withFeature('timeClock')(args);
            // Where I am clocked in now and the jobs to clock in to: always the server's answer.
            const queryRef = loadQuery(
              services.environment(),
              TimeClockPageQuery,
              { companyId: companyOf(args), today: todayOnDevice() },
              { fetchPolicy: 'store-and-network' },
            );
            return { queryRef };
          },
          lazy: () => import('../pages/TimeClock/TimeClockPage'),
        },
        {
          path: 'reports',
          loader: async (args) => {
            adminWithPlan(args);
            const [ReportsPageQuery, { reportRangeOf }] = await Promise.all([
              adminQuery(import('../pages/Reports/__generated__/ReportsPageQuery.graphql')),
              import('../pages/Reports/reportRange'),
            ]);
            const { from, to } = reportRangeOf(args.request.url);
            const queryRef = loadQuery(
              services.environment(),
              ReportsPageQuery,
              { companyId: companyOf(args), from, to },
              // Clock-ins and completed jobs since the last visit must count.
              { fetchPolicy: 'store-and-network' },
            );
            return { queryRef, from, to };
          },
          lazy: () => import('../pages/Reports/ReportsPage'),
        },
        {
          path: 'reports/timecard-user-view',
          loader: async (args) => {
            adminWithPlan(args);
            const [TimecardUserViewPageQuery, { reportRangeOf, reportsPath }] = await Promise.all([
              adminQuery(
                import('../pages/Reports/__generated__/TimecardUserViewPageQuery.graphql'),
              ),
              import('../pages/Reports/reportRange'),
            ]);
            const range = reportRangeOf(args.request.url);
            const companyUserId = new URL(args.request.url).searchParams.get('user');
            if (!companyUserId) return redirect(reportsPath(range));
            const queryRef = loadQuery(
              services.environment(),
              TimecardUserViewPageQuery,
              { companyUserId, ...range },
              { fetchPolicy: 'store-and-network' },
            );
            return { queryRef, ...range };
          },
          lazy: () => import('../pages/Reports/TimecardUserViewPage'),
        },
        {
          path: 'admin/customer-import',
          loader: async (args) => {
            adminWithFeature('customerImport')(args);
            const CustomerImportPageQuery = await adminQuery(
              import('../pages/CustomerImport/__generated__/CustomerImportPageQuery.graphql'),
            );
            const companyId = companyOf(args);
            return {
              queryRef: loadQuery(
                services.environment(),
                CustomerImportPageQuery,
                { companyId },
                { fetchPolicy: 'store-and-network' },
              ),
            };
          },
          lazy: () => import('../pages/CustomerImport/CustomerImportPage'),
        },
        {
          // The spec lists it unguarded; it imports through uploadCustomerCSV, so it is guarded
          // as admin/customer-import is.
          path: 'admin/customer-mobile-import',
          loader: (args) => {
            adminWithFeature('customerImport')(args);
            return { companyId: companyOf(args) };
          },
          lazy: () => import('../pages/CustomerImport/CustomerMobileImportPage'),
        },
        {
          path: 'serviceItems',
          loader: (args) => {
            adminWithFeature('serviceItems')(args);
            return {
              queryRef: loadQuery(services.environment(), ServiceItemsPageQuery, {
                companyId: companyOf(args),
              }),
            };
          },
          lazy: () => import('../pages/ServiceItems/ServiceItemsPage'),
        },
        {
          path: 'invite-user',
          loader: loadInvitation(services),
          lazy: () => import('../pages/Invitation/InviteUserPage'),
        },
        {
          path: 'create-account',
          loader: loadInvitation(services),
          lazy: () => import('../pages/Invitation/CreateAccountPage'),
        },
        {
          path: 'link-company',
          loader: loadLinkCompany(services),
          lazy: () => import('../pages/Invitation/LinkCompanyPage'),
        },
        {
          path: 'forgot-password',
          lazy: () => import('../pages/ForgotPassword/ForgotPasswordPage'),
        },
        // The public web portal (no login, no side menu). Its loaders are imported on demand,
        // so the app's entry carries none of the portal.
        { path: 'webportal/signup', lazy: () => import('../pages/WebPortal/SignupPage') },
        {
          path: 'webportal/signup/step2/:token',
          loader: async (args) =>
            (await import('../pages/WebPortal/signup')).loadPlanChoice(services)(args),
          lazy: () => import('../pages/WebPortal/ChoosePlanPage'),
        },
        {
          path: 'webportal/thankyou/:token',
          loader: async (args) =>
            (await import('../pages/WebPortal/signup')).loadThankYou(services)(args),
          lazy: () => import('../pages/WebPortal/ThankYouPage'),
        },
        {
          // A visit report shared with the customer: no login, no menu (the shell hides
          // it).
          path: 'visit/:token',
          loader: async (args) =>
            (await import('../pages/VisitReport/visitReportData')).loadSharedVisitReport(
              services,
              args,
            ),
          lazy: () => import('../pages/VisitReport/SharedVisitReportPage'),
        },
        { path: 'ionic', lazy: () => import('../pages/Ionic/IonicPage') },
        { path: '*', lazy: () => import('../pages/NotFound/NotFoundPage') },
      ],
    },
  ]);
}

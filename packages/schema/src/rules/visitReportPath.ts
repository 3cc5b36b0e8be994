/**
 * Where a visit report's share link opens in the app. A module of its own: the app's shell reads it
 * on every page, and the first page's scripts need none of the report's rules.
 */

/** The app path a share link opens: `/visit/<token>`. */
export const visitReportPath = (token: string): string => `/visit/${encodeURIComponent(token)}`;

/** Whether an app path is a shared visit report's page (no login, no menu). */
export const isSharedVisitReportPath = (path: string): boolean => path.startsWith('/visit/');

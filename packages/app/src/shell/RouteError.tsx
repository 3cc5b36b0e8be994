import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** What a page shows when it fails to load: the reason, and a way back. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong.';
  return (
    <main style={{ padding: 'var(--space-4)' }}>
      <h1>Something went wrong</h1>
      <p role="alert">{message}</p>
      <p>
        <Link to="/route/list">Go to the route list</Link>
      </p>
    </main>
  );
}

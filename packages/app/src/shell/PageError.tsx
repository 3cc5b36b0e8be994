import { Link, isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router-dom';
import { Button } from '@routebook/ui';
import { messages } from '@routebook/schema';
import { loadFailureText } from '../relay/failureText';
import styles from './PageError.module.css';

/**
 * A page's code that did not arrive: the browser's words for a dynamic import that failed
 * (Chromium, Firefox, Safari) and Vite's for a chunk's stylesheet.
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
      error.message,
    )
  );
}

function reasonOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  // A page that did not load holds nothing typed: no claim that changes are kept.
  return loadFailureText(error);
}

/**
 * A page that failed to load, shown inside the shell (the menu stays): Retry re-runs the page's
 * loader; when the page's code itself did not arrive, Reload fetches the app again.
 */
export function PageError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const chunk = isChunkLoadError(error);
  return (
    <section className={styles.error} aria-labelledby="page-error-title">
      <h1 id="page-error-title">{messages.pageNotLoaded}</h1>
      <p role="alert">{chunk ? messages.pageCodeNotLoaded : reasonOf(error)}</p>
      <div className={styles.actions}>
        {chunk ? (
          <Button onClick={() => window.location.reload()}>Reload</Button>
        ) : (
          <Button
            loading={revalidator.state === 'loading'}
            onClick={() => void revalidator.revalidate()}
          >
            Retry
          </Button>
        )}
        <Link to="/route/list">Go to the route list</Link>
      </div>
    </section>
  );
}

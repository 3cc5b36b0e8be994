import { Fragment } from 'react';
import { Button, useToast } from '@routebook/ui';
import { useAppServices } from '../../services/services';
import { isBetaHost } from '../../session/session';
import styles from './IonicPage.module.css';

/** "App version 2" (product.md §Timings and sizes). */
export const APP_VERSION = '2';

/** The build's id, set by the release build (VITE_BUILD_ID); local builds say so. */
export const BUILD_ID = import.meta.env.VITE_BUILD_ID ?? 'development';

/** What support asks for on a call, in the order the page shows it. */
function appDetails(endpoint: string, hostname: string): [label: string, value: string][] {
  return [
    ['App version', APP_VERSION],
    ['Build', BUILD_ID],
    ['Server endpoint', endpoint],
    ['Beta', isBetaHost(hostname) ? 'Yes' : 'No'],
  ];
}

/** ionic: the app's version, build, endpoint and beta flag, to read out or paste to support. */
export function Component() {
  const { config } = useAppServices();
  const { show } = useToast();
  const details = appDetails(config.graphqlEndpoint, window.location.hostname);

  const copy = () =>
    navigator.clipboard
      .writeText(details.map(([label, value]) => `${label}: ${value}`).join('\n'))
      .then(
        () => show('Details copied.', { tone: 'success' }),
        () => show('The details could not be copied. Read them out instead.', { tone: 'error' }),
      );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>About this app</h1>
      <p className={styles.intro}>Support may ask for these details.</p>
      <dl className={styles.details}>
        {details.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      <div>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy details
        </Button>
      </div>
    </div>
  );
}

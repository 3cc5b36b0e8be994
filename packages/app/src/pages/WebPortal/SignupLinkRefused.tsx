import { Link } from 'react-router-dom';
import styles from './WebPortal.module.css';

/** Steps 2 and 3 with a token the server does not accept (unknown or used), and why. */
export function SignupLinkRefused({ error }: { error: string }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Sign-up link not valid</h1>
      <p className={styles.error}>{error}</p>
      <div className={styles.actions}>
        <Link className={styles.action} to="/webportal/signup">
          Start again
        </Link>
        <Link className={styles.link} to="/login">
          Log in
        </Link>
      </div>
    </div>
  );
}

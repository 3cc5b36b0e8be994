import { Link } from 'react-router-dom';
import publicPage from '../publicPage.module.css';

/** Steps 2 and 3 with a token the server does not accept (unknown or used), and why. */
export function SignupLinkRefused({ error }: { error: string }) {
  return (
    <div className={publicPage.page}>
      <h1 className={publicPage.title}>Sign-up link not valid</h1>
      <p className={publicPage.error}>{error}</p>
      <div className={publicPage.actions}>
        <Link className={publicPage.action} to="/webportal/signup">
          Start again
        </Link>
        <Link className={publicPage.link} to="/login">
          Log in
        </Link>
      </div>
    </div>
  );
}

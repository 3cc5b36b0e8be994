import { Link, useLoaderData } from 'react-router-dom';
import { SignupLinkRefused } from './SignupLinkRefused';
import type { SignupState } from './signup';
import styles from './WebPortal.module.css';

/** webportal/thankyou/:token: the company is ready; its admin logs in with the sign-up email. */
export function Component() {
  const state = useLoaderData() as SignupState;
  if (!state.signup) return <SignupLinkRefused error={state.error} />;
  const { signup, plans } = state;
  const plan = plans.find((candidate) => candidate.level === signup.planLevel);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Thank you</h1>
      <p className={styles.text}>
        {signup.companyName} is ready on the {plan?.name ?? `level ${signup.planLevel}`} plan. Log
        in with {signup.email}.
      </p>
      <p className={styles.text}>
        If that email already had a Routebook account, nothing new was made: we sent it an email
        instead.
      </p>
      <div className={styles.actions}>
        <Link className={styles.action} to="/login">
          Log in
        </Link>
      </div>
    </div>
  );
}

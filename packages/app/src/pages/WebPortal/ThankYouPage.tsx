import { Link, useLoaderData } from 'react-router-dom';
import { SignupLinkRefused } from './SignupLinkRefused';
import type { SignupState } from './signup';
import publicPage from '../publicPage.module.css';

/** webportal/thankyou/:token: the company is ready; its admin logs in with the sign-up email. */
export function Component() {
  const state = useLoaderData() as SignupState;
  if (!state.signup) return <SignupLinkRefused error={state.error} />;
  const { signup, plans } = state;
  const plan = plans.find((candidate) => candidate.level === signup.planLevel);
  return (
    <div className={publicPage.page}>
      <h1 className={publicPage.title}>Thank you</h1>
      <p className={publicPage.text}>
        {signup.companyName} is ready on the {plan?.name ?? `level ${signup.planLevel}`} plan. Log
        in with {signup.email}.
      </p>
      <p className={publicPage.text}>
        If that email already had a Routebook account, nothing new was made: we sent it an email
        instead.
      </p>
      <div className={publicPage.actions}>
        <Link className={publicPage.action} to="/login">
          Log in
        </Link>
      </div>
    </div>
  );
}

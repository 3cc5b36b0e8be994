import { graphql } from 'react-relay/hooks';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { answerOrError } from '../../relay/fetchAnswer';
import type { AppServices } from '../../services/services';
import type {
  signupPortalQuery,
  signupPortalQuery$data,
} from './__generated__/signupPortalQuery.graphql';

// The answer goes whole to the portal pages, which read every field.
/* eslint-disable relay/unused-fields */
const portalQuery = graphql`
  query signupPortalQuery($token: String!) {
    signup(token: $token) {
      token
      companyName
      email
      planLevel
    }
    plans {
      level
      name
      maxActiveRoutes
      maxAdminUsers
      features
    }
  }
`;
/* eslint-enable relay/unused-fields */

export type Signup = signupPortalQuery$data['signup'];
export type Plan = signupPortalQuery$data['plans'][number];

/** What steps 2 and 3 know: the sign-up the token stands for and the plans, or why not. */
export type SignupState =
  | { signup: Signup; plans: readonly Plan[]; error: null }
  | { signup: null; plans: null; error: string };

export const choosePlanPath = (token: string) =>
  `/webportal/signup/step2/${encodeURIComponent(token)}`;

export const thankYouPath = (token: string) => `/webportal/thankyou/${encodeURIComponent(token)}`;

async function fetchSignup(services: AppServices, token: string): Promise<SignupState> {
  const { answer, error } = await answerOrError<signupPortalQuery>(
    services.environment(),
    portalQuery,
    { token },
  );
  return answer
    ? { signup: answer.signup, plans: answer.plans, error: null }
    : { signup: null, plans: null, error };
}

/** Loader of webportal/signup/step2/:token. */
export function loadPlanChoice(services: AppServices) {
  return ({ params }: LoaderFunctionArgs) => fetchSignup(services, params.token ?? '');
}

/** Loader of webportal/thankyou/:token; a sign-up without a plan yet goes back to step 2. */
export function loadThankYou(services: AppServices) {
  return async ({ params }: LoaderFunctionArgs) => {
    const token = params.token ?? '';
    const state = await fetchSignup(services, token);
    if (state.signup && state.signup.planLevel == null) return redirect(choosePlanPath(token));
    return state;
  };
}

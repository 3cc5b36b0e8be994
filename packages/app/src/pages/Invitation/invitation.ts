import { graphql, loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { answerOrError } from '../../relay/fetchAnswer';
import YourCompaniesPageQuery, {
  type YourCompaniesPageQuery as YourCompaniesOperation,
} from './__generated__/YourCompaniesPageQuery.graphql';
import type { AppServices } from '../../services/services';
import type {
  invitationCheckQuery,
  invitationCheckQuery$data,
} from './__generated__/invitationCheckQuery.graphql';

// The answer goes whole to the invitation pages, which read every field.
/* eslint-disable relay/unused-fields */
const checkQuery = graphql`
  query invitationCheckQuery($code: String!) {
    checkInviteCode(invitecode: $code) {
      companyUserId
      companyId
      companyName
      firstName
      lastName
      email
    }
  }
`;
/* eslint-enable relay/unused-fields */

export type Invitation = invitationCheckQuery$data['checkInviteCode'];

/** What the invitation pages know: the code from the link, and what it stands for or why not. */
export type InvitationState =
  | { code: string; invitation: Invitation; error: null }
  | { code: string; invitation: null; error: string };

/** Loader of invite-user, create-account and link-company: checks `?code=` with the server. */
export function loadInvitation(services: AppServices) {
  return async ({ request }: LoaderFunctionArgs): Promise<InvitationState | null> => {
    const code = new URL(request.url).searchParams.get('code')?.trim() ?? '';
    if (!code) return null;
    const { answer, error } = await answerOrError<invitationCheckQuery>(
      services.environment(),
      checkQuery,
      { code },
    );
    return answer
      ? { code, invitation: answer.checkInviteCode, error: null }
      : { code, invitation: null, error };
  };
}

/** "Ann Lee", or "" when the invitation names nobody. */
export const invitedName = (invitation: Invitation) =>
  [invitation.firstName, invitation.lastName].filter(Boolean).join(' ');

/**
 * What link-company's loader gives: the invitation of `?code=`; without a code, for a member,
 * their companies (to switch); else nothing.
 */
export type LinkCompanyData =
  InvitationState | { companiesRef: PreloadedQuery<YourCompaniesOperation> } | null;

/** link-company's loader. */
export function loadLinkCompany(services: AppServices) {
  const invitation = loadInvitation(services);
  return async (args: LoaderFunctionArgs): Promise<LinkCompanyData> => {
    const state = await invitation(args);
    if (state || !services.sessions.get()?.user.currentUser) return state;
    const companiesRef = loadQuery<YourCompaniesOperation>(
      services.environment(),
      YourCompaniesPageQuery,
      {},
      { fetchPolicy: 'network-only' },
    );
    return { companiesRef };
  };
}

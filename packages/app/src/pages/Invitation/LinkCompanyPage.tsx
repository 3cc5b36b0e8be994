import { Suspense, useState } from 'react';
import { Link, useLoaderData } from 'react-router-dom';
import { graphql, useRelayEnvironment, type PreloadedQuery } from 'react-relay/hooks';
import { fetchAnswer } from '../../relay/fetchAnswer';
import { Button } from '@routebook/ui';
import type { LinkCompanyPageLinkQuery } from './__generated__/LinkCompanyPageLinkQuery.graphql';
import { useAppServices, useSession } from '../../services/services';
import type { Session } from '../../session/session';
import { InvitationRefused } from './InviteUserPage';
import { useSwitchCompany, YourCompanies } from './YourCompanies';
import type { YourCompaniesPageQuery } from './__generated__/YourCompaniesPageQuery.graphql';
import { invitedName, type Invitation, type LinkCompanyData } from './invitation';
import publicPage from '../publicPage.module.css';

// The contract has linkCompanyUser among the queries; it makes the invited membership active.
const linkQuery = graphql`
  query LinkCompanyPageLinkQuery($userId: ID!, $companyUserId: ID!, $code: String!) {
    linkCompanyUser(userId: $userId, companyUserId: $companyUserId, invitecode: $code) {
      id
    }
  }
`;

/**
 * link-company: an existing account joins the company of an invitation (`?code=`), then works
 * under it. Without a code it is where a login without a company lands.
 */
export function Component() {
  const loaded = useLoaderData() as LinkCompanyData;
  const session = useSession();
  const { logout } = useAppServices();
  if (!loaded || 'companiesRef' in loaded) {
    return (
      <WithoutInvitation session={session} companiesRef={loaded?.companiesRef} onLogout={logout} />
    );
  }
  const state = loaded;
  if (!state.invitation) return <InvitationRefused error={state.error} />;
  const next = `/link-company?code=${encodeURIComponent(state.code)}`;
  if (!session) {
    return (
      <div className={publicPage.page}>
        <h1 className={publicPage.title}>Join {state.invitation.companyName}</h1>
        <p>Log in with your Routebook account first; you will come back here to join.</p>
        <Link className={publicPage.action} to={`/login?next=${encodeURIComponent(next)}`}>
          Log in
        </Link>
      </div>
    );
  }
  return <JoinCompany code={state.code} invitation={state.invitation} session={session} />;
}

/**
 * link-company without a code: a member sees their companies and can switch (Switch company in
 * the menu); a login without a company is told how to join one.
 */
function WithoutInvitation({
  session,
  companiesRef,
  onLogout,
}: {
  session: Session | null;
  companiesRef: PreloadedQuery<YourCompaniesPageQuery> | undefined;
  onLogout(): void;
}) {
  if (session?.user.currentUser && companiesRef) {
    return (
      <div className={publicPage.page}>
        <h1 className={publicPage.title}>Companies</h1>
        <Suspense fallback={<p>Loading your companies…</p>}>
          <YourCompanies session={session} companiesRef={companiesRef} />
        </Suspense>
        <p>To join another company, open the invitation link its admin sent you.</p>
      </div>
    );
  }
  return (
    <div className={publicPage.page}>
      <h1 className={publicPage.title}>Join a company</h1>
      <p>
        {session ? 'Your account is not part of a company yet. ' : ''}Open the invitation link your
        admin sent you to join their company.
      </p>
      {session && (
        <div className={publicPage.actions}>
          <Button variant="secondary" onClick={onLogout}>
            Log out
          </Button>
        </div>
      )}
    </div>
  );
}

function JoinCompany({
  code,
  invitation,
  session,
}: {
  code: string;
  invitation: Invitation;
  session: Session;
}) {
  const environment = useRelayEnvironment();
  const switchCompany = useSwitchCompany();
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = invitedName(invitation);

  const join = async () => {
    setJoining(true);
    setFailure(null);
    try {
      await fetchAnswer<LinkCompanyPageLinkQuery>(environment, linkQuery, {
        userId: session.user.id,
        companyUserId: invitation.companyUserId,
        code,
      });
      await switchCompany(invitation.companyId);
    } catch (caught) {
      setFailure((caught as Error).message);
      setJoining(false);
    }
  };

  return (
    <div className={publicPage.page}>
      <h1 className={publicPage.title}>Join {invitation.companyName}</h1>
      <p>
        You are logged in as {session.user.email}. Join {invitation.companyName}
        {name ? ` (invited as ${name})` : ''} with this account?
      </p>
      {failure && (
        <p className={publicPage.error} role="alert">
          {failure}
        </p>
      )}
      <div className={publicPage.actions}>
        <Button loading={joining} onClick={() => void join()}>
          Join {invitation.companyName}
        </Button>
      </div>
    </div>
  );
}

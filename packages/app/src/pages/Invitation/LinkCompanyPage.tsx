import { useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { Button } from '@routebook/ui';
import type { LinkCompanyPageLinkQuery } from './__generated__/LinkCompanyPageLinkQuery.graphql';
import type { LinkCompanyPageLoginQuery } from './__generated__/LinkCompanyPageLoginQuery.graphql';
import { useAppServices, useSession } from '../../services/services';
import type { Session } from '../../session/session';
import { InvitationRefused } from './InviteUserPage';
import { invitedName, type Invitation, type InvitationState } from './invitation';
import styles from './Invitation.module.css';

// Spec §7 lists linkCompanyUser among the queries; it makes the invited membership active.
const linkQuery = graphql`
  query LinkCompanyPageLinkQuery($userId: ID!, $companyUserId: ID!, $code: String!) {
    linkCompanyUser(userId: $userId, companyUserId: $companyUserId, invitecode: $code) {
      id
    }
  }
`;

// Logs in under the joined company with the session's token (no password again).
const companyLoginQuery = graphql`
  query LinkCompanyPageLoginQuery($data: CompanyUserLoginInput!) {
    companyUserLogin(data: $data) {
      ...sessionFields_loginResult @relay(mask: false)
    }
  }
`;

/**
 * link-company: an existing account joins the company of an invitation (`?code=`), then works
 * under it. Without a code it is where a login without a company lands.
 */
export function Component() {
  const state = useLoaderData() as InvitationState | null;
  const session = useSession();
  const { logout } = useAppServices();
  if (state && !state.invitation) return <InvitationRefused error={state.error} />;
  if (!state) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Join a company</h1>
        <p>
          {session
            ? 'Your account is not part of a company yet. Open the invitation link your admin sent you.'
            : 'Open the invitation link your admin sent you to join their company.'}
        </p>
        {session && (
          <div className={styles.actions}>
            <Button variant="secondary" onClick={logout}>
              Log out
            </Button>
          </div>
        )}
      </div>
    );
  }
  const next = `/link-company?code=${encodeURIComponent(state.code)}`;
  if (!session) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Join {state.invitation.companyName}</h1>
        <p>Log in with your Routebook account first; you will come back here to join.</p>
        <Link className={styles.action} to={`/login?next=${encodeURIComponent(next)}`}>
          Log in
        </Link>
      </div>
    );
  }
  return <JoinCompany code={state.code} invitation={state.invitation} session={session} />;
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
  const { startSession } = useAppServices();
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const name = invitedName(invitation);

  const join = async () => {
    setJoining(true);
    setFailure(null);
    try {
      await fetchQuery<LinkCompanyPageLinkQuery>(environment, linkQuery, {
        userId: session.user.id,
        companyUserId: invitation.companyUserId,
        code,
      }).toPromise();
      const answer = await fetchQuery<LinkCompanyPageLoginQuery>(environment, companyLoginQuery, {
        data: { companyId: invitation.companyId },
      }).toPromise();
      if (!answer) throw new Error('No answer from the server.');
      startSession(answer.companyUserLogin as Session);
      await navigate('/route/list', { replace: true });
    } catch (caught) {
      setFailure((caught as Error).message);
      setJoining(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Join {invitation.companyName}</h1>
      <p>
        You are logged in as {session.user.email}. Join {invitation.companyName}
        {name ? ` (invited as ${name})` : ''} with this account?
      </p>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.actions}>
        <Button loading={joining} onClick={() => void join()}>
          Join {invitation.companyName}
        </Button>
      </div>
    </div>
  );
}

import { Link, useLoaderData } from 'react-router-dom';
import { invitedName, type InvitationState } from './invitation';
import publicPage from '../publicPage.module.css';

/**
 * invite-user?code=: what the invitation link stands for (checkInviteCode): the company and the
 * invitee's name; then create an account, or join with an existing one.
 */
export function Component() {
  const state = useLoaderData() as InvitationState | null;
  if (!state) {
    return (
      <div className={publicPage.page}>
        <h1 className={publicPage.title}>Invitation</h1>
        <p>Open the invitation link you were sent by text message or email.</p>
      </div>
    );
  }
  if (!state.invitation) return <InvitationRefused error={state.error} />;
  const { invitation, code } = state;
  const name = invitedName(invitation);
  const query = `?code=${encodeURIComponent(code)}`;
  return (
    <div className={publicPage.page}>
      <h1 className={publicPage.title}>Join {invitation.companyName}</h1>
      <p>
        You are invited to join {invitation.companyName} on Routebook
        {name ? ` as ${name}` : ''}.
      </p>
      <div className={publicPage.actions}>
        <Link className={publicPage.action} to={`/create-account${query}`}>
          Create my account
        </Link>
        <Link className={publicPage.link} to={`/link-company${query}`}>
          I already have a Routebook account
        </Link>
      </div>
    </div>
  );
}

/** An invitation the server does not accept (unknown, used or withdrawn), and why. */
export function InvitationRefused({ error }: { error: string }) {
  return (
    <div className={publicPage.page}>
      <h1 className={publicPage.title}>Invitation not valid</h1>
      <p className={publicPage.error}>{error}</p>
      <p>Ask your company&apos;s admin for a new invitation.</p>
      <Link className={publicPage.link} to="/login">
        Go to login
      </Link>
    </div>
  );
}

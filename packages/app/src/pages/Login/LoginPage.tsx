import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { fetchAnswer } from '../../relay/fetchAnswer';
import { ForgotPasswordModal, LoginForm } from '@routebook/ui';
import { useAppServices } from '../../services/services';
import type { Session } from '../../session/session';
import type { LoginPageQuery } from './__generated__/LoginPageQuery.graphql';
import { useSendForgotPassword } from './sendForgotPassword';
import styles from './LoginPage.module.css';

const loginQuery = graphql`
  query LoginPageQuery($data: UserLoginInput!) {
    userLogin(data: $data) {
      ...sessionFields_loginResult @relay(mask: false)
    }
  }
`;

/** Where to go after logging in: `?next=` when it is a path of this app, else the route list. */
export function afterLogin(next: string | null, session: Session): string {
  if (!session.user.currentUser) return '/link-company';
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/route/list';
}

/** Spec §2: login, with "Can't Log In?" opening Forgot Password. */
export function Component() {
  const environment = useRelayEnvironment();
  const { sessions } = useAppServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const sendForgotPassword = useSendForgotPassword();

  const logIn = async (data: { email: string; password: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      const result = await fetchAnswer<LoginPageQuery>(environment, loginQuery, { data });
      const session = result.userLogin as Session;
      sessions.set(session);
      await navigate(afterLogin(params.get('next'), session), { replace: true });
    } catch (caught) {
      setError((caught as Error).message);
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Log in to Routebook</h1>
      <LoginForm
        onSubmit={logIn}
        submitting={submitting}
        error={error}
        onForgotPassword={() => setForgotOpen(true)}
      />
      <ForgotPasswordModal
        open={forgotOpen}
        onOpenChange={setForgotOpen}
        onSubmit={sendForgotPassword}
      />
    </div>
  );
}

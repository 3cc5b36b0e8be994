import { lazy, Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql, useRelayEnvironment } from 'react-relay/hooks';
import { fetchAnswer } from '../../relay/fetchAnswer';
import { LoginForm, preloadModal } from '@routebook/ui';
import { clearMemberData } from '../../pwa/memberData';
import { landingPath } from '../../routing/guards';
import { useAppServices } from '../../services/services';
import type { Session } from '../../session/session';
import type { LoginPageQuery } from './__generated__/LoginPageQuery.graphql';
import styles from './LoginPage.module.css';

const loginQuery = graphql`
  query LoginPageQuery($data: UserLoginInput!) {
    userLogin(data: $data) {
      deviceKey
      ...sessionFields_loginResult @relay(mask: false)
    }
  }
`;

const loadForgotPassword = () => import('./ForgotPasswordDialog');
const ForgotPasswordDialog = lazy(loadForgotPassword);

/** Fetches Forgot Password's code (and the modal's) before it opens; a failure shows on open. */
function prefetchForgotPassword() {
  loadForgotPassword().catch(() => undefined);
  preloadModal().catch(() => undefined);
}

/**
 * Where to go after logging in: `?next=` when it is a path of this app, else the member's landing
 * page (Today for field staff, the route list for admins).
 */
export function afterLogin(next: string | null, session: Session): string {
  if (!session.user.currentUser) return '/link-company';
  return next && next.startsWith('/') && !next.startsWith('//') ? next : landingPath(session);
}

/** Login, with "Can't Log In?" opening Forgot Password. */
export function Component() {
  const environment = useRelayEnvironment();
  const { sessions, deviceKeys } = useAppServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  // Its code loads when first opened (or on the way there); it stays mounted afterwards so that
  // closing it runs through the modal (focus goes back to "Can't Log In?").
  const [forgotOpened, setForgotOpened] = useState(false);
  if (forgotOpen && !forgotOpened) setForgotOpened(true);

  const logIn = async (data: { email: string; password: string }) => {
    setSubmitting(true);
    setError(null);
    try {
      // This device's key for the email: others' failed logins for it do not lock this device out.
      const deviceKey = deviceKeys.get(data.email);
      const result = await fetchAnswer<LoginPageQuery>(environment, loginQuery, {
        data: { ...data, deviceKey },
      });
      const { deviceKey: nextDeviceKey, ...answer } = result.userLogin;
      deviceKeys.set(data.email, nextDeviceKey);
      const session = answer as Session;
      // Whatever a login that ended without Logout (expired, storage cleared) left on the device
      // is not this member's to read.
      await clearMemberData().catch(() => undefined);
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
        onForgotPasswordIntent={prefetchForgotPassword}
      />
      {forgotOpened && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onOpenChange={setForgotOpen} />
        </Suspense>
      )}
    </div>
  );
}

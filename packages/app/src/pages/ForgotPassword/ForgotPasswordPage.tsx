import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql, useMutation } from 'react-relay/hooks';
import { messages, validateSignup } from '@routebook/schema';
import { Button, ForgotPasswordForm, TextField } from '@routebook/ui';
import type { ForgotPasswordPageResetMutation } from './__generated__/ForgotPasswordPageResetMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useSendForgotPassword } from '../Login/sendForgotPassword';
import publicPage from '../publicPage.module.css';
import styles from './ForgotPasswordPage.module.css';

const resetMutation = graphql`
  mutation ForgotPasswordPageResetMutation($code: String!, $password: String!) {
    resetPassword(code: $code, password: $password) {
      result
    }
  }
`;

/**
 * forgot-password: without a code, ask for the reset email (Forgot Password on a page); with the
 * emailed link's `?code=`, choose a new password, then log in with it.
 */
export function Component() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const sendForgotPassword = useSendForgotPassword();
  return (
    <div className={publicPage.page}>
      {code ? (
        <NewPassword code={code} />
      ) : (
        <>
          <h1 className={publicPage.title}>Forgot Password</h1>
          <p>Enter the email you log in with; we will send you a link to choose a new password.</p>
          <ForgotPasswordForm onSubmit={sendForgotPassword} />
        </>
      )}
      <Link className={styles.login} to="/login">
        Back to login
      </Link>
    </div>
  );
}

function NewPassword({ code }: { code: string }) {
  const [commit, saving] = useMutation<ForgotPasswordPageResetMutation>(resetMutation);
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<{ done: boolean; text: string } | null>(null);
  const tooShort = validateSignup({ password }).password;
  const differs = again !== password ? messages.passwordsDiffer : undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    if (tooShort || differs) return;
    try {
      await commitAsPromise(commit, { variables: { code, password } });
      setOutcome({ done: true, text: 'Your password was changed. Log in with it.' });
    } catch (failure) {
      setOutcome({ done: false, text: (failure as Error).message });
    }
  }

  if (outcome?.done) {
    return (
      <>
        <h1 className={publicPage.title}>Password changed</h1>
        <p role="status">{outcome.text}</p>
      </>
    );
  }
  return (
    <>
      <h1 className={publicPage.title}>Choose a new password</h1>
      <form className={publicPage.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={tried ? tooShort : undefined}
        />
        <TextField
          label="New password again"
          type="password"
          autoComplete="new-password"
          required
          value={again}
          onChange={(event) => setAgain(event.target.value)}
          error={tried ? differs : undefined}
        />
        {outcome && (
          <p className={publicPage.error} role="alert">
            {outcome.text}
          </p>
        )}
        <div>
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </div>
      </form>
    </>
  );
}

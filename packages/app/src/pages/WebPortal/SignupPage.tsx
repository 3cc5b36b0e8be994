import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { graphql, useMutation } from 'react-relay/hooks';
import { hasErrors, validateSignup } from '@routebook/schema';
import { Button, TextField } from '@routebook/ui';
import type { SignupPageMutation } from './__generated__/SignupPageMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useFormFields } from '../../hooks/useFormFields';
import { useAppServices } from '../../services/services';
import { BotCheck } from './BotCheck';
import { choosePlanPath } from './signup';
import { AccountFields } from '../account/AccountFields';
import { accountInput } from '../account/accountInput';
import publicPage from '../publicPage.module.css';

const signupCompanyMutation = graphql`
  mutation SignupPageMutation($data: SignupInput!) {
    signupCompany(data: $data) {
      token
    }
  }
`;

type Field = 'companyName' | 'firstName' | 'lastName' | 'email' | 'password';

const EMPTY: Record<Field, string> = {
  companyName: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
};

/** webportal/signup: a company, its admin's account and the bot check; then step 2 (the plan). */
export function Component() {
  const { config } = useAppServices();
  const navigate = useNavigate();
  const [commit, saving] = useMutation<SignupPageMutation>(signupCompanyMutation);
  const { values, field, shown: shownFor, touchAll } = useFormFields(EMPTY);
  const [botToken, setBotToken] = useState<string | null>(null);
  // A bot-check token is good for one try: after a refused sign-up the check starts over.
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);

  const errors = validateSignup(values);
  const shown = (name: keyof typeof errors) => shownFor(name, errors[name]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (hasErrors(errors)) {
      touchAll();
      return;
    }
    setFailure(null);
    try {
      const answer = await commitAsPromise(commit, {
        variables: {
          data: {
            companyName: values.companyName.trim(),
            ...accountInput(values),
            botToken,
          },
        },
      });
      await navigate(choosePlanPath(answer.signupCompany.token));
    } catch (caught) {
      setFailure((caught as Error).message);
      setBotToken(null);
      setAttempt((count) => count + 1);
    }
  }

  return (
    <div className={publicPage.page}>
      <h1 className={publicPage.title}>Sign up your company</h1>
      <p className={publicPage.text}>
        Plan routes and record jobs with your team. Next you choose a plan.
      </p>
      <form className={publicPage.form} noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          label="Company name"
          autoComplete="organization"
          required
          error={shown('companyName')}
          {...field('companyName')}
        />
        <AccountFields field={field} shown={shownFor} errors={errors} />
        <BotCheck key={attempt} siteKey={config.botCheckSiteKey} onToken={setBotToken} />
        {failure && (
          <p className={publicPage.error} role="alert">
            {failure}
          </p>
        )}
        <div className={publicPage.actions}>
          <Button type="submit" loading={saving} disabled={botToken === null}>
            Create company
          </Button>
        </div>
      </form>
      <p className={publicPage.text}>
        Already have an account?{' '}
        <Link className={publicPage.link} to="/login">
          Log in
        </Link>
      </p>
    </div>
  );
}

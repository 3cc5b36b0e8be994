import { useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { graphql, useMutation } from 'react-relay/hooks';
import { hasErrors, messages, validateSignup } from '@routebook/schema';
import { Button, TextField } from '@routebook/ui';
import type { CreateAccountPageMutation } from './__generated__/CreateAccountPageMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useFormFields } from '../../hooks/useFormFields';
import { useAppServices } from '../../services/services';
import { landingPath } from '../../routing/guards';
import type { Session } from '../../session/session';
import { InvitationRefused, Component as InvitationMissing } from './InviteUserPage';
import type { Invitation, InvitationState } from './invitation';
import { AccountFields } from '../account/AccountFields';
import { accountInput } from '../account/accountInput';
import publicPage from '../publicPage.module.css';

const createUserMutation = graphql`
  mutation CreateAccountPageMutation($data: CreateUserInput!) {
    createUser(data: $data) {
      ...sessionFields_loginResult @relay(mask: false)
    }
  }
`;

/** create-account?code=: an invitee makes their account, and is logged in under the company. */
export function Component() {
  const state = useLoaderData() as InvitationState | null;
  if (!state) return <InvitationMissing />;
  if (!state.invitation) return <InvitationRefused error={state.error} />;
  return <CreateAccountForm code={state.code} invitation={state.invitation} />;
}

type Field = 'firstName' | 'lastName' | 'email' | 'password' | 'confirm';

function CreateAccountForm({ code, invitation }: { code: string; invitation: Invitation }) {
  const { startSession } = useAppServices();
  const navigate = useNavigate();
  const [commit, saving] = useMutation<CreateAccountPageMutation>(createUserMutation);
  const { values, field, shown, touchAll } = useFormFields<Field>({
    firstName: invitation.firstName ?? '',
    lastName: invitation.lastName ?? '',
    email: invitation.email ?? '',
    password: '',
    confirm: '',
  });
  const [failure, setFailure] = useState<string | null>(null);

  const { companyName: _company, ...errors } = validateSignup({
    companyName: invitation.companyName,
    firstName: values.firstName,
    email: values.email,
    password: values.password,
  });
  const confirmError = values.confirm !== values.password ? messages.passwordsDiffer : undefined;
  const valid = !hasErrors(errors) && confirmError === undefined;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      touchAll();
      return;
    }
    setFailure(null);
    try {
      const answer = await commitAsPromise(commit, {
        variables: {
          data: {
            inviteCode: code,
            ...accountInput(values),
          },
        },
      });
      const session = answer.createUser as Session;
      startSession(session);
      await navigate(landingPath(session), { replace: true });
    } catch (caught) {
      setFailure((caught as Error).message);
    }
  }

  return (
    <div className={publicPage.page}>
      <h1 className={publicPage.title}>Create your account</h1>
      <p>You are joining {invitation.companyName}.</p>
      <form className={publicPage.form} noValidate onSubmit={(event) => void submit(event)}>
        <AccountFields field={field} shown={shown} errors={errors} />
        <TextField
          label="Password again"
          type="password"
          autoComplete="new-password"
          required
          error={shown('confirm', confirmError)}
          {...field('confirm')}
        />
        {failure && (
          <p className={publicPage.error} role="alert">
            {failure}
          </p>
        )}
        <div className={publicPage.actions}>
          <Button type="submit" loading={saving}>
            Create account
          </Button>
        </div>
      </form>
    </div>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { graphql, useMutation } from 'react-relay/hooks';
import { messages } from '@routebook/schema';
import { Button } from '@routebook/ui';
import type { ChoosePlanPageMutation } from './__generated__/ChoosePlanPageMutation.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { planAllowances } from './planWords';
import { SignupLinkRefused } from './SignupLinkRefused';
import { thankYouPath, type Plan, type Signup, type SignupState } from './signup';
import publicPage from '../publicPage.module.css';
import styles from './WebPortal.module.css';

const choosePlanMutation = graphql`
  mutation ChoosePlanPageMutation($token: String!, $planLevel: Int!) {
    choosePlan(token: $token, planLevel: $planLevel) {
      token
    }
  }
`;

/** webportal/signup/step2/:token: the new company's plan, each with what it allows. */
export function Component() {
  const state = useLoaderData() as SignupState;
  if (!state.signup) return <SignupLinkRefused error={state.error} />;
  return <PlanChoice signup={state.signup} plans={state.plans} />;
}

function PlanChoice({ signup, plans }: { signup: Signup; plans: readonly Plan[] }) {
  const navigate = useNavigate();
  const [commit, saving] = useMutation<ChoosePlanPageMutation>(choosePlanMutation);
  // Once chosen, the server keeps the plan: this step can only confirm it.
  const chosen = signup.planLevel ?? null;
  const [level, setLevel] = useState<number | null>(chosen);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (level === null) {
      setFailure(messages.planRequired);
      return;
    }
    setFailure(null);
    try {
      await commitAsPromise(commit, { variables: { token: signup.token, planLevel: level } });
      await navigate(thankYouPath(signup.token));
    } catch (caught) {
      setFailure((caught as Error).message);
    }
  }

  return (
    <div className={publicPage.page} data-width="wide">
      <h1 className={publicPage.title}>Choose a plan for {signup.companyName}</h1>
      <form className={publicPage.form} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={styles.plans}>
          <legend className={styles.legend}>Plan</legend>
          {plans.map((plan) => (
            <PlanOption
              key={plan.level}
              plan={plan}
              checked={plan.level === level}
              disabled={chosen !== null && plan.level !== chosen}
              onChoose={() => {
                setLevel(plan.level);
                setFailure(null);
              }}
            />
          ))}
        </fieldset>
        {chosen !== null && (
          <p className={publicPage.note}>The plan is chosen. Continue to finish signing up.</p>
        )}
        {failure && (
          <p className={publicPage.error} role="alert">
            {failure}
          </p>
        )}
        <div className={publicPage.actions}>
          <Button type="submit" loading={saving}>
            Continue
          </Button>
        </div>
      </form>
    </div>
  );
}

function PlanOption({
  plan,
  checked,
  disabled,
  onChoose,
}: {
  plan: Plan;
  checked: boolean;
  disabled: boolean;
  onChoose(): void;
}) {
  const allowancesId = useId();
  return (
    // A tap anywhere on the card chooses the plan: the radio's label is stretched over it in CSS,
    // as a list may not sit inside a label.
    <div
      className={styles.plan}
      data-checked={checked || undefined}
      data-disabled={disabled || undefined}
    >
      <label className={styles.planHeading}>
        <input
          type="radio"
          name="planLevel"
          value={plan.level}
          checked={checked}
          disabled={disabled}
          onChange={onChoose}
          className={styles.radio}
          aria-describedby={allowancesId}
        />
        <span className={styles.planName}>
          {plan.name} <span className={styles.planLevel}>Level {plan.level}</span>
        </span>
      </label>
      <ul id={allowancesId} className={styles.allowances}>
        {planAllowances(plan).map((allowance) => (
          <li key={allowance}>{allowance}</li>
        ))}
      </ul>
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  graphql,
  usePreloadedQuery,
  useRelayEnvironment,
  type PreloadedQuery,
} from 'react-relay/hooks';
import { fetchAnswer } from '../../relay/fetchAnswer';
import { Button } from '@routebook/ui';
import type { YourCompaniesPageQuery } from './__generated__/YourCompaniesPageQuery.graphql';
import type { YourCompaniesLoginQuery } from './__generated__/YourCompaniesLoginQuery.graphql';
import { useAppServices } from '../../services/services';
import { landingPath } from '../../routing/guards';
import type { Session } from '../../session/session';
import publicPage from '../publicPage.module.css';
import styles from './Invitation.module.css';

export const yourCompaniesQuery = graphql`
  query YourCompaniesPageQuery {
    me {
      companies {
        id
        status
        role
        company {
          id
          name
        }
      }
    }
  }
`;

const companyLoginQuery = graphql`
  query YourCompaniesLoginQuery($data: CompanyUserLoginInput!) {
    companyUserLogin(data: $data) {
      ...sessionFields_loginResult @relay(mask: false)
    }
  }
`;

/** Logs in under another of the account's companies with the session's token (no password). */
export function useSwitchCompany() {
  const environment = useRelayEnvironment();
  const { startSession } = useAppServices();
  const navigate = useNavigate();
  return async (companyId: string) => {
    const answer = await fetchAnswer<YourCompaniesLoginQuery>(environment, companyLoginQuery, {
      data: { companyId },
    });
    const session = answer.companyUserLogin as Session;
    startSession(session);
    await navigate(landingPath(session), { replace: true });
  };
}

const ROLE = { admin: 'Admin', regular: 'Regular user' } as const;

/** The companies the account works in (active memberships), the current one marked; switch. */
export function YourCompanies({
  session,
  companiesRef,
}: {
  session: Session;
  /** Loaded by link-company's loader. */
  companiesRef: PreloadedQuery<YourCompaniesPageQuery>;
}) {
  const { me } = usePreloadedQuery<YourCompaniesPageQuery>(yourCompaniesQuery, companiesRef);
  const switchCompany = useSwitchCompany();
  const [switching, setSwitching] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const currentId = session.user.currentUser?.company.id;
  const memberships = me.companies.filter((membership) => membership.status === 'active');

  const choose = async (companyId: string) => {
    setSwitching(companyId);
    setFailure(null);
    try {
      await switchCompany(companyId);
    } catch (caught) {
      setFailure((caught as Error).message);
      setSwitching(null);
    }
  };

  if (memberships.length === 0) return null;
  return (
    <>
      <h2>Your companies</h2>
      {failure && (
        <p className={publicPage.error} role="alert">
          {failure}
        </p>
      )}
      <ul className={styles.companies}>
        {memberships.map(({ id, role, company }) => (
          <li key={id} className={styles.company}>
            <span>
              <strong>{company.name}</strong>
              <span className={styles.role}> {ROLE[role as keyof typeof ROLE] ?? role}</span>
            </span>
            {company.id === currentId ? (
              <span className={styles.current}>Current</span>
            ) : (
              <Button
                variant="secondary"
                loading={switching === company.id}
                onClick={() => void choose(company.id)}
              >
                Switch to {company.name}
              </Button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

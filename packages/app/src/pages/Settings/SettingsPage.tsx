import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { SettingsPageQuery } from './__generated__/SettingsPageQuery.graphql';
import { SettingsProfileForm } from './SettingsProfileForm';
import { SettingsLogo } from './SettingsLogo';
import { SettingsList } from './SettingsList';
import { SettingsOnMyWay } from './SettingsOnMyWay';
import { SettingsCantAccess } from './SettingsCantAccess';
import styles from './SettingsPage.module.css';

export const settingsPageQuery = graphql`
  query SettingsPageQuery($companyId: ID!) {
    company(id: $companyId) {
      ...SettingsProfileForm_company
      ...SettingsLogo_company
      ...SettingsOnMyWay_company
      ...SettingsCantAccess_company
    }
    settings(companyId: $companyId) {
      ...SettingsList_settings
    }
  }
`;

/**
 * settings (admin): the company's profile, its logo (shown in the menu), the On my way text,
 * its settings and its Can't access reasons.
 */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<SettingsPageQuery> };
  const { company, settings } = usePreloadedQuery<SettingsPageQuery>(settingsPageQuery, queryRef);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Settings</h1>
      {company ? (
        <>
          <SettingsProfileForm company={company} />
          <SettingsLogo company={company} />
          <SettingsOnMyWay company={company} />
        </>
      ) : (
        <p>Your company could not be found. Please log in again.</p>
      )}
      <SettingsList settings={settings} />
      {company && <SettingsCantAccess company={company} />}
    </div>
  );
}

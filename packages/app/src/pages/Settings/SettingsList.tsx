import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { productSetting } from '@routebook/schema';
import { Checkbox, useToast } from '@routebook/ui';
import type { SettingsList_settings$key } from './__generated__/SettingsList_settings.graphql';
import { useUpdateSetting } from './mutations';
import styles from './SettingsPage.module.css';
import { actionFailureText } from '../../relay/failureText';

export const NO_SETTINGS = 'Your company has no settings yet.';

/**
 * The company's settings, each on or off, with what changes when it is on (the
 * product's explanation, found by the setting's key). A switch saves at once (updateSetting) and
 * shows the new state before the server answers; a refusal puts it back and says why.
 */
export function SettingsList({ settings }: { settings: SettingsList_settings$key }) {
  const data = useFragment(
    graphql`
      fragment SettingsList_settings on Setting @relay(plural: true) {
        id
        key
        name
        status
      }
    `,
    settings,
  );
  const [update] = useUpdateSetting();
  const { show } = useToast();
  const headingId = useId();

  const toggle = (id: string, on: boolean) => {
    const status = on ? 'on' : 'off';
    update({
      variables: { id, status },
      optimisticResponse: { updateSetting: { id, status } },
      onError: (failure) => show(actionFailureText(failure), { tone: 'error' }),
    });
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Company settings
      </h2>
      {data.length === 0 ? (
        <p className={styles.muted}>{NO_SETTINGS}</p>
      ) : (
        <ul className={styles.settings} aria-labelledby={headingId}>
          {data.map((setting) => {
            const explanation = productSetting(setting.key)?.explanation;
            const explanationId = `${headingId}-${setting.id}`;
            return (
              <li key={setting.id} className={styles.setting}>
                {/* A switch: it reads "on" or "off", as the setting's status does. */}
                <Checkbox
                  role="switch"
                  label={setting.name}
                  checked={setting.status === 'on'}
                  aria-describedby={explanation ? explanationId : undefined}
                  onChange={(event) => toggle(setting.id, event.currentTarget.checked)}
                />
                {explanation && (
                  <p id={explanationId} className={styles.settingExplanation}>
                    {explanation}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

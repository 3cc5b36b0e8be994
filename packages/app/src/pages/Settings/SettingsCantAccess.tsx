import { graphql, useFragment } from 'react-relay/hooks';
import { CantAccessReasons, useToast } from '@routebook/ui';
import type { SettingsCantAccess_company$key } from './__generated__/SettingsCantAccess_company.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useUpdateCantAccessReasons } from './mutations';

export const REASONS_SAVED = "Can't access reasons saved.";

/**
 * The company's Can't access reasons, edited as a list and saved whole
 * (updateCantAccessReasons); the answer's list replaces the edits.
 */
export function SettingsCantAccess({ company }: { company: SettingsCantAccess_company$key }) {
  const data = useFragment(
    graphql`
      fragment SettingsCantAccess_company on Company {
        cantAccessReasons
      }
    `,
    company,
  );
  const [update, saving] = useUpdateCantAccessReasons();
  const { show } = useToast();
  return (
    <CantAccessReasons
      reasons={data.cantAccessReasons}
      saving={saving}
      onSave={async (reasons) => {
        await commitAsPromise(update, { variables: { reasons } });
        show(REASONS_SAVED, { tone: 'success' });
      }}
    />
  );
}

import { graphql, useMutation } from 'react-relay/hooks';
import { useAppServices } from '../../services/services';
import type { mutationsUpdateCompanySettingsMutation } from './__generated__/mutationsUpdateCompanySettingsMutation.graphql';
import type { mutationsUploadLogoMutation } from './__generated__/mutationsUploadLogoMutation.graphql';
import type { mutationsUpdateSettingMutation } from './__generated__/mutationsUpdateSettingMutation.graphql';
import type { mutationsUpdateCantAccessReasonsMutation } from './__generated__/mutationsUpdateCantAccessReasonsMutation.graphql';

/*
 * The settings page's writes. Each answers with the record it changed, as the page reads it, so
 * Relay updates the page without a refetch.
 */

/**
 * updateCompany (profile or logo). The side menu shows the company's name and logo from the
 * stored login, not from Relay, so a save puts them there too: no need to log in again.
 */
export const useUpdateCompany = () => {
  const { sessions } = useAppServices();
  const [commit, saving] = useMutation<mutationsUpdateCompanySettingsMutation>(graphql`
    mutation mutationsUpdateCompanySettingsMutation($id: ID!, $data: CompanyInput!) {
      updateCompany(id: $id, data: $data) {
        id
        name
        logo
        ...SettingsProfileForm_company
        ...SettingsLogo_company
        ...SettingsOnMyWay_company
      }
    }
  `);
  const update = (config: Parameters<typeof commit>[0]) =>
    commit({
      ...config,
      onCompleted: (response, errors) => {
        if (!errors?.length) {
          const { id, name, logo } = response.updateCompany;
          sessions.updateCompany({ id, name, logo: logo ?? null });
        }
        config.onCompleted?.(response, errors);
      },
    });
  return [update, saving] as const;
};

/** uploadImage: the file goes as a GraphQL multipart request; answers the stored image's URL. */
export const useUploadLogo = () =>
  useMutation<mutationsUploadLogoMutation>(graphql`
    mutation mutationsUploadLogoMutation($file: Upload!) {
      uploadImage(file: $file) {
        url
      }
    }
  `);

/** Extension: switches one company setting 'on' or 'off'. */
export const useUpdateSetting = () =>
  useMutation<mutationsUpdateSettingMutation>(graphql`
    mutation mutationsUpdateSettingMutation($id: ID!, $status: String!) {
      updateSetting(id: $id, status: $status) {
        id
        status
      }
    }
  `);

/** Replaces the company's Can't access reasons; answers the saved list. */
export const useUpdateCantAccessReasons = () =>
  useMutation<mutationsUpdateCantAccessReasonsMutation>(graphql`
    mutation mutationsUpdateCantAccessReasonsMutation($reasons: [String!]!) {
      updateCantAccessReasons(reasons: $reasons) {
        id
        cantAccessReasons
      }
    }
  `);

import { graphql, useMutation } from 'react-relay/hooks';
import type { mutationsCreateCompanyUserMutation } from './__generated__/mutationsCreateCompanyUserMutation.graphql';
import type { mutationsUpdateCompanyUserMutation } from './__generated__/mutationsUpdateCompanyUserMutation.graphql';
import type { mutationsInviteCompanyUserMutation } from './__generated__/mutationsInviteCompanyUserMutation.graphql';
import type { mutationsDeleteCompanyUserMutation } from './__generated__/mutationsDeleteCompanyUserMutation.graphql';

/*
 * The Users page's writes. A company has a handful of members, so each answer carries the
 * company's whole member list and Relay puts it in place: no store updaters.
 */

/**
 * Add User: a blank email gets a placeholder; regular unless admin is chosen and allowed. An email
 * that already has an account answers an `invited` member (its owner was emailed).
 */
export const useCreateCompanyUser = () =>
  useMutation<mutationsCreateCompanyUserMutation>(graphql`
    mutation mutationsCreateCompanyUserMutation($data: CompanyUserInput!) {
      createCompanyUser(data: $data) {
        companyUser {
          id
          status
        }
        company {
          id
          companyUsers {
            ...UsersPage_companyUser
          }
        }
      }
    }
  `);

/** Edit User: refused for the last active admin's demotion or deactivation. */
export const useUpdateCompanyUser = () =>
  useMutation<mutationsUpdateCompanyUserMutation>(graphql`
    mutation mutationsUpdateCompanyUserMutation($id: ID!, $data: CompanyUserUpdateInput!) {
      updateCompanyUser(id: $id, data: $data) {
        companyUser {
          id
        }
        company {
          id
          companyUsers {
            ...UsersPage_companyUser
          }
        }
      }
    }
  `);

/** Invite User: answers with the invitation's path, which the admin can text to the invitee. */
export const useInviteCompanyUser = () =>
  useMutation<mutationsInviteCompanyUserMutation>(graphql`
    mutation mutationsInviteCompanyUserMutation($data: InviteInput!) {
      inviteCompanyUser(data: $data) {
        invitePath
        companyUser {
          id
        }
        company {
          id
          companyUsers {
            ...UsersPage_companyUser
          }
        }
      }
    }
  `);

/** Refused for yourself, the last active admin, and a member with clock-ins. */
export const useDeleteCompanyUser = () =>
  useMutation<mutationsDeleteCompanyUserMutation>(graphql`
    mutation mutationsDeleteCompanyUserMutation($id: ID!) {
      deleteCompanyUser(id: $id) {
        deletedId
        company {
          id
          companyUsers {
            ...UsersPage_companyUser
          }
        }
      }
    }
  `);

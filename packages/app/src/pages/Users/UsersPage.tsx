import { useState } from 'react';
import { useLoaderData } from 'react-router-dom';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { TIMING, adminUserLimit, canHaveAnotherAdmin, messages } from '@routebook/schema';
import {
  Button,
  DataTable,
  InviteUserModal,
  TextField,
  matchesTableSearch,
  UserModal,
  useToast,
  type InviteUserValues,
  type UserValues,
} from '@routebook/ui';
import type { UsersPageQuery } from './__generated__/UsersPageQuery.graphql';
import { commitAsPromise } from '../../relay/commitAsPromise';
import { useConfirmedDelete } from '../../hooks/useConfirmedDelete';
import {
  useCreateCompanyUser,
  useDeleteCompanyUser,
  useInviteCompanyUser,
  useUpdateCompanyUser,
} from './mutations';
import { UserList, userColumns, userSearchTexts, type UserListUser } from './UserList';
import { absoluteInviteLink, InvitationLinkDialog, type Invitation } from './InvitationLinkDialog';
import styles from './UsersPage.module.css';

export const CONFIRM_DELETE_USER = 'Delete this user?';

/** The fields the list and Edit User read; the mutations' answers carry them too. */
export const usersPageCompanyUserFragment = graphql`
  fragment UsersPage_companyUser on CompanyUser {
    id
    firstName
    lastName
    mobile
    email
    role
    status
  }
`;

export const usersPageQuery = graphql`
  query UsersPageQuery($companyId: ID!) {
    company(id: $companyId) {
      id
      planLevel
      companyUsers {
        ...UsersPage_companyUser @relay(mask: false)
      }
    }
  }
`;

type Member = NonNullable<UsersPageQuery['response']['company']>['companyUsers'][number];

/** A member as the list and Edit User take it (an enum value from a newer server reads as the default). */
const listed = (member: Member): UserListUser => ({
  ...member,
  role: member.role === 'admin' ? 'admin' : 'regular',
  status: member.status === 'invited' || member.status === 'inactive' ? member.status : 'active',
});

/**
 * Admin seats as the server counts them against the plan: active admins and invited ones (an
 * accepted invitation must not take the company over its limit).
 */
const adminSeats = (users: readonly UserListUser[]) =>
  users.filter((user) => user.role === 'admin' && user.status !== 'inactive').length;

/** Which member Edit User shows; kept while it closes so its fields do not blank. */
type Editing = { open: boolean; user: UserListUser | null };

/**
 * users (admin): the company's members with role and status; Add User, Edit User and Invite User,
 * Admin offered only while the plan allows another admin, and Delete
 * after a confirmation (the server refuses yourself and the last active admin). An invitation's
 * link is shown to copy and text to the invitee.
 */
export function Component() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<UsersPageQuery> };
  const { company } = usePreloadedQuery<UsersPageQuery>(usersPageQuery, queryRef);
  const companyId = company?.id ?? '';
  const { show } = useToast();
  const [adding, setAdding] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Editing>({ open: false, user: null });
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [search, setSearch] = useState('');
  const [create, creating] = useCreateCompanyUser();
  const [update, updating] = useUpdateCompanyUser();
  const [invite, sending] = useInviteCompanyUser();
  const [remove] = useDeleteCompanyUser();
  const deletion = useConfirmedDelete({
    message: CONFIRM_DELETE_USER,
    remove: (id) => commitAsPromise(remove, { variables: { id } }),
    deleted: 'User deleted.',
  });

  if (!company) return <p>Your company could not be found. Please log in again.</p>;

  const users = company.companyUsers.map(listed);
  const shown = users.filter((user) => matchesTableSearch(userSearchTexts(user), search));
  const seats = adminSeats(users);
  const adminLimit = adminUserLimit(company.planLevel);
  const canAddAdmin = canHaveAnotherAdmin(company.planLevel, seats);

  const addUser = async (values: UserValues) => {
    const { firstName, lastName, mobile, email, password, confirmPassword, role } = values;
    const data = { company: companyId, firstName, lastName, mobile, email, role };
    const answer = await commitAsPromise(create, {
      variables: { data: { ...data, password, confirmPassword } },
    });
    setAdding(false);
    // An email that already has an account is invited, not added: the admin is told so.
    if (answer.createCompanyUser.companyUser.status === 'invited') {
      show(messages.userInvitedExistingAccount, { tone: 'info', durationMs: TIMING.toastNotice });
    } else {
      show(messages.userAdded, { tone: 'success' });
    }
  };

  const editUser = async (values: UserValues) => {
    const id = editing.user?.id;
    if (!id) return;
    const { firstName, lastName, mobile, role, status, updatePassword } = values;
    const { password, confirmPassword } = values;
    const data = { firstName, lastName, mobile, role, status, updatePassword };
    await commitAsPromise(update, {
      variables: { id, data: { ...data, password, confirmPassword } },
    });
    setEditing((current) => ({ ...current, open: false }));
    show('User saved.', { tone: 'success' });
  };

  const inviteUser = async (values: InviteUserValues) => {
    const answer = await commitAsPromise(invite, {
      variables: { data: { ...values, company: companyId } },
    });
    setInviting(false);
    setInvitation({
      name: [values.firstName, values.lastName].join(' '),
      email: values.email,
      link: absoluteInviteLink(answer.inviteCompanyUser.invitePath),
    });
  };

  const onEdit = (user: UserListUser) => setEditing({ open: true, user });
  const onDelete = (user: UserListUser) => deletion.ask(user.id);
  const columns = userColumns({ onEdit, onDelete });

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Users</h1>
        <div className={styles.headerActions}>
          <Button onClick={() => setAdding(true)}>Add user</Button>
          <Button variant="secondary" onClick={() => setInviting(true)}>
            Invite user
          </Button>
        </div>
      </header>
      {adminLimit !== null && (
        <p className={styles.planNote}>
          Your plan allows {adminLimit} {adminLimit === 1 ? 'admin' : 'admins'}; {seats} in use,
          counting invitations.
        </p>
      )}
      <DataTable
        label="Users"
        columns={columns}
        rows={shown}
        defaultSort={{ key: 'name', direction: 'ascending' }}
        search={
          <TextField
            label="Search users"
            type="search"
            name="search"
            value={search}
            hint="By name, email or mobile."
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
        }
        phone={<UserList users={shown} onEdit={onEdit} onDelete={onDelete} />}
      />
      <UserModal
        open={adding}
        onOpenChange={setAdding}
        mode="add"
        draftKey="user:add"
        canAddAdmin={canAddAdmin}
        saving={creating}
        onSave={addUser}
      />
      <UserModal
        open={editing.open}
        onOpenChange={(open) => setEditing((current) => ({ ...current, open }))}
        mode="edit"
        draftKey={editing.user ? `user:edit:${editing.user.id}` : undefined}
        user={editing.user ?? undefined}
        canAddAdmin={canAddAdmin}
        saving={updating}
        onSave={editUser}
      />
      <InviteUserModal
        open={inviting}
        onOpenChange={setInviting}
        draftKey="user:invite"
        canAddAdmin={canAddAdmin}
        saving={sending}
        onSave={inviteUser}
      />
      <InvitationLinkDialog invitation={invitation} onClose={() => setInvitation(null)} />
      {deletion.dialog}
    </div>
  );
}

import { UserRound } from 'lucide-react';
import { PAGE_SIZES, type Role, type User } from 'shared-contracts';
import {
  adminApi,
  useAddUserMutation,
  useRemoveUserMutation,
  useUpdateUserMutation,
  useUsersPageQuery,
} from '../../api';
import { Thumb } from '../../shared/Thumb';
import { saveHook } from '../list/save-hook';
import type { EntityListConfig } from '../list/types';
import { blankUser, userDraftOf, userForm, type UserDraft } from './user-draft';
import { UserFields } from './UserFields';
import { roleNameOf } from './use-roles';

const saveUser = saveHook(
  useAddUserMutation,
  useUpdateUserMutation,
  (draft: UserDraft, mode, upload) => ({ form: userForm(mode, draft), ...upload }),
);

export function usersConfig(roles: Role[]): EntityListConfig<User, UserDraft> {
  return {
    entity: 'user',
    title: 'Users',
    description: 'Customer and staff accounts with their roles.',
    noun: 'User',
    pageSize: PAGE_SIZES.users,
    logFetchErrorsOnly: true,
    usePage: useUsersPageQuery,
    useRemove: useRemoveUserMutation,
    idOf: (user) => user.UserID,
    columns: [
      { header: 'ID', render: (u) => u.UserID },
      { header: 'UserName', render: (u) => u.UserName },
      { header: 'Email', render: (u) => u.Email },
      {
        header: 'Profile Image',
        render: (u) => (
          <Thumb
            src={u.ProfileImage}
            alt={u.UserName}
            size={36}
            round
            placeholder={<UserRound size={18} aria-hidden="true" />}
            placeholderLabel="No photo"
          />
        ),
      },
      { header: 'Role', render: (u) => roleNameOf(roles, u.RoleID, u.RoleName) },
    ],
    form: {
      blank: blankUser,
      fromRow: userDraftOf,
      lastId: () => adminApi.users.lastId(),
      withId: (draft, id) => ({ ...draft, UserID: String(id) }),
      useSave: saveUser,
      Fields: UserFields,
    },
  };
}

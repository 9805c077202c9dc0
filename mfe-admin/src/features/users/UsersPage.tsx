import { useMemo } from 'react';
import { AdminFrame } from '../frame/AdminFrame';
import { AdminListPage } from '../list/AdminListPage';
import { usersConfig } from './users-config';
import { RolesContext, useRoleList } from './use-roles';

function UsersList() {
  const roles = useRoleList();
  const config = useMemo(() => usersConfig(roles), [roles]);
  return (
    <RolesContext.Provider value={roles}>
      <AdminListPage config={config} />
    </RolesContext.Provider>
  );
}

export function UsersPage() {
  return (
    <AdminFrame>
      <UsersList />
    </AdminFrame>
  );
}

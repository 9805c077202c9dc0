import { useMemo } from 'react';
import { AdminLayout } from '../layout/AdminLayout';
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
    <AdminLayout>
      <UsersList />
    </AdminLayout>
  );
}

import { createContext, useContext, useEffect, useState } from 'react';
import { adminApi, type Role } from 'shared-contracts';

/** The role list from Roles/ (RoleID, RoleName); failures are only logged. */
export function useRoleList(): Role[] {
  const [roles, setRoles] = useState<Role[]>([]);
  useEffect(() => {
    let live = true;
    adminApi.users.roles().then(
      (list) => {
        if (live && Array.isArray(list)) setRoles(list);
      },
      (error: unknown) => console.error('Error fetching roles:', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return roles;
}

export const RolesContext = createContext<Role[]>([]);
export const useRoles = () => useContext(RolesContext);

export function roleNameOf(roles: Role[], roleId: number, carried?: string): string {
  if (carried) return carried;
  return roles.find((role) => role.RoleID === Number(roleId))?.RoleName ?? `#${roleId}`;
}

import { createContext, useContext, useEffect } from 'react';
import type { Role } from 'shared-contracts';
import { httpErrorOf, LOOKUP_OPTIONS } from 'shared-contracts/queries';
import { useRolesQuery } from '../../api';

const NO_ROLES: Role[] = [];

/** The role list from Roles/ (RoleID, RoleName), loaded once per visit; failures are only logged. */
export function useRoleList(): Role[] {
  const { data, error } = useRolesQuery(undefined, LOOKUP_OPTIONS);
  useEffect(() => {
    if (error) console.error('Error fetching roles:', httpErrorOf(error));
  }, [error]);
  return data ?? NO_ROLES;
}

export const RolesContext = createContext<Role[]>([]);
export const useRoles = () => useContext(RolesContext);

export function roleNameOf(roles: Role[], roleId: number, carried?: string): string {
  if (carried) return carried;
  return roles.find((role) => role.RoleID === Number(roleId))?.RoleName ?? `#${roleId}`;
}

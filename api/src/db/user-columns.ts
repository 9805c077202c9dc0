import { roles, users } from './schema';

/** A user as sessions and answers show one; the query joins `roles` on RoleID. */
export const userColumns = {
  UserID: users.UserID,
  UserName: users.UserName,
  Email: users.Email,
  ProfileImage: users.ProfileImage,
  RoleID: users.RoleID,
  RoleName: roles.RoleName,
};

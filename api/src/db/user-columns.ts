import { roles, users } from './schema';

/** The columns naming a user: every list of a user's columns starts with them. */
export const userIdentityColumns = {
  UserID: users.UserID,
  UserName: users.UserName,
  Email: users.Email,
};

/** A user as sessions and answers show one; the query joins `roles` on RoleID. */
export const userColumns = {
  ...userIdentityColumns,
  ProfileImage: users.ProfileImage,
  RoleID: users.RoleID,
  RoleName: roles.RoleName,
};

/** A shop user as /auth/v1 reads one: `users` columns only, so an insert can return it too. */
export const shopUserColumns = {
  ...userIdentityColumns,
  passwordHash: users.passwordHash,
  createdAt: users.createdAt,
};

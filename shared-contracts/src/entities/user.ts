/** Users, roles and the logged-in user, with the API's exact field names. */

import type { Language } from '../i18n/language';

export interface Role {
  RoleID: number;
  RoleName: string;
}

/** The logged-in user as kept in the browser under the key 'user' and in app state. */
export interface StoredUser {
  Email: string;
  ProfileImage: string;
  RoleID: number;
  RoleName: string;
  UserID: number;
  UserName: string;
}

/** User as the back-office and getUserDetails.php see it. Password is always '' in answers. */
export interface User {
  UserID: number;
  UserName: string;
  Email: string;
  Password: string;
  ProfileImage: string;
  RoleID: number;
  RoleName?: string;
  /** The language of the user's mails (getUserDetails.php; MailPreferences). */
  EmailLanguage?: Language;
  /** Favourites' price-drop and back-in-stock mails are on (getUserDetails.php). */
  PriceAlerts?: boolean;
}

export interface LoginSuccess {
  status: 'success';
  message: string;
  Email: string;
  ProfileImage: string;
  Role: { ID: number; RoleName: string };
  ID: number;
  UserName: string;
}

export interface StatusError {
  status: 'error';
  message: string;
}

export type LoginResponse = LoginSuccess | StatusError;

export function storedUserFromLogin(response: LoginSuccess): StoredUser {
  return {
    Email: response.Email,
    ProfileImage: response.ProfileImage ?? '',
    RoleID: response.Role.ID,
    RoleName: response.Role.RoleName,
    UserID: response.ID,
    UserName: response.UserName,
  };
}

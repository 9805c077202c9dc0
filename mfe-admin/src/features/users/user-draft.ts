import type { User } from 'shared-contracts';

export interface UserDraft {
  UserID: string;
  UserName: string;
  Email: string;
  RoleID: string;
  Password: string;
  ProfileImage: File | null;
  currentImage: string;
}

export const blankUser = (): UserDraft => ({
  UserID: '',
  UserName: '',
  Email: '',
  RoleID: '',
  Password: '',
  ProfileImage: null,
  currentImage: '',
});

export const userDraftOf = (user: User): UserDraft => ({
  UserID: String(user.UserID),
  UserName: user.UserName ?? '',
  Email: user.Email ?? '',
  RoleID: user.RoleID === null || user.RoleID === undefined ? '' : String(user.RoleID),
  Password: '',
  ProfileImage: null,
  currentImage: user.ProfileImage ?? '',
});

/** Multipart body of User/adduser.php and User/updateuserdetails.php (API field names). */
export function userForm(mode: 'add' | 'edit', draft: UserDraft): FormData {
  const form = new FormData();
  if (draft.UserID) form.append('UserID', draft.UserID);
  form.append('UserName', draft.UserName.trim());
  form.append('Email', draft.Email.trim());
  form.append('RoleID', draft.RoleID);
  if (mode === 'add') form.append('Password', draft.Password);
  if (draft.ProfileImage) form.append('ProfileImage', draft.ProfileImage);
  return form;
}

/** The profile as loaded from the server and the editable draft over it (My Profile). */
export interface ProfileValues {
  UserName: string;
  Email: string;
  ProfileImage: string;
}

export interface ProfileDraft {
  UserName: string;
  Email: string;
  /** Empty means "keep the current password". */
  Password: string;
  /** A newly chosen photo, previewed before saving. */
  photo: { file: File; preview: string } | null;
  /** The current photo is to be removed on save. */
  photoRemoved: boolean;
}

export function draftFrom(values: ProfileValues): ProfileDraft {
  return {
    UserName: values.UserName,
    Email: values.Email,
    Password: '',
    photo: null,
    photoRemoved: false,
  };
}

/** True when the draft differs from what was loaded: only then Save Changes and Cancel show. */
export function isProfileDirty(loaded: ProfileValues, draft: ProfileDraft): boolean {
  return (
    draft.UserName !== loaded.UserName ||
    draft.Email !== loaded.Email ||
    draft.Password !== '' ||
    draft.photo !== null ||
    (draft.photoRemoved && loaded.ProfileImage !== '')
  );
}

/** The image the page shows now: the new preview, nothing when removed, else the saved one. */
export function shownImage(loaded: ProfileValues, draft: ProfileDraft): string {
  if (draft.photo) return draft.photo.preview;
  if (draft.photoRemoved) return '';
  return loaded.ProfileImage;
}

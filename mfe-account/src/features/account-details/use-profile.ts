import { useCallback, useEffect, useRef, useState } from 'react';
import {
  commonMessages,
  errorMessageOf,
  userUpdated,
  useAppDispatch,
  type MailPreferences,
  type StoredUser,
} from 'shared-contracts';
import { settle, skipToken, useLoggedError } from 'shared-contracts/queries';
import {
  useProfileQuery,
  useUpdateProfileMutation,
  useUploadProfileImageMutation,
} from '../../api';
import { fieldErrors, profileUpdateSchema } from 'shared-contracts/schemas';
import {
  draftFrom,
  isProfileDirty,
  shownImage,
  type ProfileDraft,
  type ProfileValues,
} from './profile-draft';
import { accountMessages } from '../../i18n/messages';
import { preferencesOf, type SaveNotice } from './use-mail-settings';

const valuesOf = (
  user: Pick<StoredUser, 'UserName' | 'Email' | 'ProfileImage'>,
): ProfileValues => ({
  UserName: user.UserName ?? '',
  Email: user.Email ?? '',
  ProfileImage: user.ProfileImage ?? '',
});

/**
 * My Profile state: loads the user (and the mail settings) from User/getUserDetails.php, tracks
 * the draft against it, saves through User/updateUserDetails.php (JSON, then multipart for a new
 * photo) and updates the stored user so the nav follows.
 */
export function useProfile(user: StoredUser | null) {
  const dispatch = useAppDispatch();
  const userId = user?.UserID;
  const [loaded, setLoaded] = useState<ProfileValues | null>(null);
  // Unknown when the details could not be loaded: the mail settings then stay hidden.
  const [preferences, setPreferences] = useState<MailPreferences | null>(null);
  const [draft, setDraft] = useState<ProfileDraft>(() =>
    draftFrom(valuesOf(user ?? ({} as StoredUser))),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<SaveNotice>(null);
  const [updateProfile] = useUpdateProfileMutation();
  const [uploadProfileImage] = useUploadProfileImageMutation();

  const details = useProfileQuery(userId ?? skipToken);
  // Account fetch failures are only logged; the stored user still fills the form.
  useLoggedError(details.error, 'Error fetching user details:');
  const filledFor = useRef<number>(undefined);
  const settled = !details.isFetching && (details.data !== undefined || details.isError);
  useEffect(() => {
    if (userId === undefined || !user || !settled || filledFor.current === userId) return;
    // Filled once per signed-in user; later values come from our own saves.
    filledFor.current = userId;
    const answered = details.isError ? undefined : details.data?.user;
    const values = valuesOf(answered ?? user);
    setLoaded(values);
    setDraft(draftFrom(values));
    setPreferences(answered ? preferencesOf(answered) : null);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, settled]);

  const preview = draft.photo?.preview;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const update = useCallback((patch: Partial<ProfileDraft>) => {
    setNotice(null);
    setDraft((current) => ({ ...current, ...patch }));
  }, []);

  const choosePhoto = useCallback(
    (file: File) => {
      if (!file.type.startsWith('image/')) {
        setErrors((e) => ({ ...e, ProfileImage: accountMessages.t('chooseImageFile') }));
        return;
      }
      setErrors(({ ProfileImage: _removed, ...rest }) => rest);
      update({ photo: { file, preview: URL.createObjectURL(file) }, photoRemoved: false });
    },
    [update],
  );

  const removePhoto = useCallback(() => update({ photo: null, photoRemoved: true }), [update]);

  const cancel = useCallback(() => {
    if (!loaded) return;
    setErrors({});
    setNotice(null);
    setDraft(draftFrom(loaded));
  }, [loaded]);

  const save = useCallback(async () => {
    if (!loaded) return;
    // The user's fields under the names getUserDetails answers them with. The server acts on the
    // session's user and never takes a role from this body.
    const body = {
      UserID: userId,
      UserName: draft.UserName,
      Email: draft.Email,
      Password: draft.Password,
      ProfileImage: draft.photoRemoved ? '' : loaded.ProfileImage,
      RoleID: user?.RoleID,
    };
    const parsed = profileUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    setNotice(null);
    try {
      const response = await settle(
        updateProfile({ ...body, UserName: parsed.data.UserName, Email: parsed.data.Email }),
      );
      if (response.status !== 'success') {
        setNotice({
          tone: 'error',
          text: response.message || accountMessages.t('profileNotSaved'),
        });
        return;
      }
      let ProfileImage = body.ProfileImage;
      let message = response.message;
      if (draft.photo) {
        const form = new FormData();
        form.append('ProfileImage', draft.photo.file);
        form.append('UserName', parsed.data.UserName);
        form.append('Email', parsed.data.Email);
        const upload = await settle(uploadProfileImage({ form }));
        if (upload.status !== 'success') {
          setNotice({
            tone: 'error',
            text: upload.message || accountMessages.t('photoNotUploaded'),
          });
          return;
        }
        ProfileImage = upload.ProfileImage ?? ProfileImage;
        message = upload.message || message;
      }
      const saved = { UserName: parsed.data.UserName, Email: parsed.data.Email, ProfileImage };
      dispatch(userUpdated(saved));
      setLoaded(saved);
      setDraft(draftFrom(saved));
      setNotice({ tone: 'success', text: message || accountMessages.t('profileUpdated') });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessageOf(error, commonMessages.t('network')) });
    } finally {
      setSaving(false);
    }
  }, [dispatch, draft, loaded, userId, user?.RoleID, updateProfile, uploadProfileImage]);

  return {
    loaded,
    preferences,
    draft,
    errors,
    saving,
    notice,
    dirty: loaded ? isProfileDirty(loaded, draft) : false,
    image: loaded ? shownImage(loaded, draft) : '',
    update,
    choosePhoto,
    removePhoto,
    cancel,
    save,
  };
}

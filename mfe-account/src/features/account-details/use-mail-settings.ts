import { useRef, useState } from 'react';
import { commonMessages, errorMessageOf, type MailPreferences, type User } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useUpdatePreferencesMutation } from '../../api';
import { accountMessages } from '../../i18n/messages';
import { ACCOUNT_EN } from '../../i18n/en';
/** The outcome of a save, shown under the part saved; null before any. */
export type SaveNotice = { tone: 'success' | 'error'; text: string } | null;

/** The settings as getUserDetails.php answers them; an api without them means the defaults. */
export const preferencesOf = (user: User): MailPreferences => ({
  EmailLanguage: user.EmailLanguage === 'ar' ? 'ar' : 'en',
  PriceAlerts: user.PriceAlerts === true,
});

/**
 * My Profile's mail settings: each change shows at once and is saved on its own through
 * User/updatePreferences.php; a refused or failed save puts the setting back. Notices carry
 * English (or the api's) text, shown in the active language.
 */
export function useMailSettings(initial: MailPreferences) {
  const [values, setValues] = useState(initial);
  const [notice, setNotice] = useState<SaveNotice>(null);
  const [updatePreferences] = useUpdatePreferencesMutation();
  // The value each setting had before its save in flight: the one to go back to.
  const saved = useRef(initial);

  const change = async <K extends keyof MailPreferences>(key: K, value: MailPreferences[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setNotice(null);
    let refusal: string;
    try {
      const response = await settle(updatePreferences({ [key]: value }));
      if (response.status === 'success') {
        saved.current = { ...saved.current, [key]: value };
        setNotice({
          tone: 'success',
          text: response.message || ACCOUNT_EN.serverMailSettingsSaved,
        });
        return;
      }
      refusal = response.message || accountMessages.t('mailSettingsNotSaved');
    } catch (error) {
      refusal = errorMessageOf(error, commonMessages.t('network'));
    }
    // Back to the saved value, unless another change of this setting came meanwhile.
    setValues((current) =>
      current[key] === value ? { ...current, [key]: saved.current[key] } : current,
    );
    setNotice({ tone: 'error', text: refusal });
  };

  return { values, notice, change };
}

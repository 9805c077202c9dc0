import { useState } from 'react';
import { useNavigate } from 'shared-contracts';
import {
  Button,
  Notice,
  commonMessages,
  errorMessageOf,
  loggedOut,
  shopApi,
  useAppDispatch,
} from 'shared-contracts';
import { ACCOUNT_EN } from '../../i18n/en';
import { accountMessages, useAccountText } from '../../i18n/messages';
import { ProfileSection } from './section-style';

/** The browser confirmation's English text. */
export const DELETE_ACCOUNT_CONFIRM = ACCOUNT_EN.deleteAccountConfirm;

/**
 * Delete Account: after a browser confirmation the api deactivates and anonymises the account
 * (orders are kept for the records); the visitor is then logged out and sent home.
 */
export function DeleteAccountSection() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const t = useAccountText();

  const remove = async () => {
    if (!window.confirm(accountMessages.t('deleteAccountConfirm'))) return;
    setBusy(true);
    setError('');
    try {
      const response = await shopApi.user.deleteAccount();
      if (response.status !== 'success') {
        setError(response.message || accountMessages.t('accountNotDeleted'));
        return;
      }
      dispatch(loggedOut());
      navigate('/');
    } catch (failure) {
      setError(errorMessageOf(failure, commonMessages.t('network')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <ProfileSection aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t('deleteAccountTitle')}</h2>
      <p className="lead">{t('deleteAccountLead')}</p>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Button type="button" $variant="danger" onClick={remove} disabled={busy}>
        {t('deleteAccount')}
      </Button>
    </ProfileSection>
  );
}

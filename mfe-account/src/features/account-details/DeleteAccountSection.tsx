import { useState } from 'react';
import { useNavigate } from 'shared-contracts';
import styled from 'styled-components';
import {
  Button,
  ERRORS,
  Notice,
  errorMessageOf,
  loggedOut,
  shopApi,
  useAppDispatch,
} from 'shared-contracts';

export const DELETE_ACCOUNT_CONFIRM =
  'Are you sure you want to delete your account? Your orders are kept for our records.';

const Section = styled.section`
  margin-top: 48px;
  padding-top: 28px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 20px;
    margin-bottom: 6px;
  }
  p.lead {
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 18px;
    max-width: 560px;
  }
`;

/**
 * Delete Account: after a browser confirmation the api deactivates and anonymises the account
 * (orders are kept for the records); the visitor is then logged out and sent home.
 */
export function DeleteAccountSection() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const remove = async () => {
    if (!window.confirm(DELETE_ACCOUNT_CONFIRM)) return;
    setBusy(true);
    setError('');
    try {
      const response = await shopApi.user.deleteAccount();
      if (response.status !== 'success') {
        setError(response.message || 'Your account could not be deleted.');
        return;
      }
      dispatch(loggedOut());
      navigate('/');
    } catch (failure) {
      setError(errorMessageOf(failure, ERRORS.network));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      <p className="lead">
        Your profile and sign-in are removed for good. Orders you placed are kept for our records.
      </p>
      {error && (
        <Notice $tone="error" role="alert">
          {error}
        </Notice>
      )}
      <Button type="button" $variant="danger" onClick={remove} disabled={busy}>
        Delete Account
      </Button>
    </Section>
  );
}

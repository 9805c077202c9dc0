import { screen, waitFor } from '@testing-library/react';
import { HttpError, selectUser, shopApi, useAppSelector } from 'shared-contracts';
import { customer, renderShell } from '../testing/render';
import { useSessionCheck } from './use-session-check';

function Probe() {
  useSessionCheck();
  const user = useAppSelector(selectUser);
  return <p>{user ? `Signed in as ${user.UserName}` : 'Signed out'}</p>;
}

function httpError(status: number) {
  return new HttpError(status, { status: 'error', message: 'Not signed in' });
}

afterEach(() => jest.restoreAllMocks());

describe('useSessionCheck', () => {
  it('does not call the API without a stored user', () => {
    const details = jest.spyOn(shopApi.user, 'details');
    renderShell(<Probe />);
    expect(details).not.toHaveBeenCalled();
  });

  it('keeps the stored user when the server has no session for it (401)', async () => {
    const details = jest.spyOn(shopApi.user, 'details').mockRejectedValue(httpError(401));
    const { storage } = renderShell(<Probe />, { user: customer });
    await waitFor(() => expect(details).toHaveBeenCalledWith(7));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('Signed in as Layla')).toBeInTheDocument();
    expect(storage.getItem('user')).not.toBeNull();
  });

  it('keeps the user on other failures and refreshes the name from a fresh answer', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const details = jest.spyOn(shopApi.user, 'details').mockRejectedValue(httpError(500));
    renderShell(<Probe />, { user: customer });
    await waitFor(() => expect(details).toHaveBeenCalled());
    expect(screen.getByText('Signed in as Layla')).toBeInTheDocument();

    details.mockResolvedValue({
      status: 'success',
      message: '',
      user: { ...customer, Password: '', UserName: 'Layla H.' },
    });
    renderShell(<Probe />, { user: customer });
    await screen.findByText('Signed in as Layla H.');
  });
});

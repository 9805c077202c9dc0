import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, PASSWORD_RESET_TEXT, shopApi } from 'shared-contracts';
import { renderPage, testUser, withArabic } from '../../test/render';
import { ResetPasswordPage } from './ResetPasswordPage';

const path = '/reset-password';
const TOKEN = 'k3Jd9-Qx_7aLm2';

const renderReset = (route = `${path}?token=${TOKEN}`, user: typeof testUser | null = null) =>
  renderPage(<ResetPasswordPage />, { path, route, user });

const refused = (message: string) => new HttpError(400, { status: 'error', message });

async function fill(user: ReturnType<typeof userEvent.setup>, password: string, confirm: string) {
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
}

afterEach(() => jest.restoreAllMocks());

describe('Set a new password', () => {
  it('refuses a link without a token and offers to ask for a new one', async () => {
    const user = userEvent.setup();
    const reset = jest.spyOn(shopApi.user, 'resetPassword');
    const { store } = renderReset(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(PASSWORD_RESET_TEXT.linkInvalid);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(store.getState().ui.loginModal).toEqual({ open: true, view: 'forgot' });
    expect(reset).not.toHaveBeenCalled();
  });

  it('has the two password fields of sign-up, with the rule as their hint', () => {
    renderReset();
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    for (const field of [password, confirm]) {
      expect(field).toHaveAttribute('type', 'password');
      expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(password).toHaveAccessibleDescription('At least 8 characters, with letters and numbers');
  });

  it('sets the password, signs the stale user out and offers Sign In', async () => {
    const user = userEvent.setup();
    const reset = jest
      .spyOn(shopApi.user, 'resetPassword')
      .mockResolvedValue({ status: 'success', message: PASSWORD_RESET_TEXT.done });
    const { store } = renderReset(undefined, testUser);
    await fill(user, 'Desert2026', 'Desert2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXT.done);
    expect(reset).toHaveBeenCalledWith({
      Token: TOKEN,
      Password: 'Desert2026',
      conf_Password: 'Desert2026',
    });
    expect(store.getState().user).toBeNull();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(store.getState().ui.loginModal).toEqual({ open: true, view: 'signin' });
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    const reset = jest
      .spyOn(shopApi.user, 'resetPassword')
      .mockRejectedValueOnce(refused('Password must contain letters and numbers'))
      .mockResolvedValueOnce({ status: 'success', message: PASSWORD_RESET_TEXT.done });
    renderReset();
    await fill(user, 'abcdefghij', 'abcdefghij');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password must contain letters and numbers',
    );
    expect(screen.getByLabelText('Password')).toHaveValue('abcdefghij');
    expect(screen.getByLabelText('Confirm Password')).toHaveValue('abcdefghij');

    await user.clear(screen.getByLabelText('Password'));
    await user.clear(screen.getByLabelText('Confirm Password'));
    await fill(user, 'abcdefgh12', 'abcdefgh12');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_RESET_TEXT.done);
    expect(reset).toHaveBeenCalledTimes(2);
  });

  it('offers a new link when the server says this one expired', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(shopApi.user, 'resetPassword')
      .mockRejectedValue(refused(PASSWORD_RESET_TEXT.linkExpired));
    const { store } = renderReset();
    await fill(user, 'Desert2026', 'Desert2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(PASSWORD_RESET_TEXT.linkExpired);
    expect(screen.queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(store.getState().ui.loginModal.view).toBe('forgot');
  });

  it('checks that both passwords match before sending', async () => {
    const user = userEvent.setup();
    const reset = jest.spyOn(shopApi.user, 'resetPassword');
    renderReset();
    await fill(user, 'Desert2026', 'Desert2027');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(reset).not.toHaveBeenCalled();

    // Typing in the field takes its message away.
    await user.type(screen.getByLabelText('Confirm Password'), '{Backspace}6');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
  });

  it('shows the network error when no answer came', async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.user, 'resetPassword').mockRejectedValue(new HttpError(0));
    renderReset();
    await fill(user, 'Desert2026', 'Desert2026');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again later.',
    );
  });
});

describe('Set a new password in Arabic', () => {
  withArabic();

  it("shows the page in Arabic and translates the server's answers", async () => {
    const user = userEvent.setup();
    jest
      .spyOn(shopApi.user, 'resetPassword')
      .mockRejectedValue(refused(PASSWORD_RESET_TEXT.linkUsed));
    renderReset();
    expect(
      screen.getByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('كلمة المرور'), 'Desert2026');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'Desert2026');
    await user.click(screen.getByRole('button', { name: 'تعيين كلمة المرور الجديدة' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'سبق استخدام رابط إعادة تعيين كلمة المرور هذا. اطلب رابطًا جديدًا.',
    );
    expect(screen.getByRole('button', { name: 'طلب رابط جديد' })).toBeInTheDocument();
  });
});

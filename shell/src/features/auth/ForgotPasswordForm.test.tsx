import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ERRORS,
  HttpError,
  openLoginModal,
  PASSWORD_RESET_TEXT,
  setLanguage,
  shopApi,
  TIMINGS,
} from 'shared-contracts';
import { renderShell } from '../testing/render';
import { LoginModal } from './LoginModal';

const linkSent = { status: 'success' as const, message: PASSWORD_RESET_TEXT.linkSent };

function openModal(view?: 'signin' | 'forgot') {
  const result = renderShell(<LoginModal />, { route: '/Items' });
  act(() => {
    result.store.dispatch(openLoginModal(view));
  });
  return result;
}

/** Fake clock with user-event driving it: the modal's 500 ms fade runs on it. */
function fakeClock() {
  jest.useFakeTimers();
  return userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
}

/** The form's live message (the test page has a status of its own: the location probe). */
const statusOfForm = () => within(screen.getByRole('dialog')).findByRole('status');

const fade = () => act(() => jest.advanceTimersByTime(TIMINGS.loginModalFadeMs));

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('LoginModal: Forgot password', () => {
  it('switches from Sign In with the fade, keeping the email typed there', async () => {
    const user = fakeClock();
    const { store } = openModal();
    await user.type(screen.getByLabelText('Email'), 'layla@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByTestId('login-modal-view')).toHaveAttribute('aria-busy', 'true');
    act(() => jest.advanceTimersByTime(TIMINGS.loginModalFadeMs - 1));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    expect(store.getState().ui.loginModal.view).toBe('forgot');
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Enter the email of your account and we will send you a link to set a new password.',
      ),
    ).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('layla@example.com');
    expect(email).toHaveFocus();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("sends the email and shows the server's message, and can send again", async () => {
    const user = userEvent.setup();
    const forgot = jest.spyOn(shopApi.user, 'forgotPassword').mockResolvedValue(linkSent);
    openModal('forgot');
    const send = screen.getByRole('button', { name: 'Send reset link' });
    await user.click(send);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(forgot).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email'), ' layla@example.com ');
    await user.click(send);
    expect(forgot).toHaveBeenCalledWith({ Email: 'layla@example.com' });
    expect(await statusOfForm()).toHaveTextContent(PASSWORD_RESET_TEXT.linkSent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(send).toBeEnabled();
    await user.click(send);
    expect(forgot).toHaveBeenCalledTimes(2);
  });

  it('shows a rate limit and a network failure as the form error', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(shopApi.user, 'forgotPassword')
      .mockRejectedValueOnce(
        new HttpError(429, { status: 'error', message: 'Rate limit exceeded, retry in 1 minute' }),
      )
      .mockRejectedValueOnce(new HttpError(0));
    openModal('forgot');
    await user.type(screen.getByLabelText('Email'), 'layla@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Rate limit exceeded, retry in 1 minute',
    );
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(ERRORS.network)).toBeInTheDocument();
    expect(await statusOfForm()).toBeEmptyDOMElement();
  });

  it('goes back to Sign In with the email typed here', async () => {
    const user = fakeClock();
    const { store } = openModal('forgot');
    await user.type(screen.getByLabelText('Email'), 'omar@example.com');
    await user.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    fade();
    expect(store.getState().ui.loginModal.view).toBe('signin');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('omar@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});

describe('LoginModal: Forgot password in Arabic', () => {
  beforeEach(async () => {
    await act(() => setLanguage('ar', { remember: false }));
  });
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it("shows the view in Arabic and translates the server's message", async () => {
    const user = userEvent.setup();
    jest.spyOn(shopApi.user, 'forgotPassword').mockResolvedValue(linkSent);
    openModal('forgot');
    expect(screen.getByRole('dialog', { name: 'إعادة تعيين كلمة المرور' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'layla@example.com');
    await user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    expect(await statusOfForm()).toHaveTextContent(
      'إذا كان هناك حساب مسجّل بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
    );
    expect(screen.getByRole('button', { name: 'العودة إلى تسجيل الدخول' })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, withArabic } from '../../test/render';
import { fakeSupabase } from '../hosted-auth/fake-client';
import { JoinPage } from './JoinPage';
import { ACCOUNT_EN } from '../../i18n/en';

let fake = fakeSupabase();
let pending: string | null = null;
jest.mock('../hosted-auth/auth-client', () => ({
  useSupabase: () => fake.client,
  takePendingEvent: () => {
    const value = pending;
    pending = null;
    return value;
  },
  joinUrl: () => 'http://localhost/join',
}));

const page = (route = '/join') =>
  renderPage(<JoinPage />, {
    path: '/join',
    route,
    user: null,
    extraRoutes: [{ path: '/success', element: <p>Success page</p> }],
  });

const link = (name: string) => screen.getByRole('button', { name });

beforeEach(() => {
  fake = fakeSupabase();
  pending = null;
});

describe('Hosted auth form (/join)', () => {
  it('starts on sign_in with both providers and links to the other views', async () => {
    const user = userEvent.setup();
    page();
    expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();

    await user.click(link("Don't have an account? Sign up"));
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByLabelText('Create a Password')).toBeInTheDocument();
    await user.click(link('Already have an account? Sign in'));

    await user.click(link('Forgot your password?'));
    expect(
      screen.getByRole('button', { name: 'Send reset password instructions' }),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Your Password')).not.toBeInTheDocument();
    await user.click(link('Already have an account? Sign in'));

    await user.click(link('Send a magic link email'));
    expect(screen.getByRole('button', { name: 'Send Magic Link' })).toBeInTheDocument();
    await user.click(link('Have a code from your email? Enter it'));
    expect(screen.getByLabelText('Token')).toBeInTheDocument();
    await user.click(link('Already have an account? Sign in'));
    expect(screen.getByLabelText('Your Password')).toBeInTheDocument();
  });

  it('calls OAuth sign-in for a provider', async () => {
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect(fake.auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: 'http://localhost/join' },
    });
  });

  it('shows the service error in a danger box and goes to /success on SIGNED_IN', async () => {
    const user = userEvent.setup();
    fake.auth.signInWithPassword.mockResolvedValueOnce({
      data: { user: null, session: null },
      error: { message: 'Invalid login credentials' },
    } as never);
    page();
    await user.type(screen.getByLabelText('Email address'), 'noor@example.com');
    await user.type(screen.getByLabelText('Your Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(fake.auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'noor@example.com',
      password: 'wrong',
    });

    fake.emit('SIGNED_IN');
    expect(screen.getByTestId('location')).toHaveTextContent('/success');
  });

  it('asks to confirm the email after a sign-up without a session', async () => {
    const user = userEvent.setup();
    page();
    await user.click(link("Don't have an account? Sign up"));
    await user.type(screen.getByLabelText('Email address'), 'new@example.com');
    await user.type(screen.getByLabelText('Create a Password'), 'Secret#2026');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_EN.checkConfirmation);
    expect(fake.auth.signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'Secret#2026',
      options: { emailRedirectTo: 'http://localhost/join' },
    });
  });

  it('refuses an empty magic-link email, then confirms the mail', async () => {
    const user = userEvent.setup();
    page();
    await user.click(link('Send a magic link email'));
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_EN.emptyEmail);
    expect(fake.auth.signInWithOtp).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Email address'), 'noor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Magic Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_EN.checkMagicLink);
  });

  it('confirms the password reset mail', async () => {
    const user = userEvent.setup();
    page();
    await user.click(link('Forgot your password?'));
    await user.type(screen.getByLabelText('Email address'), 'noor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset password instructions' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_EN.checkReset);
    expect(fake.auth.resetPasswordForEmail).toHaveBeenCalledWith('noor@example.com', {
      redirectTo: 'http://localhost/join',
    });
  });

  it('switches to update_password on PASSWORD_RECOVERY and back to sign_in on USER_UPDATED', async () => {
    const user = userEvent.setup();
    fake.auth.updateUser.mockImplementationOnce(async () => {
      fake.emit('USER_UPDATED');
      return { data: { user: { id: 'u1' } }, error: null };
    });
    page();
    fake.emit('PASSWORD_RECOVERY');
    expect(screen.getByRole('button', { name: 'Update password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Fresh#2026');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_EN.passwordUpdated);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(fake.auth.updateUser).toHaveBeenCalledWith({ password: 'Fresh#2026' });
  });

  it('opens update_password when the recovery link was processed before the page subscribed', () => {
    pending = 'PASSWORD_RECOVERY';
    page();
    expect(screen.getByLabelText('New password')).toBeInTheDocument();
  });

  it('goes to /success when a mailed link signed in before the page subscribed', () => {
    pending = 'SIGNED_IN';
    page();
    expect(screen.getByTestId('location')).toHaveTextContent('/success');
  });

  it('ignores an earlier sign-out', () => {
    pending = 'SIGNED_OUT';
    page();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('verifies a one-time code', async () => {
    const user = userEvent.setup();
    page('/join?view=verify_otp');
    await user.type(screen.getByLabelText('Email address'), 'noor@example.com');
    await user.type(screen.getByLabelText('Token'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify token' }));
    expect(fake.auth.verifyOtp).toHaveBeenCalledWith({
      email: 'noor@example.com',
      token: '123456',
      type: 'email',
    });
  });
});

describe('Hosted auth form (/join) in Arabic', () => {
  withArabic();

  it('names the views, providers and links in Arabic, with the shared confirmations', async () => {
    const user = userEvent.setup();
    page();
    expect(screen.getByRole('heading', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول عبر Facebook' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول عبر Google' })).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute(
      'placeholder',
      'بريدك الإلكتروني',
    );
    expect(screen.getByLabelText('كلمة المرور')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();

    await user.click(link('ليس لديك حساب؟ أنشئ حسابًا'));
    expect(screen.getByRole('button', { name: 'إنشاء حساب عبر Google' })).toBeInTheDocument();
    expect(screen.getByLabelText('أنشئ كلمة مرور')).toBeInTheDocument();
    await user.click(link('لديك حساب بالفعل؟ سجّل الدخول'));

    await user.click(link('أرسل لي رابط دخول بالبريد الإلكتروني'));
    await user.click(screen.getByRole('button', { name: 'إرسال رابط الدخول' }));
    expect(screen.getByRole('alert')).toHaveTextContent('البريد الإلكتروني مطلوب');
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'noor@example.com');
    await user.click(screen.getByRole('button', { name: 'إرسال رابط الدخول' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'تحقق من بريدك الإلكتروني للعثور على رابط الدخول',
    );
    await user.click(link('وصلك رمز عبر البريد الإلكتروني؟ أدخله هنا'));
    expect(screen.getByLabelText('رمز التحقق')).toBeInTheDocument();
  });
});

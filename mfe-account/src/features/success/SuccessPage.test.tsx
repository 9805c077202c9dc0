import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage, withArabic } from '../../test/render';
import { fakeSupabase } from '../hosted-auth/fake-client';
import { SuccessPage } from './SuccessPage';

let fake = fakeSupabase();
jest.mock('../hosted-auth/auth-client', () => ({ useSupabase: () => fake.client }));
jest.mock('qrcode', () => ({
  __esModule: true,
  default: { toDataURL: jest.fn(async (uri: string) => `data:image/png;base64,${btoa(uri)}`) },
}));

const page = () =>
  renderPage(<SuccessPage />, {
    path: '/success',
    user: null,
    extraRoutes: [{ path: '/join', element: <p>Join page</p> }],
  });

const verifiedFactor = {
  id: 'f1',
  factor_type: 'totp',
  status: 'verified',
  friendly_name: 'Authenticator',
  created_at: '',
  updated_at: '',
};

beforeEach(() => {
  fake = fakeSupabase();
});

describe('/success', () => {
  it('shows the signed-in address and signs out to /join', async () => {
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('noor@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(fake.auth.signOut).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/join');
  });

  it('sends a visitor without a session to /join', async () => {
    fake.auth.getUser.mockResolvedValueOnce({
      data: { user: null },
      error: { message: 'Auth session missing!' },
    } as never);
    page();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/join'));
  });

  it('enrols a TOTP factor with a QR code, verifies it and shows aal2', async () => {
    const user = userEvent.setup();
    page();
    expect(await screen.findByTestId('aal-current')).toHaveTextContent('aal1');
    await user.click(screen.getByRole('button', { name: 'Set up authenticator app' }));

    const qr = await screen.findByAltText('QR code for your authenticator app');
    expect(qr).toHaveAttribute(
      'src',
      `data:image/png;base64,${btoa('otpauth://totp/Reluxe:noor')}`,
    );
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(fake.auth.mfa.enroll).toHaveBeenCalledWith(
      expect.objectContaining({ factorType: 'totp' }),
    );

    fake.auth.mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { message: 'Invalid TOTP code entered' },
    } as never);
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid TOTP code entered');

    fake.auth.mfa.listFactors.mockResolvedValue({
      data: { all: [verifiedFactor], totp: [verifiedFactor], phone: [] },
      error: null,
    } as never);
    fake.auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
      data: { currentLevel: 'aal2', nextLevel: 'aal2', currentAuthenticationMethods: [] },
      error: null,
    } as never);
    await user.clear(screen.getByLabelText('Verification code'));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByTestId('aal-current')).toHaveTextContent('aal2'));
    expect(fake.auth.mfa.challengeAndVerify).toHaveBeenLastCalledWith({
      factorId: 'f1',
      code: '123456',
    });
    expect(screen.queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(screen.getByText(/Authenticator app \(totp\)/)).toBeInTheDocument();
  });

  it('removes a verified factor', async () => {
    const user = userEvent.setup();
    fake.auth.mfa.listFactors.mockResolvedValueOnce({
      data: { all: [verifiedFactor], totp: [verifiedFactor], phone: [] },
      error: null,
    } as never);
    page();
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(fake.auth.mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' });
    expect(
      await screen.findByRole('button', { name: 'Set up authenticator app' }),
    ).toBeInTheDocument();
  });
});

describe('/success in Arabic', () => {
  withArabic();

  it('shows the session, Sign Out and the two-factor set-up in Arabic', async () => {
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('noor@example.com')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { level: 1, name: 'تم تسجيل دخولك' })).toBeInTheDocument();
    expect(screen.getByText('مسجّل الدخول باسم')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'التحقق بخطوتين' })).toBeInTheDocument();
    expect(await screen.findByText('مستوى الأمان')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'إعداد تطبيق المصادقة' }));
    expect(await screen.findByAltText('رمز QR لتطبيق المصادقة')).toBeInTheDocument();
    expect(screen.getByLabelText('رمز التحقق')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تأكيد' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء الإعداد' })).toBeInTheDocument();
  });
});

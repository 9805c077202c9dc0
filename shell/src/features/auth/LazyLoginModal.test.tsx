import { act, screen } from '@testing-library/react';
import { openLoginModal, setLanguage } from 'shared-contracts';
import { renderShell } from '../testing/render';
import { LazyLoginModal } from './LazyLoginModal';

// This file imports neither the modal nor its messages: they register only when the lazy
// modal loads, after the switch to Arabic, so its Arabic texts load while the modal suspends.
function openLazyModal() {
  const result = renderShell(<LazyLoginModal />);
  act(() => {
    result.store.dispatch(openLoginModal());
  });
  return result;
}

describe('LazyLoginModal', () => {
  afterEach(async () => {
    await act(() => setLanguage('en', { remember: false }));
  });

  it('opens in Arabic when Arabic was chosen before the modal first loaded', async () => {
    await act(() => setLanguage('ar', { remember: false }));
    openLazyModal();
    expect(await screen.findByRole('dialog', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
    expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  });

  it('opens in English', async () => {
    openLazyModal();
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('follows a switch to Arabic while it is open', async () => {
    openLazyModal();
    expect(await screen.findByRole('dialog', { name: 'Welcome Back' })).toBeInTheDocument();
    await act(() => setLanguage('ar', { remember: false }));
    expect(screen.getByRole('dialog', { name: 'مرحبًا بعودتك' })).toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    renderShell(<LazyLoginModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

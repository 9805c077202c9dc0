import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  activeLanguage,
  closeLoginModal,
  Dialog,
  selectLoginModal,
  setLoginModalView,
  TIMINGS,
  useAppDispatch,
  useAppSelector,
  useCommonText,
  type LoginModalView,
} from 'shared-contracts';
import { authMessages } from './i18n/messages';
import { AUTH_EN } from './i18n/en';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export const SIGNED_UP_NOTE = AUTH_EN.signedUpNote;

/**
 * Loads the modal's texts in the active language. The lazy modal waits for them, so its first
 * render in Arabic does not suspend halfway through its forms.
 */
export const loadModalTexts = () => authMessages.load(activeLanguage());

const Sheet = styled.div`
  position: relative;
  padding: 44px 44px 36px;
  &::before {
    content: '';
    position: absolute;
    top: 0;
    inset-inline: 0;
    height: 3px;
    background: ${({ theme }) => theme.colors.accent};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 56px 22px 32px;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 10px;
  inset-inline-end: 10px;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  font-size: 30px;
  font-weight: 300;
  line-height: 1;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  transition: color 0.2s ease;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Wordmark = styled.p`
  margin: 0 0 18px;
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 15px;
  letter-spacing: 0.4em;
  /* the tracking after the last letter would push the word off-centre (set left to right) */
  margin-inline-end: -0.4em;
  color: ${({ theme }) => theme.colors.accent};
`;

const Fade = styled.div<{ $fading: boolean }>`
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${TIMINGS.loginModalFadeMs}ms ease;
`;

function LoginDialog({ view }: { view: LoginModalView }) {
  const dispatch = useAppDispatch();
  const common = useCommonText();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [fading, setFading] = useState(false);
  const [signedUp, setSignedUp] = useState(false);
  const [email, setEmail] = useState('');
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const close = () => dispatch(closeLoginModal());

  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  // After the 500 ms fade the other view replaces this one; move focus into it.
  useEffect(() => {
    if (fading) return;
    const node = ref.current;
    if (node && !node.contains(document.activeElement)) {
      node.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [view, fading]);

  /** `then` runs as the views swap, out of sight (an address handed to the next view). */
  const switchTo = (next: LoginModalView, then?: () => void) => {
    if (fading) return;
    setFading(true);
    fadeTimer.current = setTimeout(() => {
      then?.();
      dispatch(setLoginModalView(next));
      setFading(false);
      const field = ref.current?.querySelector<HTMLElement>('[data-autofocus]');
      field?.focus();
    }, TIMINGS.loginModalFadeMs);
  };

  return (
    <Dialog
      labelledBy={titleId}
      onClose={close}
      width={480}
      initialFocus="[data-autofocus]"
      data-testid="login-modal-backdrop"
    >
      <Sheet ref={ref}>
        {/* Named by the multiplication sign and by the word, for assistive technology. */}
        <CloseButton type="button" onClick={close}>
          {common('closeSign')}
          <span className="visually-hidden">{` ${common('close')}`}</span>
        </CloseButton>
        <Wordmark aria-hidden="true" lang="en" dir="ltr">
          RELUXE
        </Wordmark>
        <Fade $fading={fading} aria-busy={fading} data-testid="login-modal-view" data-view={view}>
          {view === 'forgot' ? (
            <ForgotPasswordForm
              key={email}
              titleId={titleId}
              initialEmail={email}
              onBack={(typed) => switchTo('signin', () => setEmail(typed))}
            />
          ) : view === 'signup' ? (
            <SignUpForm
              titleId={titleId}
              onSwitch={() => {
                setSignedUp(false);
                switchTo('signin');
              }}
              onSignedUp={(signedUpEmail) => {
                setEmail(signedUpEmail);
                setSignedUp(true);
                switchTo('signin');
              }}
            />
          ) : (
            <SignInForm
              key={email}
              titleId={titleId}
              initialEmail={email}
              signedUp={signedUp}
              onSwitch={() => {
                setSignedUp(false);
                switchTo('signup');
              }}
              onForgot={(typed) => {
                switchTo('forgot', () => {
                  setSignedUp(false);
                  setEmail(typed);
                });
              }}
            />
          )}
        </Fade>
      </Sheet>
    </Dialog>
  );
}

/**
 * The login / sign-up modal (with 'Reset your password'), driven by the store's ui.loginModal so
 * any remote opens it with openLoginModal(). Closes with the × button, Escape or a click outside it (the shared Dialog).
 */
export function LoginModal() {
  const { open, view } = useAppSelector(selectLoginModal);
  if (!open) return null;
  return <LoginDialog view={view} />;
}

import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import {
  closeLoginModal,
  selectLoginModal,
  setLoginModalView,
  TEXT,
  TIMINGS,
  useAppDispatch,
  useAppSelector,
  type LoginModalView,
} from 'shared-contracts';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useFocusTrap } from './use-focus-trap';

/** Presses inside elements marked with this attribute never close the modal (alert cards). */
export const KEEP_OPEN_SELECTOR = '[data-keeps-modal-open]';

export const SIGNED_UP_NOTE = 'Your account is ready. Sign in to continue.';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.modal};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  overflow-y: auto;
  padding: 6vh 16px 32px;
  background: ${({ theme }) => theme.colors.overlay};
  animation: overlay-in 0.25s ease-out;
  @keyframes overlay-in {
    from {
      opacity: 0;
    }
  }
  ${({ theme }) => theme.media.mobile} {
    /* Full screen, but as tall as its form: the overlay scrolls a sign-up taller than the phone. */
    padding: 0;
    align-items: flex-start;
  }
`;

const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow.pop};
  padding: 44px 44px 36px;
  animation: dialog-in 0.3s cubic-bezier(0.22, 0.61, 0.36, 1);
  @keyframes dialog-in {
    from {
      opacity: 0;
      transform: translateY(12px);
    }
  }
  &::before {
    content: '';
    position: absolute;
    top: 0;
    left: 0;
    right: 0;
    height: 3px;
    background: ${({ theme }) => theme.colors.accent};
  }
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    min-height: 100%;
    padding: 56px 22px 32px;
  }
`;

const CloseButton = styled.button`
  position: absolute;
  top: 10px;
  right: 10px;
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
  margin-right: -0.4em;
  color: ${({ theme }) => theme.colors.accent};
`;

const Fade = styled.div<{ $fading: boolean }>`
  opacity: ${({ $fading }) => ($fading ? 0 : 1)};
  transition: opacity ${TIMINGS.loginModalFadeMs}ms ease;
`;

function LoginDialog({ view }: { view: LoginModalView }) {
  const dispatch = useAppDispatch();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [fading, setFading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const fadeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pressedInside = useRef(false);

  const close = () => dispatch(closeLoginModal());
  useFocusTrap(ref, true, close);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
      clearTimeout(fadeTimer.current);
    };
  }, []);

  // After the 500 ms fade the other view replaces this one; move focus into it.
  useEffect(() => {
    if (fading) return;
    const node = ref.current;
    if (node && !node.contains(document.activeElement)) {
      node.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
  }, [view, fading]);

  const switchTo = (next: LoginModalView) => {
    if (fading) return;
    setFading(true);
    fadeTimer.current = setTimeout(() => {
      dispatch(setLoginModalView(next));
      setFading(false);
      const field = ref.current?.querySelector<HTMLElement>('[data-autofocus]');
      field?.focus();
    }, TIMINGS.loginModalFadeMs);
  };

  // Outside click: a press outside the dialog closes it (an alert card shown over the modal
  // does not count); a click that lands on the backdrop after a drag out of the dialog does not.
  useEffect(() => {
    const onPress = (event: globalThis.MouseEvent | TouchEvent) => {
      const target = event.target;
      if (!(target instanceof Element)) return;
      if (ref.current?.contains(target) || target.closest(KEEP_OPEN_SELECTOR)) return;
      dispatch(closeLoginModal());
    };
    document.addEventListener('mousedown', onPress);
    document.addEventListener('touchstart', onPress);
    return () => {
      document.removeEventListener('mousedown', onPress);
      document.removeEventListener('touchstart', onPress);
    };
  }, [dispatch]);

  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const inside = pressedInside.current;
    pressedInside.current = false;
    if (event.target === event.currentTarget && !inside) close();
  };

  return (
    <Overlay onClick={onBackdropClick} data-testid="login-modal-backdrop">
      <Dialog
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onMouseDown={() => {
          pressedInside.current = true;
        }}
      >
        {/* Named by the spec's multiplication sign and by the word, for assistive technology. */}
        <CloseButton type="button" onClick={close}>
          {TEXT.closeSign}
          <span className="visually-hidden"> Close</span>
        </CloseButton>
        <Wordmark aria-hidden="true">RELUXE</Wordmark>
        <Fade $fading={fading} aria-busy={fading} data-testid="login-modal-view" data-view={view}>
          {view === 'signup' ? (
            <SignUpForm
              titleId={titleId}
              onSwitch={() => {
                setNotice(null);
                switchTo('signin');
              }}
              onSignedUp={(signedUpEmail) => {
                setEmail(signedUpEmail);
                setNotice(SIGNED_UP_NOTE);
                switchTo('signin');
              }}
            />
          ) : (
            <SignInForm
              key={email}
              titleId={titleId}
              initialEmail={email}
              notice={notice}
              onSwitch={() => {
                setNotice(null);
                switchTo('signup');
              }}
            />
          )}
        </Fade>
      </Dialog>
    </Overlay>
  );
}

/**
 * The login / sign-up modal, driven by the store's ui.loginModal so any remote opens it with
 * openLoginModal(). Closes with the × button, Escape or an outside click.
 */
export function LoginModal() {
  const { open, view } = useAppSelector(selectLoginModal);
  if (!open) return null;
  return <LoginDialog view={view} />;
}

import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import styled from 'styled-components';
import { LIMITS } from 'shared-contracts';
import { useShellText } from '../../i18n/messages';

const Button = styled.button`
  position: fixed;
  inset-inline-end: 24px;
  bottom: 24px;
  z-index: ${({ theme }) => theme.z.nav};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: 50%;
  background: #fff;
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadow.card};
  cursor: pointer;
  animation: rise 0.25s ease-out;
  transition:
    background 0.2s ease,
    color 0.2s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
  @keyframes rise {
    from {
      opacity: 0;
      transform: translateY(8px);
    }
  }
  ${({ theme }) => theme.media.mobile} {
    inset-inline-end: 16px;
    bottom: 16px;
    width: 44px;
    height: 44px;
  }
`;

/** Appears once the page is scrolled beyond 300 px (LIMITS.scrollTopAfterPx). */
export function ScrollToTop() {
  const t = useShellText();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > LIMITS.scrollTopAfterPx);
    window.addEventListener('scroll', update, { passive: true });
    // A page may be scrolled before this mounts (the painted first page can be). Read that once the
    // next frame is drawn: read now, scrollY would force the layout of the whole page just mounted
    // inside the mount's own task (a long task on a phone).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(update, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible) return null;
  return (
    <Button
      type="button"
      aria-label={t('scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp size={20} strokeWidth={1.5} aria-hidden="true" />
    </Button>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertHost, useLanguage } from 'shared-contracts';
import { useShellText } from '../../i18n/messages';
import { LazyLoginModal } from '../auth/LazyLoginModal';
import { useSessionCheck } from '../auth/use-session-check';
import { Footer } from '../footer/Footer';
import { useMenu } from '../menu/use-menu';
import { SiteHeader } from '../nav/SiteHeader';
import { ScrollToTop } from '../scroll-top/ScrollToTop';

const Frame = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Content = styled.div`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: 16px;
  top: -60px;
  z-index: ${({ theme }) => theme.z.alert};
  padding: 10px 16px;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  &:focus {
    top: 12px;
  }
`;

/**
 * Frame of every page: the top navigation (three layouts), the routed page, the footer, and the
 * overlays any remote can drive through the store (login modal, alert card).
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  // The frame renders again in the new language on a switch.
  useLanguage();
  const t = useShellText();
  const menu = useMenu();
  useSessionCheck();
  return (
    <Frame>
      <SkipLink href="#content">{t('skipToContent')}</SkipLink>
      <SiteHeader menu={menu} />
      <Content id="content" tabIndex={-1}>
        {children}
      </Content>
      <Footer />
      <ScrollToTop />
      <LazyLoginModal />
      <AlertHost />
    </Frame>
  );
}

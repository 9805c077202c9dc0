import { LayoutDashboard } from 'lucide-react';
import { Link, matchRoute, selectIsAdmin, useAppSelector, useLocation } from 'shared-contracts';
import styled from 'styled-components';
import { useShellText } from '../../i18n/messages';
import { useSellNow } from './use-sell-now';

const SellButton = styled.button<{ $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 38px;
  padding: 0 20px;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: 11.5px;
  font-weight: 600;
  letter-spacing: 0.2em;
  white-space: nowrap;
  cursor: pointer;
  /* Arabic letters read smaller than Latin ones at the same size. */
  &:lang(ar) {
    font-size: 13.5px;
  }
  transition:
    background 0.2s ease,
    border-color 0.2s ease;
  &:hover {
    background: ${({ theme }) => theme.colors.accentDark};
    border-color: ${({ theme }) => theme.colors.accentDark};
  }
`;

/** SELL NOW: to /sell when signed in, otherwise the 'Please log in first!' alert and the modal. */
export function SellNowButton({ block, onDone }: { block?: boolean; onDone?: () => void }) {
  const sellNow = useSellNow();
  const t = useShellText();
  return (
    <SellButton
      type="button"
      $block={block}
      onClick={() => {
        sellNow();
        onDone?.();
      }}
    >
      {t('sellNowButton')}
    </SellButton>
  );
}

const PanelLink = styled(Link)<{ $compact?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 38px;
  padding: 0 ${({ $compact }) => ($compact ? '8px' : '4px')};
  font-size: 11.5px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:lang(ar) {
    font-size: 13px;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

/** Whether a path is a back-office screen (its page comes from the admin remote). */
const isBackOffice = (pathname: string) =>
  matchRoute(pathname)?.module.startsWith('mfe_admin/') ?? false;

/**
 * Control Panel (/ShowSellQueue), shown to RoleID 1 only, on the storefront's pages: a back-office
 * screen has its own 'Control Panel' heading and menu.
 */
export function ControlPanelLink({ compact, onDone }: { compact?: boolean; onDone?: () => void }) {
  const isAdmin = useAppSelector(selectIsAdmin);
  const { pathname } = useLocation();
  const t = useShellText();
  if (!isAdmin || isBackOffice(pathname)) return null;
  return (
    <PanelLink to="/ShowSellQueue" $compact={compact} onClick={onDone}>
      <LayoutDashboard size={16} strokeWidth={1.5} aria-hidden="true" />
      {compact ? <Hidden>{t('controlPanel')}</Hidden> : t('controlPanel')}
    </PanelLink>
  );
}

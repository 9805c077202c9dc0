import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'shared-contracts';
import {
  ChevronDown,
  Heart,
  LogOut,
  Package,
  ReceiptText,
  ShoppingBag,
  UserRound,
  X,
} from 'lucide-react';
import styled from 'styled-components';
import {
  localName,
  selectCartCount,
  selectFavorites,
  selectUser,
  useAppSelector,
  useCommonText,
  type MenuGroup,
} from 'shared-contracts';
import { useShellText } from '../../i18n/catalog';
import { useLogout } from '../auth/use-logout';
import { useFocusTrap } from '../auth/use-focus-trap';
import { menuItemLink } from '../menu/menu-links';
import { ControlPanelLink, SellNowButton } from '../menu/SellNowButton';
import type { MenuState } from '../menu/use-menu';
import { Avatar } from './UserMenu';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.z.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  animation: backdrop-in 0.25s ease-out;
  @keyframes backdrop-in {
    from {
      opacity: 0;
    }
  }
`;

const Drawer = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.z.drawer + 1};
  width: min(86vw, 360px);
  display: flex;
  flex-direction: column;
  background: #fff;
  box-shadow: ${({ theme }) => theme.shadow.pop};
  animation: drawer-in 0.3s cubic-bezier(0.22, 0.61, 0.36, 1);
  /* It slides in from the inline-start side: the left, or the right in Arabic. */
  [dir='rtl'] & {
    animation-name: drawer-in-rtl;
  }
  @keyframes drawer-in {
    from {
      transform: translateX(-100%);
    }
  }
  @keyframes drawer-in-rtl {
    from {
      transform: translateX(100%);
    }
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-block: 10px;
  padding-inline: 24px 12px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  span {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 20px;
    letter-spacing: 0.34em;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  background: none;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 8px 0 24px;
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 16px 24px;
  background: ${({ theme }) => theme.colors.surface};
  strong {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-weight: 500;
    font-size: 17px;
  }
`;

const SectionLabel = styled.p`
  margin: 20px 24px 6px;
  font-size: 10.5px;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
  /* Arabic letters read smaller than Latin ones at the same size. */
  &:lang(ar) {
    font-size: 12.5px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const rowStyles = `
  display: flex;
  align-items: center;
  gap: 14px;
  width: 100%;
  min-height: 50px;
  padding: 0 24px;
  border: 0;
  background: none;
  font-size: 15px;
  text-decoration: none;
  text-align: start;
  cursor: pointer;
`;

const RowLink = styled(Link)`
  ${rowStyles}
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  svg {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const RowButton = styled.button`
  ${rowStyles}
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  svg {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const GroupButton = styled.button<{ $open: boolean }>`
  ${rowStyles}
  justify-content: space-between;
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &:lang(ar) {
    font-size: 15px;
  }
  svg {
    transition: transform 0.2s ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
`;

const GroupBody = styled.div`
  padding-block: 8px 16px;
  padding-inline: 36px 24px;
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 12px 0 6px;
    font-family: ${({ theme }) => theme.fonts.sans};
    font-size: 11px;
    font-weight: 700;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
    &:lang(ar) {
      font-size: 12.5px;
    }
  }
  a {
    display: block;
    padding: 8px 0;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
`;

const Muted = styled.p`
  margin: 12px 24px;
  color: ${({ theme }) => theme.colors.subtle};
  font-size: 13px;
  letter-spacing: 0.14em;
  text-transform: uppercase;
`;

const Footer = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px 24px 24px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** One department of the sidebar; the sidebar keeps at most one open. */
function GroupAccordion({
  menuKey,
  group,
  open,
  onToggle,
  onPick,
}: {
  menuKey: string;
  group: MenuGroup;
  open: boolean;
  onToggle: () => void;
  onPick: () => void;
}) {
  const bodyId = useId();
  return (
    <li>
      <GroupButton
        type="button"
        $open={open}
        aria-expanded={open}
        aria-controls={open ? bodyId : undefined}
        onClick={onToggle}
      >
        {localName(group.title, group.titleAr)}
        <ChevronDown size={16} strokeWidth={1.5} aria-hidden="true" />
      </GroupButton>
      {open && (
        <GroupBody id={bodyId}>
          {group.sections.map((section, index) => (
            <div key={`${section.header}-${index}`}>
              <h3>{localName(section.header, section.headerAr)}</h3>
              {section.items.map((item) => (
                <Link key={item.id} to={menuItemLink(menuKey, item.id)} onClick={onPick}>
                  {localName(item.name, item.nameAr)}
                </Link>
              ))}
            </div>
          ))}
        </GroupBody>
      )}
    </li>
  );
}

/** The mobile slide-in menu: departments, the shopper's places, SELL NOW and Control Panel. */
export function MobileSidebar({ menu, onClose }: { menu: MenuState; onClose: () => void }) {
  const t = useShellText();
  const common = useCommonText();
  const user = useAppSelector(selectUser);
  const bagCount = useAppSelector(selectCartCount);
  const wishCount = useAppSelector(selectFavorites).length;
  const logout = useLogout();
  const [openGroup, setOpenGroup] = useState<string | undefined>();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true, onClose);

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return (
    <>
      <Backdrop onClick={onClose} data-testid="sidebar-backdrop" />
      <Drawer ref={ref} role="dialog" aria-modal="true" aria-label={t('menu')}>
        <Head>
          <span aria-hidden="true" lang="en">
            RELUXE
          </span>
          <CloseButton type="button" aria-label={t('closeMenu')} onClick={onClose}>
            <X size={22} strokeWidth={1.5} aria-hidden="true" />
          </CloseButton>
        </Head>
        <Body>
          {user && (
            <Account>
              <Avatar user={user} />
              <strong>{user.UserName}</strong>
            </Account>
          )}
          <SectionLabel>{t('shop')}</SectionLabel>
          {menu.status === 'loading' && <Muted>{common('menuLoading')}</Muted>}
          <List>
            {menu.groups.map(([key, group]) => (
              <GroupAccordion
                key={key}
                menuKey={key}
                group={group}
                open={openGroup === key}
                onToggle={() => setOpenGroup((current) => (current === key ? undefined : key))}
                onPick={onClose}
              />
            ))}
            <li>
              <RowLink to="/Items" onClick={onClose}>
                {common('whatsNew')}
              </RowLink>
            </li>
          </List>
          <SectionLabel>{t('yourReluxe')}</SectionLabel>
          <List>
            <li>
              <RowLink to="/fav" onClick={onClose}>
                <Heart size={18} strokeWidth={1.5} aria-hidden="true" />
                {t('wishlist')}
                {wishCount > 0 ? ` (${wishCount})` : ''}
              </RowLink>
            </li>
            <li>
              <RowLink to="/cart" onClick={onClose}>
                <ShoppingBag size={18} strokeWidth={1.5} aria-hidden="true" />
                {t('bag')}
                {bagCount > 0 ? ` (${bagCount})` : ''}
              </RowLink>
            </li>
            {user && (
              <>
                <li>
                  <RowLink to="/userDetails/Available" onClick={onClose}>
                    <Package size={18} strokeWidth={1.5} aria-hidden="true" />
                    {t('myItems')}
                  </RowLink>
                </li>
                <li>
                  <RowLink to="/orders" onClick={onClose}>
                    <ReceiptText size={18} strokeWidth={1.5} aria-hidden="true" />
                    {t('myOrders')}
                  </RowLink>
                </li>
                <li>
                  <RowLink to="/accountDetails" onClick={onClose}>
                    <UserRound size={18} strokeWidth={1.5} aria-hidden="true" />
                    {t('myProfile')}
                  </RowLink>
                </li>
                <li>
                  <RowButton type="button" onClick={() => void logout()}>
                    <LogOut size={18} strokeWidth={1.5} aria-hidden="true" />
                    {t('logout')}
                  </RowButton>
                </li>
              </>
            )}
          </List>
        </Body>
        <Footer>
          <ControlPanelLink onDone={onClose} />
          <SellNowButton block onDone={onClose} />
        </Footer>
      </Drawer>
    </>
  );
}

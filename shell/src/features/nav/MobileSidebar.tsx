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
import {
  localName,
  selectCartCount,
  selectFavourites,
  selectUser,
  useAppSelector,
  useCommonText,
  type MenuGroup,
} from 'shared-contracts';
import { useShellText } from '../../i18n/messages';
import { useLogout } from '../auth/use-logout';
import { useFocusTrap } from '../auth/use-focus-trap';
import { menuItemLink } from '../menu/menu-links';
import { ControlPanelLink, SellNowButton } from '../menu/SellNowButton';
import type { MenuState } from '../menu/use-menu';
import { Avatar } from './Avatar';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import {
  Account,
  Backdrop,
  Body,
  CloseButton,
  Drawer,
  Footer,
  GroupBody,
  GroupButton,
  Head,
  List,
  Muted,
  RowButton,
  RowLink,
  SectionLabel,
} from './MobileSidebar.styles';

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
  const favouritesCount = useAppSelector(selectFavourites).length;
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
              <strong dir="auto">{user.UserName}</strong>
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
                {t('favourites')}
                {favouritesCount > 0 ? ` (${favouritesCount})` : ''}
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

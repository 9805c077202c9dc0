import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'shared-contracts';
import { Heart, Menu, ShoppingBag } from 'lucide-react';
import styled from 'styled-components';
import {
  selectCartCount,
  selectFavourites,
  useAppSelector,
  useHydrated,
  useViewport,
  type Viewport,
} from 'shared-contracts';
import { useShellText } from '../../i18n/messages';
import { LanguageSwitch } from '../language/LanguageSwitch';
import { MenuStrip } from '../menu/MenuStrip';
import { ControlPanelLink, SellNowButton } from '../menu/SellNowButton';
import type { MenuState } from '../menu/use-menu';
import { AccountControl } from './AccountControl';
import { Logo } from './Logo';
import { IconButtonAction, NavIconLink } from './NavIconLink';
import { SearchSlot } from './SearchSlot';
import { ViewportLayouts } from './ViewportLayouts';

/** The phone's sidebar is code no page shows until the menu is opened: it loads then. */
const loadSidebar = () => import('./MobileSidebar');
const MobileSidebar = lazy(() =>
  loadSidebar().then((module) => ({ default: module.MobileSidebar })),
);

const Announcement = styled.p`
  margin: 0;
  padding: 9px 16px;
  background: ${({ theme }) => theme.colors.ink};
  color: #e9e1d3;
  font-size: 10.5px;
  font-weight: 500;
  letter-spacing: 0.24em;
  text-transform: uppercase;
  text-align: center;
  ${({ theme }) => theme.media.mobile} {
    font-size: 9.5px;
    letter-spacing: 0.16em;
  }
  /* Arabic letters read smaller than Latin ones at the same size. */
  &:lang(ar) {
    font-size: 12px;
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.z.nav};
  background: rgba(255, 255, 255, 0.97);
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const DesktopRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: 32px;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 18px 40px;
`;

const SearchCell = styled.div`
  width: 100%;
  max-width: 340px;
`;

const EndCell = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 22px;
`;

const Icons = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ $compact }) => ($compact ? '0' : '14px')};
  > a,
  > div > button,
  > button {
    min-width: ${({ $compact }) => ($compact ? '40px' : '44px')};
  }
`;

const TabletRow = styled.div`
  display: flex;
  align-items: center;
  gap: 20px;
  padding: 14px 28px;
  /* The narrowest tablets keep room for the search box. */
  @media (max-width: 900px) {
    gap: 12px;
    padding-inline: 20px;
  }
`;

const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

const MobileRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  padding: 6px 8px;
`;

const MobileSearch = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 2px 16px 12px;
`;

const Start = styled.div`
  display: flex;
  align-items: center;
  > button,
  > div > button {
    min-width: 40px;
  }
`;

function ShopperIcons({ viewport }: { viewport: Viewport }) {
  const bagCount = useAppSelector(selectCartCount);
  const favouritesCount = useAppSelector(selectFavourites).length;
  const showLabels = viewport === 'desktop';
  const t = useShellText();
  return (
    <Icons $compact={viewport === 'mobile'}>
      {/* name: the count's test id, 'wishlist-count', which tests outside this package read. */}
      <NavIconLink
        to="/fav"
        name="wishlist"
        label={t('favourites')}
        icon={Heart}
        count={favouritesCount}
        showLabel={showLabels}
      />
      <NavIconLink
        to="/cart"
        name="bag"
        label={t('bag')}
        icon={ShoppingBag}
        count={bagCount}
        showLabel={showLabels}
      />
      {/* Login or the user's name beside the icon, on tablets too. */}
      {viewport !== 'mobile' && <AccountControl showLabel />}
    </Icons>
  );
}

/**
 * The top navigation in three layouts: mobile up to 768 px with a slide-in sidebar, tablet
 * 769-1024 px in one row, desktop above 1024 px with the menu strip. Until hydrated all three
 * (ViewportLayouts), and `data-viewport` is 'all'.
 */
export function SiteHeader({ menu }: { menu: MenuState }) {
  const viewport = useViewport();
  const hydrated = useHydrated();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const location = useLocation();
  const t = useShellText();

  useEffect(() => setSidebarOpen(false), [location.pathname, location.search, viewport]);

  const layout = (shown: Viewport) => {
    if (shown === 'desktop') {
      return (
        <>
          <DesktopRow>
            <SearchCell>
              <SearchSlot variant="bar" />
            </SearchCell>
            <Logo size="lg" />
            <EndCell>
              <LanguageSwitch />
              <ShopperIcons viewport={shown} />
            </EndCell>
          </DesktopRow>
          <MenuStrip menu={menu} />
        </>
      );
    }
    if (shown === 'tablet') {
      return (
        <TabletRow>
          <Logo size="sm" />
          <Grow>
            <SearchSlot variant="bar" />
          </Grow>
          <LanguageSwitch compact />
          <ControlPanelLink compact />
          <SellNowButton />
          <ShopperIcons viewport={shown} />
        </TabletRow>
      );
    }
    return (
      <>
        <MobileRow>
          <Start>
            <IconButtonAction
              type="button"
              aria-label={t('openMenu')}
              aria-expanded={sidebarOpen}
              // The sidebar's code starts loading as the finger lands, before the click.
              onPointerDown={() => void loadSidebar()}
              onClick={() => setSidebarOpen(true)}
            >
              <Menu size={23} strokeWidth={1.5} aria-hidden="true" />
            </IconButtonAction>
            <AccountControl showLabel={false} align="start" />
          </Start>
          <Logo size="sm" />
          <ShopperIcons viewport={shown} />
        </MobileRow>
        <MobileSearch>
          <Grow>
            <SearchSlot variant="bar" />
          </Grow>
          <LanguageSwitch compact />
        </MobileSearch>
      </>
    );
  };

  return (
    <>
      <Announcement>{t('announcement')}</Announcement>
      <Header data-viewport={hydrated ? viewport : 'all'}>
        <ViewportLayouts>{layout}</ViewportLayouts>
      </Header>
      {hydrated && viewport === 'mobile' && sidebarOpen && (
        <Suspense fallback={null}>
          <MobileSidebar menu={menu} onClose={() => setSidebarOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'shared-contracts';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import { TEXT, type MenuGroup } from 'shared-contracts';
import { useDismiss } from '../nav/use-dismiss';
import { isItemsPath, menuItemLink, sectionHref } from './menu-links';
import { ControlPanelLink, SellNowButton } from './SellNowButton';
import type { MenuState } from './use-menu';

const HOVER_CLOSE_DELAY_MS = 180;

const Strip = styled.nav`
  position: relative;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 0 40px;
  min-height: 52px;
`;

const Groups = styled.ul`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: stretch;
  justify-content: center;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
  min-height: 52px;
`;

const Group = styled.li`
  display: flex;
`;

const Trigger = styled.button<{ $open: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 0 18px;
  border: 0;
  background: none;
  white-space: nowrap;
  font-size: 12px;
  @media (max-width: 1279px) {
    padding: 0 11px;
    letter-spacing: 0.14em;
    &::after {
      left: 11px !important;
      right: 11px !important;
    }
  }
  font-weight: 600;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme, $open }) => ($open ? theme.colors.accent : theme.colors.ink)};
  cursor: pointer;
  svg {
    transition: transform 0.2s ease;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  }
  &::after {
    content: '';
    position: absolute;
    left: 18px;
    right: 18px;
    bottom: -1px;
    height: 2px;
    background: ${({ theme }) => theme.colors.accent};
    transform: scaleX(${({ $open }) => ($open ? 1 : 0)});
    transition: transform 0.25s ease;
  }
`;

const Loading = styled.li`
  display: flex;
  align-items: center;
  font-size: 12px;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.subtle};
`;

const Actions = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: 20px;
`;

const Panel = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 100%;
  z-index: ${({ theme }) => theme.z.dropdown};
  background: #fff;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 24px 40px -24px rgba(22, 21, 20, 0.25);
  animation: panel-in 0.2s ease-out;
  @keyframes panel-in {
    from {
      opacity: 0;
      transform: translateY(-6px);
    }
  }
`;

const PanelInner = styled.div`
  display: grid;
  grid-template-columns: 220px 1fr 300px;
  gap: 48px;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: 36px 40px 44px;
`;

const Feature = styled.div`
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  padding-right: 40px;
  p {
    margin: 0 0 6px;
    font-size: 11px;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
  }
  h2 {
    font-size: 30px;
    font-style: italic;
    margin: 0;
  }
`;

const Promo = styled(Link)`
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  min-height: 150px;
  padding: 24px;
  background:
    radial-gradient(circle at 80% 20%, rgba(201, 168, 112, 0.35), transparent 55%),
    ${({ theme }) => theme.colors.ink};
  color: #f3ede3;
  text-decoration: none;
  span {
    font-size: 10.5px;
    letter-spacing: 0.22em;
    text-transform: uppercase;
    color: #c9a870;
  }
  strong {
    margin: 6px 0 12px;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 21px;
    font-weight: 400;
    line-height: 1.25;
  }
  em {
    font-style: normal;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.18em;
    text-transform: uppercase;
    text-decoration: underline;
    text-underline-offset: 5px;
  }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: 32px 40px;
`;

const SectionTitle = styled.h3`
  font-family: ${({ theme }) => theme.fonts.sans};
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.2em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
  margin: 0 0 14px;
  a {
    text-decoration: none;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    margin-top: 9px;
  }
  a {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
    text-decoration: none;
    transition: color 0.15s ease;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: underline;
    text-underline-offset: 4px;
  }
`;

function GroupPanel({
  id,
  menuKey,
  group,
  onPick,
}: {
  id: string;
  menuKey: string;
  group: MenuGroup;
  onPick: () => void;
}) {
  return (
    <Panel id={id}>
      <PanelInner>
        <Feature>
          <p>Shop</p>
          <h2>{group.title}</h2>
        </Feature>
        <Sections>
          {group.sections.map((section, index) => {
            const href = sectionHref(section.link);
            return (
              <div key={`${section.header}-${index}`}>
                <SectionTitle>
                  {href ? (
                    <Link to={href} onClick={onPick}>
                      {section.header}
                    </Link>
                  ) : (
                    section.header
                  )}
                </SectionTitle>
                <Items>
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <Link to={menuItemLink(menuKey, item.id)} onClick={onPick}>
                        {item.name}
                      </Link>
                    </li>
                  ))}
                </Items>
              </div>
            );
          })}
        </Sections>
        <Promo to="/Items" onClick={onPick}>
          <span>Just in</span>
          <strong>New pieces arrive daily, each one authenticated.</strong>
          <em>Discover new arrivals</em>
        </Promo>
      </PanelInner>
    </Panel>
  );
}

/**
 * The desktop strip: menu groups from the server, each opening on hover, one at a time, closing on
 * an outside click and when the shopper leaves /items; SELL NOW and, for RoleID 1, Control Panel.
 */
export function MenuStrip({ menu }: { menu: MenuState }) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { pathname } = useLocation();
  const baseId = useId();

  const close = () => {
    clearTimeout(closeTimer.current);
    setOpenKey(null);
  };
  useDismiss(ref, openKey !== null, close);

  useEffect(() => {
    if (!isItemsPath(pathname)) setOpenKey(null);
  }, [pathname]);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const openGroup = (key: string) => {
    clearTimeout(closeTimer.current);
    setOpenKey(key);
  };
  const scheduleClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenKey(null), HOVER_CLOSE_DELAY_MS);
  };

  return (
    <Strip ref={ref} aria-label="Shop by department">
      <Row>
        <Groups>
          {menu.status === 'loading' && <Loading>{TEXT.menuLoading}</Loading>}
          {menu.groups.map(([key, group]) => {
            const open = openKey === key;
            const panelId = `${baseId}-${key}`;
            return (
              <Group key={key} onMouseEnter={() => openGroup(key)} onMouseLeave={scheduleClose}>
                <Trigger
                  type="button"
                  $open={open}
                  aria-expanded={open}
                  aria-controls={open ? panelId : undefined}
                  onClick={() => openGroup(key)}
                >
                  {group.title}
                  <ChevronDown size={13} strokeWidth={1.75} aria-hidden="true" />
                </Trigger>
                {open && <GroupPanel id={panelId} menuKey={key} group={group} onPick={close} />}
              </Group>
            );
          })}
        </Groups>
        <Actions>
          <ControlPanelLink />
          <SellNowButton />
        </Actions>
      </Row>
    </Strip>
  );
}

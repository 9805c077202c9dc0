import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'shared-contracts';
import { ChevronDown } from 'lucide-react';
import { localName, useCommonText, type MenuGroup } from 'shared-contracts';
import { useShellText } from '../../i18n/messages';
import { useDismiss } from '../nav/use-dismiss';
import { isItemsPath, menuItemLink, sectionHref } from './menu-links';
import { ControlPanelLink, SellNowButton } from './SellNowButton';
import type { MenuState } from './use-menu';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import {
  Actions,
  Feature,
  Group,
  Groups,
  Items,
  Loading,
  Panel,
  PanelInner,
  Promo,
  Row,
  Sections,
  SectionTitle,
  Strip,
  Trigger,
} from './MenuStrip.styles';

const HOVER_CLOSE_DELAY_MS = 180;

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
  const t = useShellText();
  return (
    <Panel id={id}>
      <PanelInner>
        <Feature>
          <p>{t('shop')}</p>
          <h2>{localName(group.title, group.titleAr)}</h2>
        </Feature>
        <Sections>
          {group.sections.map((section, index) => {
            const href = sectionHref(section.link);
            const header = localName(section.header, section.headerAr);
            return (
              <div key={`${section.header}-${index}`}>
                <SectionTitle>
                  {href ? (
                    <Link to={href} onClick={onPick}>
                      {header}
                    </Link>
                  ) : (
                    header
                  )}
                </SectionTitle>
                <Items>
                  {section.items.map((item) => (
                    <li key={item.id}>
                      <Link to={menuItemLink(menuKey, item.id)} onClick={onPick}>
                        {localName(item.name, item.nameAr)}
                      </Link>
                    </li>
                  ))}
                </Items>
              </div>
            );
          })}
        </Sections>
        <Promo to="/Items" onClick={onPick}>
          <span>{t('justIn')}</span>
          <strong>{t('promoTitle')}</strong>
          <em>{t('promoLink')}</em>
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
  const t = useShellText();
  const common = useCommonText();

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
    <Strip ref={ref} aria-label={t('shopByDepartment')}>
      <Row>
        <Groups>
          {menu.status === 'loading' && <Loading>{common('menuLoading')}</Loading>}
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
                  {localName(group.title, group.titleAr)}
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

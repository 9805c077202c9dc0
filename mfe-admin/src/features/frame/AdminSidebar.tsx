import { Link as RouterLink, useLocation } from 'shared-contracts';
import styled from 'styled-components';
import { ADMIN_NAV } from './nav-items';
import { CONTROL_PANEL } from './texts';

const Aside = styled.aside`
  position: sticky;
  top: 24px;
  ${({ theme }) => theme.media.mobile} {
    position: static;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    padding: 14px 0 0;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 4px;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
  ${({ theme }) => theme.media.mobile} {
    padding: 0 16px;
  }
`;

const Heading = styled.h2`
  font-size: 22px;
  margin: 0 0 20px;
  ${({ theme }) => theme.media.mobile} {
    font-size: 19px;
    margin: 0 0 10px;
    padding: 0 16px;
  }
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    gap: 6px;
    overflow-x: auto;
    padding: 0 16px 12px;
    border-top: 0;
    scrollbar-width: none;
    &::-webkit-scrollbar {
      display: none;
    }
  }
`;

const Item = styled.li`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    border-bottom: 0;
    flex: none;
  }
`;

const Link = styled(RouterLink)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 10px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  border-left: 2px solid transparent;
  transition:
    color 0.15s ease,
    background 0.15s ease,
    border-color 0.15s ease;
  svg {
    color: ${({ theme }) => theme.colors.subtle};
    flex: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
    border-left-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.surface};
    svg {
      color: ${({ theme }) => theme.colors.accent};
    }
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 8px 14px;
    font-size: 13px;
    white-space: nowrap;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: #fff;
    &[aria-current='page'] {
      background: ${({ theme }) => theme.colors.ink};
      border-color: ${({ theme }) => theme.colors.ink};
      color: #fff;
      svg {
        color: #fff;
      }
    }
  }
`;

/** The back-office sidebar; on phones it becomes a horizontally scrolling menu on top. */
export function AdminSidebar() {
  const { pathname } = useLocation();
  const lower = pathname.toLowerCase();
  return (
    <Aside>
      <Eyebrow>Back office</Eyebrow>
      <Heading>{CONTROL_PANEL}</Heading>
      <nav aria-label={CONTROL_PANEL}>
        <List>
          {ADMIN_NAV.map(({ label, to, icon: Icon, also }) => {
            const active =
              lower === to.toLowerCase() || (also ? lower.startsWith(also.toLowerCase()) : false);
            return (
              <Item key={to}>
                <Link to={to} aria-current={active ? 'page' : undefined}>
                  <Icon size={17} strokeWidth={1.6} aria-hidden="true" />
                  {label}
                </Link>
              </Item>
            );
          })}
        </List>
      </nav>
    </Aside>
  );
}

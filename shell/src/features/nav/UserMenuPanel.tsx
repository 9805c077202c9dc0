import { Link } from 'shared-contracts';
import { LogOut, Package, ReceiptText, UserRound } from 'lucide-react';
import styled, { css } from 'styled-components';
import type { StoredUser } from 'shared-contracts';
import { useShellText } from '../../i18n/messages';
import { useLogout } from '../auth/use-logout';

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  ${({ $align }) => ($align === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  top: calc(100% + 10px);
  z-index: ${({ theme }) => theme.z.dropdown};
  width: 240px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.pop};
  padding: 8px 0;
  animation: menu-in 0.18s ease-out;
  @keyframes menu-in {
    from {
      opacity: 0;
      transform: translateY(-4px);
    }
  }
`;

const Greeting = styled.div`
  padding: 12px 20px 14px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: 6px;
  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-weight: 500;
    font-size: 18px;
    color: ${({ theme }) => theme.colors.ink};
  }
  span {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
    word-break: break-all;
  }
`;

const entry = css`
  display: flex;
  align-items: center;
  gap: 12px;
  width: 100%;
  min-height: 42px;
  padding: 0 20px;
  border: 0;
  background: none;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  text-align: start;
  cursor: pointer;
  svg {
    color: ${({ theme }) => theme.colors.muted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Entry = styled(Link)`
  ${entry}
`;

const EntryButton = styled.button`
  ${entry}
  font: inherit;
`;

const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 6px 0;
`;

/** The open user menu: name and email; My Items, My Orders, My Profile and Logout. */
export function UserMenuPanel({
  id,
  user,
  align,
  close,
}: {
  id: string;
  user: StoredUser;
  align: 'start' | 'end';
  close: () => void;
}) {
  const t = useShellText();
  const logout = useLogout();
  return (
    <Panel id={id} $align={align}>
      <Greeting>
        <strong dir="auto">{user.UserName}</strong>
        <span dir="ltr">{user.Email}</span>
      </Greeting>
      <Entry to="/userDetails/Available" onClick={close}>
        <Package size={17} strokeWidth={1.5} aria-hidden="true" />
        {t('myItems')}
      </Entry>
      <Entry to="/orders" onClick={close}>
        <ReceiptText size={17} strokeWidth={1.5} aria-hidden="true" />
        {t('myOrders')}
      </Entry>
      <Entry to="/accountDetails" onClick={close}>
        <UserRound size={17} strokeWidth={1.5} aria-hidden="true" />
        {t('myProfile')}
      </Entry>
      <Divider />
      <EntryButton type="button" onClick={() => void logout()}>
        <LogOut size={17} strokeWidth={1.5} aria-hidden="true" />
        {t('logout')}
      </EntryButton>
    </Panel>
  );
}

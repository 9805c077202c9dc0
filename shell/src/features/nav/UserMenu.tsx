import { useId, useRef, useState } from 'react';
import { Link } from 'shared-contracts';
import { ChevronDown, LogOut, Package, ReceiptText, UserRound } from 'lucide-react';
import styled, { css } from 'styled-components';
import { thumbnailUrl, type StoredUser } from 'shared-contracts';
import { useShellText } from '../../i18n/messages';
import { useLogout } from '../auth/use-logout';
import { IconButtonAction, IconLabel } from './NavIconLink';
import { useDismiss } from './use-dismiss';

const Wrapper = styled.div`
  position: relative;
`;

const NameLine = styled(IconLabel)`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  max-width: 110px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const AvatarImage = styled.img`
  width: 24px;
  height: 24px;
  border-radius: 50%;
  object-fit: cover;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

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

/** The profile photo, or an icon when the user has none. */
export function Avatar({ user }: { user: StoredUser }) {
  const [broken, setBroken] = useState(false);
  if (user.ProfileImage && !broken) {
    return (
      <AvatarImage
        src={thumbnailUrl(user.ProfileImage)}
        alt=""
        data-testid="profile-photo"
        onError={() => setBroken(true)}
      />
    );
  }
  return <UserRound size={21} strokeWidth={1.5} aria-hidden="true" data-testid="profile-icon" />;
}

/** The signed-in user's menu: photo or icon, name; My Items, My Orders, My Profile and Logout. */
export function UserMenu({
  user,
  showName,
  align = 'end',
}: {
  user: StoredUser;
  showName: boolean;
  align?: 'start' | 'end';
}) {
  const t = useShellText();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const logout = useLogout();
  useDismiss(ref, open, () => setOpen(false));
  const close = () => setOpen(false);
  return (
    <Wrapper ref={ref}>
      <IconButtonAction
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
        <NameLine $hidden={!showName}>
          <span dir="auto">{user.UserName}</span>
          <ChevronDown size={11} strokeWidth={2} aria-hidden="true" />
        </NameLine>
      </IconButtonAction>
      {open && (
        <Panel id={panelId} $align={align}>
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
      )}
    </Wrapper>
  );
}

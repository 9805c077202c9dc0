import { UserRound } from 'lucide-react';
import { openLoginModal, selectUser, useAppDispatch, useAppSelector } from 'shared-contracts';
import { useShellText } from '../../i18n/messages';
import { IconButtonAction, IconLabel } from './NavIconLink';
import { UserMenu } from './UserMenu';

/** Login for visitors, the user menu for signed-in users. */
export function AccountControl({
  showLabel,
  align,
}: {
  showLabel: boolean;
  align?: 'start' | 'end';
}) {
  const t = useShellText();
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  if (user) return <UserMenu user={user} showName={showLabel} align={align} />;
  return (
    <IconButtonAction type="button" onClick={() => dispatch(openLoginModal())}>
      <UserRound size={21} strokeWidth={1.5} aria-hidden="true" />
      <IconLabel $hidden={!showLabel}>{t('login')}</IconLabel>
    </IconButtonAction>
  );
}

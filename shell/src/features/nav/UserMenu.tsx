import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import styled from 'styled-components';
import type { StoredUser } from 'shared-contracts';
import { Avatar } from './Avatar';
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

/** The open menu's code: fetched when a pointer or focus reaches the button (most never open it). */
const loadPanel = () => import('./UserMenuPanel');
const UserMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.UserMenuPanel })));

/** The signed-in user's menu: photo or icon and name; the panel opens on click. */
export function UserMenu({
  user,
  showName,
  align = 'end',
}: {
  user: StoredUser;
  showName: boolean;
  align?: 'start' | 'end';
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(ref, open, () => setOpen(false));
  return (
    <Wrapper ref={ref}>
      <IconButtonAction
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
        <NameLine $hidden={!showName}>
          <span dir="auto">{user.UserName}</span>
          <ChevronDown size={11} strokeWidth={2} aria-hidden="true" />
        </NameLine>
      </IconButtonAction>
      {open && (
        <Suspense fallback={null}>
          <UserMenuPanel id={panelId} user={user} align={align} close={() => setOpen(false)} />
        </Suspense>
      )}
    </Wrapper>
  );
}

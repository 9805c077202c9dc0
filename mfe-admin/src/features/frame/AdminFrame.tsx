import { useCallback, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { LanguageScope, LIMITS, selectUser, useAppSelector } from 'shared-contracts';
import { AdminAccessContext, type Denial } from './admin-access';
import { AdminRefusal } from './AdminRefusal';
import { AdminSidebar } from './AdminSidebar';

const Frame = styled.div`
  max-width: 1480px;
  margin: 0 auto;
  padding: 32px 24px 72px;
  display: grid;
  grid-template-columns: 224px minmax(0, 1fr);
  gap: 40px;
  align-items: start;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 196px minmax(0, 1fr);
    gap: 28px;
    padding: 24px 20px 64px;
  }
  ${({ theme }) => theme.media.mobile} {
    display: block;
    padding: 0 0 48px;
  }
`;

const Content = styled.main`
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px 0;
  }
`;

/**
 * Frame of every back-office screen: the sidebar and the administrator check. Notifications are
 * dispatched (useNotify) and shown by the alert host of the shell, or of the standalone harness.
 * The screen itself is mounted only for an administrator, so nobody else triggers a request;
 * the server enforces access anyway and a 401/403 answer shows the same refusal.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectUser);
  const [denial, setDenial] = useState<Denial | null>(null);
  const deny = useCallback((next: Denial) => setDenial(next), []);
  const isAdmin = user?.RoleID === LIMITS.adminRoleId;

  // The back-office is English and left to right, whatever language the storefront shows: the
  // shared components inside it (pagination, spinners) read English from the scope.
  if (!isAdmin || denial) {
    return (
      <LanguageScope value="en">
        <Content dir="ltr" lang="en">
          <AdminRefusal signedOut={!user || denial === 'signed-out'} />
        </Content>
      </LanguageScope>
    );
  }

  return (
    <LanguageScope value="en">
      <AdminAccessContext.Provider value={deny}>
        <Frame dir="ltr" lang="en">
          <AdminSidebar />
          <Content>{children}</Content>
        </Frame>
      </AdminAccessContext.Provider>
    </LanguageScope>
  );
}

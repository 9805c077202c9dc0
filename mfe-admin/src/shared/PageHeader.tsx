import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px 24px;
  margin-bottom: 24px;
  padding-bottom: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    font-size: clamp(26px, 3vw, 34px);
    margin: 0;
    line-height: 1.15;
  }
  ${({ theme }) => theme.media.mobile} {
    margin-bottom: 16px;
    padding-bottom: 16px;
  }
`;

const Lead = styled.p`
  margin: 6px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  flex: 0 1 520px;
  justify-content: flex-end;
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
    flex: 1 1 100%;
    justify-content: flex-start;
  }
`;

interface PageHeaderProps {
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
}

/** The heading block of a back-office screen: title, a line of context and the actions. */
export function PageHeader({ title, lead, actions }: PageHeaderProps) {
  return (
    <Header>
      <div>
        <h1>{title}</h1>
        {lead && <Lead>{lead}</Lead>}
      </div>
      {actions && <Actions>{actions}</Actions>}
    </Header>
  );
}

import styled from 'styled-components';
import { Button, PageContainer } from 'shared-contracts';

const Card = styled.section`
  max-width: 520px;
  margin: 48px auto;
  padding: 40px 32px;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/** Shown in the page area when a remote is down or broke; nav and footer keep working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <PageContainer>
      <Card role="alert">
        <h2>This section is temporarily unavailable</h2>
        <p>We could not load this part of Reluxe. The rest of the site still works.</p>
        <Button type="button" onClick={onRetry}>
          Retry
        </Button>
      </Card>
    </PageContainer>
  );
}

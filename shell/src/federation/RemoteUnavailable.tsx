import styled from 'styled-components';
import { Button, PageContainer } from 'shared-contracts';
import { useShellText } from '../i18n/messages';

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
  const t = useShellText();
  return (
    <PageContainer>
      <Card role="alert">
        <h2>{t('unavailableTitle')}</h2>
        <p>{t('unavailableText')}</p>
        <Button type="button" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Card>
    </PageContainer>
  );
}

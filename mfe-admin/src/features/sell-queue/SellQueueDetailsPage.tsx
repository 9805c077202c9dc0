import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function SellQueueDetailsPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Queue entry</PageTitle>
    </PageContainer>
  );
}

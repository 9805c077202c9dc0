import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function SellQueuePage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.allPendingProducts}</PageTitle>
    </PageContainer>
  );
}

import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function OrdersPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.allQueuedOrders}</PageTitle>
    </PageContainer>
  );
}

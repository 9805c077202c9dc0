import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function OrderDetailsPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.orderDetails}</PageTitle>
    </PageContainer>
  );
}

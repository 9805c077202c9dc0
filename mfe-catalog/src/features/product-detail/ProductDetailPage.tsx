import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function ProductDetailPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Product</PageTitle>
    </PageContainer>
  );
}

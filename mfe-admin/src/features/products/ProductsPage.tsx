import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function ProductsPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Products List</PageTitle>
    </PageContainer>
  );
}

import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function BrandsPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Brands List</PageTitle>
    </PageContainer>
  );
}

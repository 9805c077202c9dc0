import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function MyItemsPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>My Items</PageTitle>
    </PageContainer>
  );
}

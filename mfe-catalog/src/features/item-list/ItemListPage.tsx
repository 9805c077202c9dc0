import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function ItemListPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.whatsNew}</PageTitle>
    </PageContainer>
  );
}

import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function CategoriesPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Categories List</PageTitle>
    </PageContainer>
  );
}

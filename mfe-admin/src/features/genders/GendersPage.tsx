import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function GendersPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Genders List</PageTitle>
    </PageContainer>
  );
}

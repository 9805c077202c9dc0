import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function ColorsPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Colors List</PageTitle>
    </PageContainer>
  );
}

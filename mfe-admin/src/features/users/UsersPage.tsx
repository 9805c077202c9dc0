import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function UsersPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Users List</PageTitle>
    </PageContainer>
  );
}

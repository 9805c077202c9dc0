import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function AccountDetailsPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>My Profile</PageTitle>
    </PageContainer>
  );
}

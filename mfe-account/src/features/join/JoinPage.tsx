import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function JoinPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Sign in</PageTitle>
    </PageContainer>
  );
}

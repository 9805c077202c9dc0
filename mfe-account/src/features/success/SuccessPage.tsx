import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function SuccessPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>Signed in</PageTitle>
    </PageContainer>
  );
}

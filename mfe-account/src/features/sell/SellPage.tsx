import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function SellPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.sellTitle}</PageTitle>
    </PageContainer>
  );
}

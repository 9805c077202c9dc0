import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function HomePage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.heroTitle}</PageTitle>
    </PageContainer>
  );
}

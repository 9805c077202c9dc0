import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function CartPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.shoppingCart}</PageTitle>
    </PageContainer>
  );
}

import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function CheckoutPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.placeYourOrder}</PageTitle>
    </PageContainer>
  );
}

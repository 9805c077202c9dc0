import { PageContainer, PageTitle, TEXT } from 'shared-contracts';

export function FavouritesPage() {
  void TEXT;
  return (
    <PageContainer>
      <PageTitle>{TEXT.favourites}</PageTitle>
    </PageContainer>
  );
}

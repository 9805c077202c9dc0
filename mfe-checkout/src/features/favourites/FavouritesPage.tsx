import { Heart } from 'lucide-react';
import styled from 'styled-components';
import {
  PageContainer,
  PageTitle,
  RemoteSlot,
  selectFavourites,
  useAppSelector,
  useCommonText,
} from 'shared-contracts';
import { useCheckoutText } from '../../i18n/messages';
import { EmptyState } from '../../shared/EmptyState';
import { useListedFavourites } from './api/get-favourite-products';
import { FallbackProductCard } from './FallbackProductCard';
import { FavouriteActions } from './FavouriteActions';

const Count = styled.p`
  margin: -12px 0 28px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 40px 24px;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 28px 12px;
  }
`;

/**
 * /fav, 'Your Favourites': the favourites, drawn with the catalog's product card, each as it is
 * listed now (names in the page's language, price, stock) or, when no longer listed, as saved.
 */
export function FavouritesPage() {
  const favourites = useAppSelector(selectFavourites);
  const listed = useListedFavourites(favourites);
  const t = useCheckoutText();
  const common = useCommonText();
  return (
    <PageContainer>
      <PageTitle>{common('favourites')}</PageTitle>
      {favourites.length === 0 ? (
        <EmptyState
          message={common('noFavourites')}
          hint={t('favouritesEmptyHint')}
          cta={t('exploreCollection')}
          icon={<Heart size={36} strokeWidth={1.2} aria-hidden />}
        />
      ) : (
        <>
          {/* The cards' names are level-3 headings: keep the outline h1 > h2 > h3. */}
          <h2 className="visually-hidden">{t('savedPieces')}</h2>
          <Count>
            {t(favourites.length === 1 ? 'piecesSavedOne' : 'piecesSaved', {
              n: favourites.length,
            })}
          </Count>
          <Grid>
            {favourites.map((saved) => {
              const product = listed.get(saved.ProductID) ?? saved;
              const footer = <FavouriteActions product={product} />;
              return (
                <li key={product.ProductID} data-testid={`favourite-${product.ProductID}`}>
                  <RemoteSlot
                    id="mfe_catalog/ProductCard"
                    props={{ product, footer }}
                    fallback={<FallbackProductCard product={product} footer={footer} />}
                  />
                </li>
              );
            })}
          </Grid>
        </>
      )}
    </PageContainer>
  );
}

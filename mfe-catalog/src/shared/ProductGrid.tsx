import styled from 'styled-components';
import { Skeleton } from 'shared-contracts';
import { useCatalogText } from '../i18n/messages';

/** The card grid: 2 columns on mobile, 3 on tablet, 4 on desktop (the new-arrivals layout). */
export const ProductGrid = styled.ul<{ $desktopColumns?: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $desktopColumns = 4 }) => $desktopColumns}, minmax(0, 1fr));
  gap: 40px 24px;
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 32px 20px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 28px 12px;
  }
`;

const CardSkeleton = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

/** The photo's place, as tall as a card's photo (in a rule: pages allow no style attribute). */
const PhotoSkeleton = styled(Skeleton)`
  aspect-ratio: 4 / 5;
  height: auto;
`;

/** Placeholder cards while products load. */
export function ProductGridSkeleton({ count = 8, columns }: { count?: number; columns?: number }) {
  const t = useCatalogText();
  return (
    <ProductGrid $desktopColumns={columns} aria-busy="true" aria-label={t('loadingProducts')}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <CardSkeleton>
            <PhotoSkeleton />
            <Skeleton $width="70%" />
            <Skeleton $width="90%" $height="12px" />
            <Skeleton $width="40%" />
          </CardSkeleton>
        </li>
      ))}
    </ProductGrid>
  );
}

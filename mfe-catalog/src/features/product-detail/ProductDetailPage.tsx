import { useEffect, useState } from 'react';
import { Link, useParams } from 'shared-contracts';
import styled from 'styled-components';
import {
  Button,
  colorIdOf,
  imagesOf,
  isNewlyAdded,
  isSoldOut,
  Notice,
  PageContainer,
  shopApi,
  Skeleton,
  TEXT,
  type ProductDetails,
} from 'shared-contracts';
import { Breadcrumbs } from '../../shared/Breadcrumbs';
import { conditionOf } from '../../shared/condition';
import { PriceBlock } from '../../shared/PriceBlock';
import { Gallery, GALLERY_IMAGE } from './Gallery';
import { OrderPanel } from './OrderPanel';
import { useProductDetails } from './use-product-details';

export const NOT_FOUND_TEXT =
  'We could not find this piece. It may have been sold or removed from the catalogue.';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  gap: 56px;
  align-items: start;
  ${({ theme }) => theme.media.tablet} {
    gap: 32px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 24px;
  }
`;

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 22px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(26px, 3vw, 38px);
    line-height: 1.15;
  }
`;

const Meta = styled.p`
  margin: 0 0 -12px;
  font-size: 12px;
  letter-spacing: 0.18em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentDark};
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
`;

/** Tucked under the price, as part of it: the Info column's gap would set it apart. */
const Condition = styled.p`
  margin: -14px 0 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  strong {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Badge = styled.span<{ $dark?: boolean }>`
  padding: 3px 8px;
  font-size: 10px;
  letter-spacing: 0.14em;
  color: #fff;
  background: ${({ theme, $dark }) => ($dark ? theme.colors.ink : theme.colors.accentDark)};
`;

const Block = styled.div`
  h2 {
    margin: 0 0 10px;
    font-family: inherit;
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
  }
  p {
    margin: 0;
    white-space: pre-line;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Swatches = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const Swatch = styled.button<{ $selected: boolean }>`
  min-height: 40px;
  padding: 0 18px;
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.ink : theme.colors.borderStrong)};
  background: ${({ $selected }) => ($selected ? '#fff' : 'transparent')};
  font-size: 13px;
  letter-spacing: 0.06em;
  cursor: pointer;
  box-shadow: ${({ $selected, theme }) => ($selected ? `inset 0 0 0 1px ${theme.colors.ink}` : 'none')};
`;

const Missing = styled.div`
  max-width: 560px;
  margin: 48px auto;
  text-align: center;
  h1 {
    font-size: 30px;
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ErrorText = styled(Notice)`
  font-weight: 600;
`;

function DetailSkeleton() {
  return (
    <Columns aria-busy="true" aria-label="Loading item">
      <Skeleton
        style={{ aspectRatio: `${GALLERY_IMAGE.width} / ${GALLERY_IMAGE.height}`, height: 'auto' }}
      />
      <Info>
        <Skeleton $width="30%" $height="12px" />
        <Skeleton $width="80%" $height="36px" />
        <Skeleton $width="40%" $height="24px" />
        <Skeleton $height="80px" />
        <Skeleton $height="360px" />
      </Info>
    </Columns>
  );
}

/** The color's name: ColorName from the response, else looked up from ColorID / Color_ID. */
function useColorName(product: ProductDetails | undefined): string {
  const [lookedUp, setLookedUp] = useState<{ id: number; name: string } | null>(null);
  const id = product ? colorIdOf(product) : undefined;
  const needsLookup = Boolean(product && !product.ColorName && id !== undefined);
  useEffect(() => {
    if (!needsLookup || id === undefined) return undefined;
    let active = true;
    shopApi.catalog.colorLookup().then(
      (colors) => {
        const name = colors.find((color) => color.Color_ID === id)?.Name ?? '';
        if (active) setLookedUp({ id, name });
      },
      (error: unknown) => console.error('Error fetching colors:', error),
    );
    return () => {
      active = false;
    };
  }, [needsLookup, id]);
  if (product?.ColorName) return product.ColorName;
  return lookedUp && lookedUp.id === id ? lookedUp.name : '';
}

/**
 * Product detail (/Items/:ProductID): gallery, name, price, condition, color, description, order
 * panel.
 */
export function ProductDetailPage() {
  const { ProductID } = useParams();
  const id = /^\d+$/.test(ProductID ?? '') ? Number(ProductID) : null;
  const state = useProductDetails(id);
  const product = state.status === 'success' ? state.data : undefined;
  const colorName = useColorName(product);
  const [selectedColor, setSelectedColor] = useState(true);

  const crumbs = [
    { label: 'Home', to: '/' },
    { label: TEXT.whatsNew, to: '/Items' },
    ...(product ? [{ label: product.Name }] : []),
  ];

  if (id === null) {
    return (
      <PageContainer>
        <Breadcrumbs items={crumbs} />
        <ErrorText $tone="error" role="alert">
          {TEXT.itemNotFound}
        </ErrorText>
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Breadcrumbs items={crumbs} />
      {state.status === 'loading' && <DetailSkeleton />}
      {state.status === 'not-found' && (
        <Missing>
          <h1>{TEXT.itemNotFound}</h1>
          <p>{NOT_FOUND_TEXT}</p>
          <Button as={Link} to="/Items" $variant="secondary">
            Back to {TEXT.whatsNew}
          </Button>
        </Missing>
      )}
      {state.status === 'error' && (
        <Missing>
          <ErrorText $tone="error" role="alert">
            We couldn&apos;t load this item. Please try again.
          </ErrorText>
          <Button type="button" $variant="secondary" onClick={state.retry}>
            Try again
          </Button>
        </Missing>
      )}
      {product && (
        <Columns>
          <Gallery images={imagesOf(product)} name={product.Name} soldOut={isSoldOut(product)} />
          <Info>
            {(product.BrandName || isNewlyAdded(product.ProductionYear) || isSoldOut(product)) && (
              <Meta>
                {product.BrandName && <span>{product.BrandName}</span>}
                {isNewlyAdded(product.ProductionYear) && <Badge>{TEXT.newlyAdded}</Badge>}
                {isSoldOut(product) && <Badge $dark>{TEXT.soldOut}</Badge>}
              </Meta>
            )}
            <h1>{product.Name}</h1>
            <PriceBlock product={product} large />
            {conditionOf(product) && (
              <Condition>
                Condition: <strong>{conditionOf(product)}</strong>
              </Condition>
            )}
            {colorName && (
              <Block>
                <h2>Colour</h2>
                <Swatches role="group" aria-label="Available colours">
                  <Swatch
                    type="button"
                    $selected={selectedColor}
                    aria-pressed={selectedColor}
                    onClick={() => setSelectedColor(true)}
                  >
                    {colorName}
                  </Swatch>
                </Swatches>
              </Block>
            )}
            {product.Description && (
              <Block>
                <h2>Description</h2>
                <p>{product.Description}</p>
              </Block>
            )}
            <OrderPanel key={product.ProductID} product={product} colorName={colorName} />
          </Info>
        </Columns>
      )}
    </PageContainer>
  );
}

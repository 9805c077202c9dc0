import { useEffect, useState } from 'react';
import { Link, useParams } from 'shared-contracts';
import styled from 'styled-components';
import {
  Button,
  colorIdOf,
  firstPaintNow,
  imagesOf,
  isNewlyAdded,
  isSoldOut,
  localName,
  Notice,
  PageContainer,
  shopApi,
  Skeleton,
  useCommonText,
  useLanguage,
  type ProductDetails,
} from 'shared-contracts';
import { catalogCatalog, useCatalogText } from '../../i18n/catalog';
import { Breadcrumbs } from '../../shared/Breadcrumbs';
import { conditionOf } from '../../shared/condition';
import { useRichText } from '../../shared/rich-text';
import { PriceBlock } from '../../shared/PriceBlock';
import { Gallery, GALLERY_IMAGE } from './Gallery';
import { useProductText } from './i18n/catalog';
import { PRODUCT_EN } from './i18n/en';
import { OrderPanel } from './OrderPanel';
import { useProductDetails } from './use-product-details';

export const NOT_FOUND_TEXT = PRODUCT_EN.notFound;

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
    /* A name in English keeps its own order inside an Arabic page. */
    unicode-bidi: plaintext;
    text-align: match-parent;
    text-align: match-parent;
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
    unicode-bidi: plaintext;
    text-align: match-parent;
    text-align: match-parent;
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

/** The gallery's place, as tall as its photo (in a rule: pages allow no style attribute). */
const GallerySkeleton = styled(Skeleton)`
  aspect-ratio: ${GALLERY_IMAGE.width} / ${GALLERY_IMAGE.height};
  height: auto;
`;

const ErrorText = styled(Notice)`
  font-weight: 600;
`;

function DetailSkeleton() {
  const t = useProductText();
  return (
    <Columns aria-busy="true" aria-label={t('loadingItem')}>
      <GallerySkeleton />
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

interface ColorName {
  name: string;
  nameAr?: string | null;
}

const NO_COLOR: ColorName = { name: '' };

/**
 * The color's name (and its Arabic name): ColorName from the response, else looked up from
 * ColorID / Color_ID.
 */
function useColorName(product: ProductDetails | undefined): ColorName {
  const [lookedUp, setLookedUp] = useState<{ id: number; color: ColorName } | null>(null);
  const id = product ? colorIdOf(product) : undefined;
  const needsLookup = Boolean(product && !product.ColorName && id !== undefined);
  useEffect(() => {
    if (!needsLookup || id === undefined) return undefined;
    let active = true;
    shopApi.catalog.colorLookup().then(
      (colors) => {
        const found = colors.find((color) => color.Color_ID === id);
        const color = found ? { name: found.Name, nameAr: found.NameAr } : NO_COLOR;
        if (active) setLookedUp({ id, color });
      },
      (error: unknown) => console.error('Error fetching colors:', error),
    );
    return () => {
      active = false;
    };
  }, [needsLookup, id]);
  if (product?.ColorName) return { name: product.ColorName, nameAr: product.ColorNameAr };
  return lookedUp && lookedUp.id === id ? lookedUp.color : NO_COLOR;
}

/**
 * Product detail (/Items/:ProductID): gallery, name, price, condition, color, description, order
 * panel.
 */
export function ProductDetailPage() {
  const t = useProductText();
  const shared = useCatalogText();
  const common = useCommonText();
  const rich = useRichText(catalogCatalog);
  const language = useLanguage();
  const { ProductID } = useParams();
  const id = /^\d+$/.test(ProductID ?? '') ? Number(ProductID) : null;
  const state = useProductDetails(id);
  const product = state.status === 'success' ? state.data : undefined;
  const newlyAdded = isNewlyAdded(product?.ProductionYear, firstPaintNow());
  const color = useColorName(product);
  const colorName = color.name;
  const colorLabel = localName(color.name, color.nameAr, language);
  const name = product ? localName(product.Name, product.NameAr, language) : '';
  const condition = product ? conditionOf(product, shared, language) : '';
  const [selectedColor, setSelectedColor] = useState(true);

  const crumbs = [
    { label: shared('home'), to: '/' },
    { label: common('whatsNew'), to: '/Items' },
    ...(product ? [{ label: name }] : []),
  ];

  if (id === null) {
    return (
      <PageContainer>
        <Breadcrumbs items={crumbs} />
        <ErrorText $tone="error" role="alert">
          {common('itemNotFound')}
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
          <h1>{common('itemNotFound')}</h1>
          <p>{t('notFound')}</p>
          <Button as={Link} to="/Items" $variant="secondary">
            {t('backToWhatsNew')}
          </Button>
        </Missing>
      )}
      {state.status === 'error' && (
        <Missing>
          <ErrorText $tone="error" role="alert">
            {t('itemError')}
          </ErrorText>
          <Button type="button" $variant="secondary" onClick={state.retry}>
            {shared('tryAgain')}
          </Button>
        </Missing>
      )}
      {product && (
        <Columns>
          <Gallery images={imagesOf(product)} name={name} soldOut={isSoldOut(product)} />
          <Info>
            {(product.BrandName || newlyAdded || isSoldOut(product)) && (
              <Meta>
                {product.BrandName && (
                  <span>{localName(product.BrandName, product.BrandNameAr, language)}</span>
                )}
                {newlyAdded && <Badge>{common('newlyAdded')}</Badge>}
                {isSoldOut(product) && <Badge $dark>{common('soldOut')}</Badge>}
              </Meta>
            )}
            <h1>{name}</h1>
            <PriceBlock product={product} large />
            {condition && (
              <Condition>
                {rich('conditionLine', { nodes: { condition: <strong>{condition}</strong> } })}
              </Condition>
            )}
            {colorName && (
              <Block>
                <h2>{t('colour')}</h2>
                <Swatches role="group" aria-label={t('availableColours')}>
                  <Swatch
                    type="button"
                    $selected={selectedColor}
                    aria-pressed={selectedColor}
                    onClick={() => setSelectedColor(true)}
                  >
                    {colorLabel}
                  </Swatch>
                </Swatches>
              </Block>
            )}
            {product.Description && (
              <Block>
                <h2>{t('description')}</h2>
                <p>{product.Description}</p>
              </Block>
            )}
            <OrderPanel
              key={product.ProductID}
              product={product}
              colorName={colorName}
              colorLabel={colorLabel}
            />
          </Info>
        </Columns>
      )}
    </PageContainer>
  );
}

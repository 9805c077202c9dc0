import { useState } from 'react';
import { Link, useParams } from 'shared-contracts';
import {
  Button,
  firstPaintNow,
  imagesOf,
  isNewlyAdded,
  isSoldOut,
  localName,
  PageContainer,
  productIdOf,
  Skeleton,
  useCommonText,
  useLanguage,
} from 'shared-contracts';
import { catalogMessages, useCatalogText } from '../../i18n/messages';
import { Breadcrumbs } from '../../shared/Breadcrumbs';
import { conditionOf } from '../../shared/condition';
import { useRichText } from '../../shared/rich-text';
import { PriceBlock } from '../../shared/PriceBlock';
import { Gallery } from './Gallery';
import { useProductText } from './i18n/messages';
import { PRODUCT_EN } from './i18n/en';
import { OrderPanel } from './OrderPanel';
import { useColourName } from './use-colour-name';
import { useProductDetails } from './use-product-details';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import {
  Badge,
  Block,
  Columns,
  Condition,
  ErrorText,
  GallerySkeleton,
  Info,
  Meta,
  Missing,
  MissingActions,
  Swatch,
  Swatches,
} from './ProductDetailPage.styles';

export const NOT_FOUND_TEXT = PRODUCT_EN.notFound;

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

/**
 * No such product (an id that is not one, a 404): the site's 404 page with 'Item not found' in
 * error style, which the api answers with status 404.
 */
function ItemNotFound() {
  const t = useProductText();
  const common = useCommonText();
  return (
    <Missing>
      <ErrorText as="h1" $tone="error">
        {common('itemNotFound')}
      </ErrorText>
      <p>
        <strong>{common('notFoundTitle')}</strong> {common('notFoundText')}
      </p>
      <p>{t('notFound')}</p>
      <MissingActions>
        <Button as={Link} to="/" role="button">
          {common('goHome')}
        </Button>
        <Button as={Link} to="/Items" $variant="secondary">
          {t('backToWhatsNew')}
        </Button>
      </MissingActions>
    </Missing>
  );
}

/**
 * Product detail (/Items/:ProductID): gallery, name, price, condition, colour, description, order
 * panel.
 */
export function ProductDetailPage() {
  const t = useProductText();
  const shared = useCatalogText();
  const common = useCommonText();
  const rich = useRichText(catalogMessages);
  const language = useLanguage();
  const { ProductID } = useParams();
  const id = productIdOf(ProductID) ?? null;
  const state = useProductDetails(id);
  const product = state.status === 'success' ? state.data : undefined;
  const newlyAdded = isNewlyAdded(product?.ProductionYear, firstPaintNow());
  const colour = useColourName(product);
  const colourName = colour.name;
  const colourLabel = localName(colour.name, colour.nameAr, language);
  const name = product ? localName(product.Name, product.NameAr, language) : '';
  const condition = product ? conditionOf(product, shared, language) : '';
  const [selectedColour, setSelectedColour] = useState(true);

  const crumbs = [
    { label: shared('home'), to: '/' },
    { label: common('whatsNew'), to: '/Items' },
    ...(product ? [{ label: name }] : []),
  ];

  if (id === null) {
    return (
      <PageContainer>
        <Breadcrumbs items={crumbs} />
        <ItemNotFound />
      </PageContainer>
    );
  }

  return (
    <PageContainer>
      <Breadcrumbs items={crumbs} />
      {state.status === 'loading' && <DetailSkeleton />}
      {state.status === 'not-found' && <ItemNotFound />}
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
                  <span dir="auto">
                    {localName(product.BrandName, product.BrandNameAr, language)}
                  </span>
                )}
                {newlyAdded && <Badge>{common('newlyAdded')}</Badge>}
                {isSoldOut(product) && <Badge $dark>{common('soldOut')}</Badge>}
              </Meta>
            )}
            <h1 dir="auto">{name}</h1>
            <PriceBlock product={product} large />
            {condition && (
              <Condition>
                {rich('conditionLine', { nodes: { condition: <strong>{condition}</strong> } })}
              </Condition>
            )}
            {colourName && (
              <Block>
                <h2>{t('colour')}</h2>
                <Swatches role="group" aria-label={t('availableColours')}>
                  <Swatch
                    type="button"
                    $selected={selectedColour}
                    aria-pressed={selectedColour}
                    onClick={() => setSelectedColour(true)}
                  >
                    {colourLabel}
                  </Swatch>
                </Swatches>
              </Block>
            )}
            {product.Description && (
              <Block>
                <h2>{t('description')}</h2>
                <p dir="auto">{product.Description}</p>
              </Block>
            )}
            <OrderPanel
              key={product.ProductID}
              product={product}
              colourName={colourName}
              colourLabel={colourLabel}
            />
          </Info>
        </Columns>
      )}
    </PageContainer>
  );
}

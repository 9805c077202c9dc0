import { Heart } from 'lucide-react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import {
  CARD_LARGEST_WIDTH,
  firstPaintNow,
  imagesOf,
  isNewlyAdded,
  isSoldOut,
  localName,
  renderWhenOnScreen,
  selectIsFavourite,
  toggleFavourite,
  useAppDispatch,
  useAppSelector,
  useCommonText,
  useLanguage,
  type ProductCardProps,
} from 'shared-contracts';
import { useCatalogText } from '../../i18n/messages';
import { conditionOf } from '../../shared/condition';
import { PriceBlock } from '../../shared/PriceBlock';
import { ProductImage } from '../../shared/ProductImage';

export const CARD_IMAGE = { width: 480, height: 600 } as const;

/**
 * The card's image width in the 4-column grid of the home page and the favourites (2 columns on
 * mobile, 3 on tablet, 4 of at most 1320 px on desktop); What's New passes its own.
 */
const GRID_CARD_SIZES =
  '(max-width: 768px) calc(50vw - 22px), (max-width: 1024px) calc(33.3vw - 30px), ' +
  '(max-width: 1320px) calc(25vw - 30px), 300px';

/** A card's usual height per layout (image at 4:5 plus its text), measured at 375-1440 px. */
const CARD_BLOCK_SIZE = { mobile: 360, tablet: 400, desktop: 500 } as const;

const Card = styled.article<{ $soldOut: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: #fff;
  container-type: inline-size;
  ${renderWhenOnScreen(CARD_BLOCK_SIZE)}
  &:hover img {
    transform: ${({ $soldOut }) => ($soldOut ? 'none' : 'scale(1.03)')};
  }
`;

const Media = styled.div`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  aspect-ratio: ${CARD_IMAGE.width} / ${CARD_IMAGE.height};
  > a {
    display: block;
    height: 100%;
  }
  /* The link fills the clipped image box: its focus ring goes inside, where it can be seen. */
  > a:focus-visible {
    outline-offset: -4px;
  }
`;

const NoImage = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  padding: 16px;
  text-align: center;
  font-size: 12px;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.subtle};
`;

/** Top start, clear of the favourite button at the end however narrow the card. */
const Badges = styled.div`
  position: absolute;
  top: 10px;
  inset-inline: 10px 52px;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  pointer-events: none;
`;

const Badge = styled.span<{ $tone: 'new' | 'soldOut' }>`
  padding: 4px 8px;
  font-size: 10px;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: #fff;
  background: ${({ theme, $tone }) => ($tone === 'new' ? theme.colors.accentDark : theme.colors.ink)};
  @container (max-width: 180px) {
    padding: 4px 6px;
    letter-spacing: 0.06em;
  }
`;

const FavouriteButton = styled.button<{ $active: boolean }>`
  position: absolute;
  top: 8px;
  inset-inline-end: 8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: ${({ theme, $active }) => ($active ? theme.colors.danger : theme.colors.ink)};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow.card};
  transition: transform 0.15s ease;
  &:hover {
    transform: scale(1.08);
  }
  svg {
    fill: ${({ $active }) => ($active ? 'currentColor' : 'none')};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 14px 2px 4px;
  flex: 1;
`;

/**
 * On a narrow card, where most names take two lines, two lines high even for a short name, so
 * the prices of a row of cards line up.
 */
const Name = styled.h3`
  margin: 0;
  /* A name or description in English keeps its own order inside an Arabic page. */
  unicode-bidi: plaintext;
  text-align: match-parent;
  font-size: 16px;
  line-height: 1.3;
  @container (max-width: 260px) {
    min-height: 2.6em;
  }
  a {
    text-decoration: none;
  }
`;

const Description = styled.p`
  margin: 0;
  unicode-bidi: plaintext;
  text-align: match-parent;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  line-height: 1.5;
  min-height: 3em;
`;

const Condition = styled.p`
  margin: 0;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Footer = styled.div`
  margin-top: 10px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * A product tile: favourite toggle, 'Newly added' / 'Sold Out' badges, image to the detail page
 * (or 'No Image Available'), name, clamped description, the price with any offer and the
 * condition when declared. Exposed as
 * mfe_catalog/ProductCard for the other remotes (the favourites page passes its actions as `footer`).
 */
export function ProductCard({
  product,
  footer,
  priority,
  imageSizes = GRID_CARD_SIZES,
}: ProductCardProps & { imageSizes?: string }) {
  const t = useCatalogText();
  const common = useCommonText();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const favourite = useAppSelector(selectIsFavourite(product.ProductID));
  const soldOut = isSoldOut(product);
  const newlyAdded = isNewlyAdded(product.ProductionYear, firstPaintNow());
  const image = imagesOf(product)[0];
  const href = `/Items/${product.ProductID}`;
  const condition = conditionOf(product, t, language);
  const name = localName(product.Name, product.NameAr, language);

  return (
    <Card $soldOut={soldOut} data-sold-out={soldOut || undefined} aria-label={name}>
      <Media>
        <Link to={href} aria-label={image ? undefined : name}>
          {image ? (
            <ProductImage
              src={image}
              alt={name}
              thumbnail
              sizes={imageSizes}
              largest={CARD_LARGEST_WIDTH}
              priority={priority}
              $muted={soldOut}
              {...CARD_IMAGE}
            />
          ) : (
            <NoImage>{common('noImage')}</NoImage>
          )}
        </Link>
        {(newlyAdded || soldOut) && (
          <Badges>
            {newlyAdded && <Badge $tone="new">{common('newlyAdded')}</Badge>}
            {soldOut && <Badge $tone="soldOut">{common('soldOut')}</Badge>}
          </Badges>
        )}
        <FavouriteButton
          type="button"
          $active={favourite}
          aria-pressed={favourite}
          aria-label={favourite ? t('removeFromFavourites') : t('addToFavourites')}
          onClick={() => dispatch(toggleFavourite(product))}
        >
          <Heart size={18} strokeWidth={1.6} aria-hidden="true" />
        </FavouriteButton>
      </Media>
      <Body>
        {/* The link repeats the image link, so assistive technology skips it; the heading keeps
            the product's name. */}
        <Name aria-label={name}>
          <Link to={href} tabIndex={-1} aria-hidden="true" dir="auto">
            {name}
          </Link>
        </Name>
        {product.Description && <Description dir="auto">{product.Description}</Description>}
        <PriceBlock product={product} />
        {/* Under the price, so the prices of a row line up whether or not a condition shows. */}
        {condition && <Condition>{t('conditionLine', { condition })}</Condition>}
        {footer && <Footer>{footer}</Footer>}
      </Body>
    </Card>
  );
}

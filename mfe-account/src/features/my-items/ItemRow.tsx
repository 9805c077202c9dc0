import { ChevronDown, Clock, ImageOff } from 'lucide-react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import {
  hasOffer,
  imagesOf,
  localName,
  thumbnailUrl,
  unitPrice,
  useCommonText,
  type Product,
} from 'shared-contracts';
import { formatDate, Money } from 'shared-contracts/ui-extras';
import { textOf, useAccountText } from '../../i18n/catalog';

const Row = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[open] summary svg.chevron {
    transform: rotate(180deg);
  }
`;

const Summary = styled.summary`
  list-style: none;
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) 140px 90px 130px 24px;
  align-items: center;
  gap: 20px;
  padding: 16px 4px;
  cursor: pointer;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  svg.chevron {
    color: ${({ theme }) => theme.colors.subtle};
    transition: transform 0.2s ease;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 64px minmax(0, 1fr) 120px 70px 110px 20px;
    gap: 14px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 64px minmax(0, 1fr) 20px;
    grid-template-areas:
      'thumb name chevron'
      'thumb meta chevron';
    gap: 4px 14px;
    .thumb {
      grid-area: thumb;
    }
    .name {
      grid-area: name;
    }
    .meta {
      grid-area: meta;
    }
    svg.chevron {
      grid-area: chevron;
    }
  }
`;

const Thumb = styled.div`
  width: 100%;
  aspect-ratio: 1;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.subtle};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const NameCell = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Sub = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  &.review {
    color: ${({ theme }) => theme.colors.info};
  }
`;

const Name = styled.span`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 17px;
  color: ${({ theme }) => theme.colors.ink};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** On wide screens the meta parts sit in the grid's columns; on mobile they wrap in one line. */
const Meta = styled.span`
  display: contents;
  ${({ theme }) => theme.media.mobile} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px 12px;
    font-size: 13px;
  }
`;

const Price = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.ink};
  s {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.subtle};
    margin-inline-end: 6px;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Badge = styled.span<{ $tone: 'accent' | 'muted' | 'success' | 'info' }>`
  justify-self: start;
  padding: 3px 10px;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.colors.accentDark
      : $tone === 'success'
        ? theme.colors.success
        : $tone === 'info'
          ? theme.colors.info
          : theme.colors.muted};
  background: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.colors.accentSoft
      : $tone === 'success'
        ? theme.colors.successSoft
        : $tone === 'info'
          ? theme.colors.infoSoft
          : theme.colors.surfaceAlt};
`;

const Body = styled.div`
  padding-block: 4px 24px;
  padding-inline: 96px 4px;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.tablet} {
    padding-inline-start: 82px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding-inline-start: 4px;
  }
  p {
    margin: 0 0 12px;
    max-width: 720px;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
    gap: 12px 24px;
    margin: 0 0 12px;
  }
  dt {
    font-size: 11px;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 2px 0 0;
  }
  a {
    font-size: 13px;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
`;

const Review = styled.p`
  color: ${({ theme }) => theme.colors.info};
`;

const toneOf = (status: Product['Status']) =>
  status === 'Submitted'
    ? 'info'
    : status === 'OnSale'
      ? 'accent'
      : status === 'Available'
        ? 'success'
        : 'muted';

function PriceText({ item }: { item: Product }) {
  const t = useAccountText();
  if (item.Status === 'Submitted' && !(Number(item.Price) > 0)) {
    return <Muted>{t('priceOnApproval')}</Muted>;
  }
  if (hasOffer(item)) {
    return (
      <Price>
        <s>
          <Money value={item.Price} />
        </s>
        <Money value={unitPrice(item)} />
      </Price>
    );
  }
  return (
    <Price>
      <Money value={item.Price} />
    </Price>
  );
}

/** One of the user's items: image, name, price, quantity and status; details on expand. */
export function ItemRow({ item }: { item: Product }) {
  const image = imagesOf(item)[0];
  const listed = Date.parse(item.ProductionYear);
  const live = item.Status === 'Available' || item.Status === 'OnSale';
  const t = useAccountText();
  const common = useCommonText();
  const name = localName(item.Name, item.NameAr);
  const brand = localName(item.BrandName, item.BrandNameAr);
  const category = localName(item.CategoryName, item.CategoryNameAr);
  return (
    <Row>
      <Summary>
        <Thumb className="thumb">
          {image ? (
            <img src={thumbnailUrl(image)} alt={name} loading="lazy" />
          ) : (
            <ImageOff size={22} strokeWidth={1.4} aria-label={common('noImage')} />
          )}
        </Thumb>
        <NameCell className="name">
          <Name>{name}</Name>
          {item.Status === 'Submitted' ? (
            <Sub className="review">
              <Clock size={13} aria-hidden="true" />
              {t('awaitingReview')}
            </Sub>
          ) : (
            brand && <Sub>{brand}</Sub>
          )}
        </NameCell>
        <Meta className="meta">
          <PriceText item={item} />
          <Muted>{t('quantityShort', { n: item.Quantity })}</Muted>
          <Badge $tone={toneOf(item.Status)}>{textOf(t, 'productStatus', item.Status)}</Badge>
        </Meta>
        <ChevronDown className="chevron" size={18} aria-hidden="true" />
      </Summary>
      <Body>
        {item.Status === 'Submitted' && <Review>{t('reviewNote')}</Review>}
        {item.Description && <p>{item.Description}</p>}
        <dl>
          {brand && (
            <div>
              <dt>{t('brand')}</dt>
              <dd>{brand}</dd>
            </div>
          )}
          {category && (
            <div>
              <dt>{t('category')}</dt>
              <dd>{category}</dd>
            </div>
          )}
          <div>
            <dt>{t('quantity')}</dt>
            <dd>{item.Quantity}</dd>
          </div>
          {hasOffer(item) && (
            <div>
              <dt>{t('offer')}</dt>
              <dd>{t('percentOff', { n: item.OfferPrice })}</dd>
            </div>
          )}
          {!Number.isNaN(listed) && (
            <div>
              <dt>{t('listed')}</dt>
              <dd>{formatDate(item.ProductionYear)}</dd>
            </div>
          )}
        </dl>
        {live && <Link to={`/Items/${item.ProductID}`}>{t('viewInShop')}</Link>}
      </Body>
    </Row>
  );
}

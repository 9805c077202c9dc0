import { ChevronDown, Clock, ImageOff } from 'lucide-react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import {
  formatAed,
  hasOffer,
  imagesOf,
  thumbnailUrl,
  unitPrice,
  type Product,
} from 'shared-contracts';

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
    margin-right: 6px;
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
  padding: 4px 4px 24px 96px;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.tablet} {
    padding-left: 82px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding-left: 4px;
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
  if (item.Status === 'Submitted' && !(Number(item.Price) > 0)) {
    return <Muted>Price set on approval</Muted>;
  }
  if (hasOffer(item)) {
    return (
      <Price>
        <s>{formatAed(item.Price)}</s>
        {formatAed(unitPrice(item))}
      </Price>
    );
  }
  return <Price>{formatAed(item.Price)}</Price>;
}

/** One of the user's items: image, name, price, quantity and status; details on expand. */
export function ItemRow({ item }: { item: Product }) {
  const image = imagesOf(item)[0];
  const listed = Date.parse(item.ProductionYear);
  const live = item.Status === 'Available' || item.Status === 'OnSale';
  return (
    <Row>
      <Summary>
        <Thumb className="thumb">
          {image ? (
            <img src={thumbnailUrl(image)} alt={item.Name} loading="lazy" />
          ) : (
            <ImageOff size={22} strokeWidth={1.4} aria-label="No Image Available" />
          )}
        </Thumb>
        <NameCell className="name">
          <Name>{item.Name}</Name>
          {item.Status === 'Submitted' ? (
            <Sub className="review">
              <Clock size={13} aria-hidden="true" />
              Awaiting review
            </Sub>
          ) : (
            item.BrandName && <Sub>{item.BrandName}</Sub>
          )}
        </NameCell>
        <Meta className="meta">
          <PriceText item={item} />
          <Muted>Qty {item.Quantity}</Muted>
          <Badge $tone={toneOf(item.Status)}>{item.Status}</Badge>
        </Meta>
        <ChevronDown className="chevron" size={18} aria-hidden="true" />
      </Summary>
      <Body>
        {item.Status === 'Submitted' && (
          <Review>
            Our team reviews every submission and sets its price before it goes on sale.
          </Review>
        )}
        {item.Description && <p>{item.Description}</p>}
        <dl>
          {item.BrandName && (
            <div>
              <dt>Brand</dt>
              <dd>{item.BrandName}</dd>
            </div>
          )}
          {item.CategoryName && (
            <div>
              <dt>Category</dt>
              <dd>{item.CategoryName}</dd>
            </div>
          )}
          <div>
            <dt>Quantity</dt>
            <dd>{item.Quantity}</dd>
          </div>
          {hasOffer(item) && (
            <div>
              <dt>Offer</dt>
              <dd>{item.OfferPrice}% off</dd>
            </div>
          )}
          {!Number.isNaN(listed) && (
            <div>
              <dt>Listed</dt>
              <dd>{new Date(listed).toLocaleDateString('en-GB', { dateStyle: 'medium' })}</dd>
            </div>
          )}
        </dl>
        {live && <Link to={`/Items/${item.ProductID}`}>View in the shop</Link>}
      </Body>
    </Row>
  );
}

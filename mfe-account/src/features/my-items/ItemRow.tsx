import { ChevronDown, Clock, ImageOff } from 'lucide-react';
import { Link } from 'shared-contracts';
import {
  hasOffer,
  imagesOf,
  localName,
  thumbnailUrl,
  unitPrice,
  useCommonText,
  type Product,
} from 'shared-contracts';
import { Fact, formatDate, Money } from 'shared-contracts/ui-extras';
import { textOf, useAccountText } from '../../i18n/messages';
import {
  Badge,
  Body,
  Facts,
  Meta,
  Muted,
  Name,
  NameCell,
  Price,
  Review,
  Row,
  Sub,
  Summary,
  Thumb,
} from './ItemRow.styles';

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
          <Name dir="auto">{name}</Name>
          {item.Status === 'Submitted' ? (
            <Sub className="review">
              <Clock size={13} aria-hidden="true" />
              {t('awaitingReview')}
            </Sub>
          ) : (
            brand && <Sub dir="auto">{brand}</Sub>
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
        {item.Description && <p dir="auto">{item.Description}</p>}
        <Facts columns="fill">
          {brand && <Fact label={t('brand')}>{brand}</Fact>}
          {category && <Fact label={t('category')}>{category}</Fact>}
          <Fact label={t('quantity')}>{item.Quantity}</Fact>
          {hasOffer(item) && (
            <Fact label={t('offer')}>{t('percentOff', { n: item.OfferPrice })}</Fact>
          )}
          {!Number.isNaN(listed) && (
            <Fact label={t('listed')}>{formatDate(item.ProductionYear)}</Fact>
          )}
        </Facts>
        {live && <Link to={`/Items/${item.ProductID}`}>{t('viewInShop')}</Link>}
      </Body>
    </Row>
  );
}

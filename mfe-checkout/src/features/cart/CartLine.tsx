import { Trash2 } from 'lucide-react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import {
  commonMessages,
  formatPrice,
  hasOffer,
  linesTotal,
  localName,
  removeFromCart,
  setCartQuantity,
  showAlert,
  unitPrice,
  useAppDispatch,
  useCommonText,
  type CartItem,
} from 'shared-contracts';
import { useCheckoutText } from '../../i18n/messages';
import { Money } from 'shared-contracts/ui-extras';
import { ProductThumb } from '../../shared/ProductThumb';
import { QuantityStepper } from '../../shared/QuantityStepper';
import { Cell, ProductCell, QuantityCell, Row, TotalCell } from './cart-grid';

const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
`;

const Brand = styled.span`
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

const Name = styled(Link)`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 18px;
  line-height: 1.3;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Meta = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const SoldOut = styled.span`
  align-self: flex-start;
  margin-top: 4px;
  padding: 3px 8px;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.danger};
  border: 1px solid currentColor;
`;

const RemoveButton = styled.button`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: 8px;
  padding: 4px 0;
  border: 0;
  background: none;
  font-size: 12px;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  border-bottom: 1px solid transparent;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    border-bottom-color: currentColor;
  }
`;

/** Left to right (dir="ltr"), as wide as its price, so it still sits at the cell's start. */
const Was = styled.s`
  display: block;
  width: fit-content;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.subtle};
`;

const Unavailable = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** One line of the bag: product, unit price, quantity within stock, line total. */
export function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const t = useCheckoutText();
  const common = useCommonText();
  const soldOut = Boolean(item.Unavailable) || Number(item.MainQuantity) <= 0;
  const name = localName(item.Name, item.NameAr);
  // A colour chosen on the product page (the line's Color) has no Arabic name of its own.
  const colour =
    item.Color && item.Color !== item.ColorName
      ? item.Color
      : localName(item.ColorName, item.ColorNameAr);
  const meta = [colour, localName(item.CategoryName, item.CategoryNameAr)]
    .filter(Boolean)
    .join(' · ');

  const increase = () => {
    if (item.Quantity >= item.MainQuantity) {
      dispatch(showAlert(commonMessages.t('onlyInStock', { n: item.MainQuantity }), 'error'));
      return;
    }
    dispatch(setCartQuantity({ ProductID: item.ProductID, Quantity: item.Quantity + 1 }));
  };
  const decrease = () =>
    dispatch(setCartQuantity({ ProductID: item.ProductID, Quantity: item.Quantity - 1 }));

  return (
    <Row
      role="row"
      data-testid={`cart-line-${item.ProductID}`}
      data-sold-out={soldOut || undefined}
    >
      <ProductCell role="cell">
        <ProductThumb product={item} />
        <Info>
          {item.BrandName && (
            <Brand dir="auto">{localName(item.BrandName, item.BrandNameAr)}</Brand>
          )}
          <Name to={`/Items/${item.ProductID}`} dir="auto">
            {name}
          </Name>
          {meta && <Meta>{meta}</Meta>}
          {soldOut && <SoldOut>{common('soldOut')}</SoldOut>}
          <RemoveButton type="button" onClick={() => dispatch(removeFromCart(item.ProductID))}>
            <Trash2 size={14} strokeWidth={1.6} aria-hidden />
            {t('remove')}
          </RemoveButton>
        </Info>
      </ProductCell>
      <Cell role="cell" data-cell="price" data-label={t('price')}>
        {hasOffer(item) && <Was dir="ltr">{formatPrice(item.Price)}</Was>}
        <Money value={unitPrice(item)} />
      </Cell>
      <QuantityCell role="cell" data-label={t('quantity')}>
        {soldOut ? (
          <Unavailable>{t('noLongerAvailable')}</Unavailable>
        ) : (
          <QuantityStepper
            label={name}
            value={item.Quantity}
            onDecrease={decrease}
            onIncrease={increase}
          />
        )}
      </QuantityCell>
      <TotalCell role="cell" data-label={t('total')} $align="end">
        {soldOut ? '—' : <Money value={linesTotal([item])} />}
      </TotalCell>
    </Row>
  );
}

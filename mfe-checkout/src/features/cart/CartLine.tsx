import { Trash2 } from 'lucide-react';
import { Link } from 'shared-contracts';
import styled from 'styled-components';
import {
  ERRORS,
  formatAed,
  hasOffer,
  linesTotal,
  removeFromCart,
  setCartQuantity,
  showAlert,
  TEXT,
  unitPrice,
  useAppDispatch,
  type CartItem,
} from 'shared-contracts';
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

const Was = styled.s`
  display: block;
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
  const soldOut = Boolean(item.Unavailable) || Number(item.MainQuantity) <= 0;
  const meta = [item.Color ?? item.ColorName, item.CategoryName].filter(Boolean).join(' · ');

  const increase = () => {
    if (item.Quantity >= item.MainQuantity) {
      dispatch(showAlert(ERRORS.onlyInStock(item.MainQuantity), 'error'));
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
          {item.BrandName && <Brand>{item.BrandName}</Brand>}
          <Name to={`/Items/${item.ProductID}`}>{item.Name}</Name>
          {meta && <Meta>{meta}</Meta>}
          {soldOut && <SoldOut>{TEXT.soldOut}</SoldOut>}
          <RemoveButton type="button" onClick={() => dispatch(removeFromCart(item.ProductID))}>
            <Trash2 size={14} strokeWidth={1.6} aria-hidden />
            Remove
          </RemoveButton>
        </Info>
      </ProductCell>
      <Cell role="cell" data-label="Price">
        {hasOffer(item) && <Was>{formatAed(item.Price)}</Was>}
        {formatAed(unitPrice(item))}
      </Cell>
      <QuantityCell role="cell" data-label="Quantity">
        {soldOut ? (
          <Unavailable>No longer available</Unavailable>
        ) : (
          <QuantityStepper
            label={item.Name}
            value={item.Quantity}
            onDecrease={decrease}
            onIncrease={increase}
          />
        )}
      </QuantityCell>
      <TotalCell role="cell" data-label="Total" $align="end">
        {soldOut ? '—' : formatAed(linesTotal([item]))}
      </TotalCell>
    </Row>
  );
}

import { useNavigate } from 'shared-contracts';
import styled from 'styled-components';
import {
  ERRORS,
  openLoginModal,
  PageContainer,
  PageTitle,
  selectCart,
  selectUser,
  showAlert,
  Skeleton,
  TEXT,
  useAppDispatch,
  useAppSelector,
  type CheckoutState,
} from 'shared-contracts';
import { purchasableLines } from './purchasable-lines';
import { CartLine } from './CartLine';
import { CartSummary } from './CartSummary';
import { HeaderRow, Table } from './cart-grid';
import { EmptyState } from '../../shared/EmptyState';
import { useCartRefresh } from './use-cart-refresh';

const Count = styled.p`
  margin: -12px 0 28px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Columns = styled.div`
  display: flex;
  flex-direction: column;
  gap: 32px;
`;

function LoadingLines() {
  return (
    <div aria-busy="true" aria-label="Loading your bag">
      {[0, 1].map((key) => (
        <div key={key} style={{ display: 'flex', gap: 18, padding: '24px 0' }}>
          <Skeleton $width="88px" $height="110px" />
          <div style={{ flex: 1, display: 'grid', gap: 10, alignContent: 'start' }}>
            <Skeleton $width="30%" $height="12px" />
            <Skeleton $width="60%" $height="20px" />
            <Skeleton $width="20%" $height="12px" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** /cart, 'Shopping Cart': the bag refreshed from the product list, with its subtotal. */
export function CartPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cart = useAppSelector(selectCart);
  const user = useAppSelector(selectUser);
  const status = useCartRefresh();
  const { items, excluded } = purchasableLines(cart);

  const proceed = () => {
    if (!user) {
      dispatch(showAlert(ERRORS.loginToBuy, 'error'));
      dispatch(openLoginModal());
      return;
    }
    const state: CheckoutState = {
      user: { UserID: user.UserID, UserName: user.UserName, Email: user.Email },
      items,
      source: 'cart',
    };
    navigate('/buynow', { state });
  };

  const pieces = cart.reduce((sum, item) => sum + item.Quantity, 0);

  return (
    <PageContainer>
      <PageTitle>{TEXT.shoppingCart}</PageTitle>
      {status === 'loading' ? (
        <LoadingLines />
      ) : cart.length === 0 ? (
        <EmptyState
          message={TEXT.cartEmpty}
          hint="Discover pre-owned pieces from the houses you love."
          cta="Continue shopping"
        />
      ) : (
        <>
          <Count>
            {pieces} {pieces === 1 ? 'piece' : 'pieces'} in your bag
          </Count>
          <Columns>
            <Table role="table" aria-label={TEXT.shoppingCart}>
              <HeaderRow role="row">
                <div role="columnheader">Product</div>
                <div role="columnheader">Price</div>
                <div role="columnheader">Quantity</div>
                <div role="columnheader" style={{ textAlign: 'right' }}>
                  Total
                </div>
              </HeaderRow>
              {cart.map((item) => (
                <CartLine key={item.ProductID} item={item} />
              ))}
            </Table>
            <CartSummary items={items} excluded={excluded} onCheckout={proceed} />
          </Columns>
        </>
      )}
    </PageContainer>
  );
}

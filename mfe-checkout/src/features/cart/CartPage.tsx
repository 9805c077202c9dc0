import { useNavigate } from 'shared-contracts';
import styled from 'styled-components';
import {
  commonMessages,
  openLoginModal,
  PageContainer,
  PageTitle,
  selectCart,
  selectUser,
  showAlert,
  Skeleton,
  useAppDispatch,
  useAppSelector,
  useCommonText,
  type CheckoutState,
} from 'shared-contracts';
import { useCheckoutText } from '../../i18n/messages';
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
  const t = useCheckoutText();
  return (
    <div aria-busy="true" aria-label={t('loadingBag')}>
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
  const t = useCheckoutText();
  const common = useCommonText();
  const cart = useAppSelector(selectCart);
  const user = useAppSelector(selectUser);
  const status = useCartRefresh();
  const { items, excluded } = purchasableLines(cart);

  const proceed = () => {
    if (!user) {
      dispatch(showAlert(commonMessages.t('loginToBuy'), 'error'));
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
      <PageTitle>{common('shoppingCart')}</PageTitle>
      {status === 'loading' ? (
        <LoadingLines />
      ) : cart.length === 0 ? (
        <EmptyState
          message={common('cartEmpty')}
          hint={t('cartEmptyHint')}
          cta={t('continueShopping')}
        />
      ) : (
        <>
          <Count>{t(pieces === 1 ? 'piecesInBagOne' : 'piecesInBag', { n: pieces })}</Count>
          <Columns>
            <Table role="table" aria-label={common('shoppingCart')}>
              <HeaderRow role="row">
                <div role="columnheader">{t('product')}</div>
                <div role="columnheader">{t('price')}</div>
                <div role="columnheader">{t('quantity')}</div>
                <div role="columnheader" style={{ textAlign: 'end' }}>
                  {t('total')}
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

import { HeartOff, ShoppingBag } from 'lucide-react';
import styled from 'styled-components';
import {
  addToCart,
  Button,
  commonMessages,
  openLoginModal,
  removeFavourite,
  removeFromCart,
  selectIsInCart,
  selectUser,
  showAlert,
  useAppDispatch,
  useAppSelector,
  type Product,
} from 'shared-contracts';
import { useCheckoutText } from '../../i18n/messages';

const Actions = styled.div`
  flex: 1 1 100%;
  width: 100%;
  display: grid;
  gap: 8px;
  margin-top: 6px;
  ${({ theme }) => theme.media.mobile} {
    button {
      padding: 0 6px;
      font-size: 11px;
      letter-spacing: 0.05em;
      gap: 6px;
    }
  }
`;

/**
 * The footer of a favourite's card: Add to Cart / Remove from Cart (buying needs a signed-in user)
 * and Remove from Favorites (works logged out).
 */
export function FavouriteActions({ product }: { product: Product }) {
  const dispatch = useAppDispatch();
  const t = useCheckoutText();
  const user = useAppSelector(selectUser);
  const inCart = useAppSelector(selectIsInCart(product.ProductID));
  const soldOut = Number(product.Quantity) <= 0;

  const toggleCart = () => {
    if (inCart) {
      dispatch(removeFromCart(product.ProductID));
      return;
    }
    if (!user) {
      dispatch(showAlert(commonMessages.t('loginToBuy'), 'error'));
      dispatch(openLoginModal());
      return;
    }
    dispatch(addToCart({ product }));
  };

  return (
    <Actions>
      <Button
        type="button"
        $small
        $block
        $variant={inCart ? 'secondary' : 'primary'}
        onClick={toggleCart}
        disabled={soldOut && !inCart}
      >
        <ShoppingBag size={14} strokeWidth={1.6} aria-hidden />
        {inCart ? t('removeFromCart') : t('addToCart')}
      </Button>
      <Button
        type="button"
        $small
        $block
        $variant="ghost"
        onClick={() => dispatch(removeFavourite(product.ProductID))}
      >
        <HeartOff size={14} strokeWidth={1.6} aria-hidden />
        {t('removeFromFavourites')}
      </Button>
    </Actions>
  );
}

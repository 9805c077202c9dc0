import { Minus, Plus, ShoppingBag } from 'lucide-react';
import { useId, useState } from 'react';
import {
  addToCart,
  Button,
  commonMessages,
  formatPrice,
  isSoldOut,
  LIMITS,
  openLoginModal,
  removeFromCart,
  selectCart,
  selectUser,
  setCartQuantity,
  showAlert,
  unitPrice,
  useAppDispatch,
  useAppSelector,
  useCommonText,
  useLanguage,
  type CartItem,
  type CheckoutState,
  type Product,
  type ProductDetails,
  useNavigate,
} from 'shared-contracts';
import { FieldLabel, Input, TextArea } from 'shared-contracts/ui-extras';
import { useRichText } from '../../shared/rich-text';
import { formatCount } from '../../shared/numbers';
import { CouponField } from './CouponField';
import { productMessages, useProductText } from './i18n/messages';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import { Actions, Field, Panel, Row, Stepper, Stock, SubTotal } from './OrderPanel.styles';

/** A list-shaped product (Image as a comma-separated string) for the cart and checkout. */
export function listProductOf(product: ProductDetails): Product {
  return { ...product, Image: product.Image.join(',') };
}

interface OrderPanelProps {
  product: ProductDetails;
  /** The colour's name as the cart and the order keep it. */
  colourName: string;
  /** The colour's name as shown (in the active language); colourName when absent. */
  colourLabel?: string;
}

/**
 * The order panel: quantity (- not below 1, + up to stock with the 'Only {n} items' alert),
 * read-only colour, sub total, Notes, Discount Coupon, Add to Cart / Remove from Cart, Buy Now.
 * Buying needs a signed-in user; otherwise the shell shows the alert and the login modal.
 */
export function OrderPanel({ product, colourName, colourLabel = colourName }: OrderPanelProps) {
  const t = useProductText();
  const common = useCommonText();
  const rich = useRichText(productMessages);
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const cartLine = useAppSelector(selectCart).find((line) => line.ProductID === product.ProductID);
  // A product in the bag shows the bag's quantity, also when the bag is restored after the first
  // render; the panel's own count is for a product not in it yet.
  const [ownQuantity, setQuantity] = useState<number>(LIMITS.minCartQuantity);
  const quantity = cartLine?.Quantity ?? ownQuantity;
  const [notes, setNotes] = useState('');
  const ids = useId();
  const stock = Math.max(0, Number(product.Quantity) || 0);
  const soldOut = isSoldOut(product);

  const changeQuantity = (next: number) => {
    setQuantity(next);
    if (cartLine) dispatch(setCartQuantity({ ProductID: product.ProductID, Quantity: next }));
  };

  const decrease = () => changeQuantity(Math.max(LIMITS.minCartQuantity, quantity - 1));
  const increase = () => {
    if (quantity >= stock) {
      dispatch(showAlert(commonMessages.t('onlyInStock', { n: stock }), 'error'));
      return;
    }
    changeQuantity(quantity + 1);
  };

  const requireUser = () => {
    if (user) return true;
    dispatch(showAlert(commonMessages.t('loginToBuy'), 'error'));
    dispatch(openLoginModal());
    return false;
  };

  const toggleCart = () => {
    if (cartLine) {
      // The panel keeps the count the bag had.
      setQuantity(cartLine.Quantity);
      dispatch(removeFromCart(product.ProductID));
      return;
    }
    if (!requireUser()) return;
    dispatch(
      addToCart({ product: listProductOf(product), quantity, colour: colourName || undefined }),
    );
  };

  const buyNow = () => {
    if (!requireUser() || !user) return;
    const item: CartItem = {
      ...listProductOf(product),
      Quantity: Math.min(quantity, stock),
      MainQuantity: stock,
      ...(colourName ? { Color: colourName } : {}),
    };
    const state: CheckoutState = {
      user: { UserID: user.UserID, UserName: user.UserName, Email: user.Email },
      items: [item],
      source: 'buynow',
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    navigate('/buynow', { state });
  };

  return (
    <Panel aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('yourOrder')}</h2>

      <Field>
        <FieldLabel as="span" id={`${ids}-qty`}>
          {t('quantity')}
        </FieldLabel>
        <Row>
          <Stepper role="group" aria-labelledby={`${ids}-qty`}>
            <button
              type="button"
              title={common('decreaseQuantity')}
              disabled={soldOut}
              // Stays pressable at 1 (minus never goes below 1); a press changes nothing.
              data-at-minimum={quantity <= LIMITS.minCartQuantity ? '' : undefined}
              onClick={decrease}
            >
              <Minus size={16} aria-hidden="true" />
              <span className="visually-hidden">{common('quantityMinus')}</span>
            </button>
            <output aria-live="polite" data-testid="quantity" dir="ltr">
              {formatCount(quantity, language)}
            </output>
            <button
              type="button"
              title={common('increaseQuantity')}
              disabled={soldOut}
              onClick={increase}
            >
              <Plus size={16} aria-hidden="true" />
              <span className="visually-hidden">{common('quantityPlus')}</span>
            </button>
          </Stepper>
          <Stock>
            {soldOut
              ? common('soldOut')
              : rich('inStock', { ltr: { n: formatCount(stock, language) } })}
          </Stock>
        </Row>
      </Field>

      <Field>
        <FieldLabel htmlFor={`${ids}-colour`}>{t('colour')}</FieldLabel>
        <Input id={`${ids}-colour`} value={colourLabel || '—'} readOnly />
      </Field>

      <SubTotal>
        <span>{t('subTotal')}</span>
        <strong data-testid="sub-total" dir="ltr">
          {formatPrice(unitPrice(product) * quantity, language)}
        </strong>
      </SubTotal>

      <Field>
        <FieldLabel htmlFor={`${ids}-notes`}>{t('notes')}</FieldLabel>
        <TextArea
          id={`${ids}-notes`}
          value={notes}
          placeholder={t('notesPlaceholder')}
          onChange={(event) => setNotes(event.target.value)}
        />
      </Field>

      <Field>
        <CouponField productId={product.ProductID} quantity={quantity} soldOut={soldOut} />
      </Field>

      <Actions>
        <Button
          type="button"
          $variant={cartLine ? 'secondary' : 'primary'}
          disabled={soldOut && !cartLine}
          onClick={toggleCart}
        >
          <ShoppingBag size={16} aria-hidden="true" />
          {cartLine ? t('removeFromCart') : t('addToCart')}
        </Button>
        <Button type="button" $variant="accent" disabled={soldOut} onClick={buyNow}>
          {t('buyNow')}
        </Button>
      </Actions>
    </Panel>
  );
}

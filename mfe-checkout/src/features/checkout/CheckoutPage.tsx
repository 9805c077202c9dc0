import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'shared-contracts';
import {
  Button,
  clearCart,
  localizeMessage,
  openLoginModal,
  PageContainer,
  PageTitle,
  removeCoupon,
  removeFromCart,
  selectUser,
  TIMINGS,
  unitPrice,
  useAppDispatch,
  useAppSelector,
  useCommonText,
  type CheckoutState,
  type NewOrderPayload,
  type PaymentMethod,
} from 'shared-contracts';
import { useCheckoutText } from '../../i18n/messages';
import { Ltr, richMessage } from 'shared-contracts/ui-extras';
import { isCheckoutState } from './checkout-state';
import { NothingToCheckout } from './NothingToCheckout';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { methodFor, paymentOffer } from './payment-offer';
import { ShippingForm, type ShippingValues } from './ShippingForm';
import { usePlaceOrder } from './use-place-order';
import { useCardPayment, type CardPaymentState } from './use-card-payment';
import { savedCountry, saveCountry } from '../../shared/saved-country';
import { useCouponQuote } from '../../shared/use-coupon-quote';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import {
  Aside,
  BagLink,
  Columns,
  Failure,
  FormSection,
  Lead,
  Leaving,
  OrderLink,
  PaymentFailure,
  Placed,
  SectionTitle,
} from './CheckoutPage.styles';

/** /buynow, 'Place Your Order': read-only lines from navigation state and the shipping form. */
export function CheckoutPage() {
  const location = useLocation();
  const state = location.state as CheckoutState | null;
  if (!isCheckoutState(state)) return <NothingToCheckout />;
  return <Checkout checkout={state} />;
}

function Checkout({ checkout }: { checkout: CheckoutState }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const t = useCheckoutText();
  const common = useCommonText();
  const user = useAppSelector(selectUser);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (!user) dispatch(openLoginModal());
  }, [user, dispatch]);
  useEffect(() => () => clearTimeout(redirect.current), []);

  // The shipping Country: the zone of the totals follows it.
  const [country, setCountry] = useState(savedCountry);
  // The buyer's pick; null until one is made (the offer then chooses).
  const [chosenMethod, setChosenMethod] = useState<PaymentMethod | null>(null);
  // The method of the order being placed: a card order goes on to its payment page.
  const placedWith = useRef<PaymentMethod | null>(null);

  // The coupon code goes with the bag: the order has used it.
  const clearBag = useCallback(() => {
    if (checkout.source === 'cart') dispatch(clearCart());
    else checkout.items.forEach((item) => dispatch(removeFromCart(item.ProductID)));
    dispatch(removeCoupon());
  }, [checkout, dispatch]);

  const card = useCardPayment(clearBag);
  const startCardPayment = card.start;

  // The success toast and 2 s redirect stay; they lead to the new order's page, the confirmation.
  // A card order without its number (an older api) is paid from its page, as any card order.
  const onPlaced = useCallback(
    (orderId?: number) => {
      if (placedWith.current === 'card' && orderId) {
        void startCardPayment(orderId);
        return;
      }
      clearBag();
      const to = orderId ? `/orders/${orderId}` : '/orders';
      redirect.current = setTimeout(
        () => navigate(to, { replace: true, state: { placed: true } }),
        TIMINGS.redirectAfterOrderMs,
      );
    },
    [clearBag, navigate, startCardPayment],
  );

  // A code refused by the order is dropped: the figures are asked again without it.
  const dropCoupon = useCallback(() => dispatch(removeCoupon()), [dispatch]);
  const { state, place } = usePlaceOrder(onPlaced, dropCoupon);
  const placed = state.phase === 'placed';

  // The form's Quantity: an order of one product takes it as that product's quantity.
  const single = checkout.items.length === 1 ? checkout.items[0] : undefined;
  const [singleQuantity, setSingleQuantity] = useState(single?.Quantity ?? 0);
  const items = useMemo(
    () =>
      checkout.items.map((item) =>
        item === single ? { ...item, Quantity: singleQuantity } : item,
      ),
    [checkout.items, single, singleQuantity],
  );
  const quote = useCouponQuote(country, items, { frozen: placed });
  const offer = useMemo(() => paymentOffer(quote.state), [quote.state]);
  const paymentMethod = methodFor(offer, chosenMethod);
  const pieces = useMemo(
    () => ({
      total: checkout.items.reduce((sum, item) => sum + item.Quantity, 0),
      stock: single ? single.MainQuantity : undefined,
    }),
    [checkout.items, single],
  );

  const submit = (values: ShippingValues) => {
    if (!user) {
      dispatch(openLoginModal());
      return;
    }
    // Quantity is the form's, not the payload's: it becomes the single line's quantity.
    const { Quantity, ...shipping } = values;
    const payload: NewOrderPayload = {
      UserID: user.UserID,
      ...shipping,
      PaymentMethod: paymentMethod,
      Products: checkout.items.map((item) => ({
        ProductID: item.ProductID,
        Quantity: item === single ? Quantity : item.Quantity,
        Price: unitPrice(item),
      })),
      ...(quote.coupon.applied ? { Coupon: quote.coupon.applied } : {}),
    };
    saveCountry(shipping.Country);
    placedWith.current = paymentMethod;
    void place(payload);
  };

  const paying = card.state.phase === 'starting' || card.state.phase === 'leaving';

  return (
    <PageContainer>
      <PageTitle>{common('placeYourOrder')}</PageTitle>
      <Columns>
        <Aside>
          <OrderSummary
            items={items}
            quote={quote.state}
            retryQuote={quote.retry}
            coupon={placed ? undefined : quote.coupon}
            couponDisabled={state.phase === 'sending' || paying}
          />
        </Aside>
        <FormSection aria-labelledby="shipping-heading">
          <SectionTitle id="shipping-heading">{t('shippingDetails')}</SectionTitle>
          <Lead>
            {user
              ? richMessage((values) => t('orderingAs', values), {
                  name: user.UserName,
                  email: <Ltr>{user.Email}</Ltr>,
                })
              : t('logInToOrder')}
          </Lead>
          {!user && (
            <Button
              type="button"
              $variant="secondary"
              style={{ marginBottom: 24 }}
              onClick={() => dispatch(openLoginModal())}
            >
              {t('logIn')}
            </Button>
          )}
          <ShippingForm
            pieces={pieces}
            onPiecesChange={single ? setSingleQuantity : undefined}
            sending={state.phase === 'sending' || paying}
            disabled={placed}
            initialNotes={checkout.notes}
            country={country}
            onCountryChange={setCountry}
            onValid={submit}
            payment={
              <PaymentChoice
                offer={offer}
                value={paymentMethod}
                onChange={setChosenMethod}
                disabled={placed || state.phase === 'sending'}
              />
            }
            status={
              state.phase === 'failed' && state.couponRefused ? (
                <Failure>
                  <strong>{t('orderNotPlaced')}</strong>
                  <span data-testid="order-error">{localizeMessage(state.reason ?? '')}</span>
                  <span>{t('couponRemovedPlaceAgain')}</span>
                </Failure>
              ) : state.phase === 'failed' ? (
                <Failure>
                  <strong>{t('orderNotPlaced')}</strong>
                  <span data-testid="order-error">
                    {state.reason ? localizeMessage(state.reason) : common('network')}
                  </span>
                  <BagLink to="/cart">{t('reviewBag')}</BagLink>
                </Failure>
              ) : card.state.phase !== 'idle' ? (
                <CardPaymentStatus state={card.state} retry={card.start} />
              ) : placed ? (
                <Placed $tone="success" role="status">
                  <span>{t('thankYou')}</span>
                  <OrderLink
                    to={state.orderId ? `/orders/${state.orderId}` : '/orders'}
                    state={{ placed: true }}
                  >
                    {state.orderId
                      ? richMessage((values) => t('viewOrder', values), {
                          id: <Ltr>{state.orderId}</Ltr>,
                        })
                      : t('viewMyOrders')}
                  </OrderLink>
                </Placed>
              ) : null
            }
          />
        </FormSection>
      </Columns>
    </PageContainer>
  );
}

/** The card payment of the order just placed: on its way to the payment page, or why not. */
function CardPaymentStatus({
  state,
  retry,
}: {
  state: Exclude<CardPaymentState, { phase: 'idle' }>;
  retry: (orderId: number) => Promise<void>;
}) {
  const t = useCheckoutText();
  const common = useCommonText();
  if (state.phase !== 'failed') return <Leaving>{t('toPaymentPage')}</Leaving>;
  const id = <Ltr>{state.orderId}</Ltr>;
  return (
    <PaymentFailure>
      <strong>{richMessage((values) => t('paymentNotStarted', values), { id })}</strong>
      <span data-testid="payment-error">
        {state.reason ? localizeMessage(state.reason) : common('network')}
      </span>
      <span>{t('paymentHeld')}</span>
      <Button type="button" $variant="secondary" onClick={() => void retry(state.orderId)}>
        {t('payAgain')}
      </Button>
      <OrderLink to={`/orders/${state.orderId}`}>
        {richMessage((values) => t('viewOrder', values), { id })}
      </OrderLink>
    </PaymentFailure>
  );
}

import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'shared-contracts';
import styled from 'styled-components';
import {
  Button,
  clearCart,
  localizeMessage,
  Notice,
  openLoginModal,
  PageContainer,
  PageTitle,
  removeFromCart,
  selectUser,
  TIMINGS,
  unitPrice,
  useAppDispatch,
  useAppSelector,
  useCommonText,
  DEFAULT_PAYMENT_METHOD,
  type CheckoutState,
  type NewOrderPayload,
  type PaymentMethod,
} from 'shared-contracts';
import { useCheckoutText } from '../../i18n/catalog';
import { Ltr, richMessage } from 'shared-contracts/src/ui-extras';
import { isCheckoutState } from './checkout-state';
import { NothingToCheckout } from './NothingToCheckout';
import { OrderSummary } from './OrderSummary';
import { PaymentChoice } from './PaymentChoice';
import { ShippingForm, type ShippingValues } from './ShippingForm';
import { usePlaceOrder } from './use-place-order';
import { savedCountry, saveCountry } from '../../shared/saved-country';
import { useTotalsQuote } from '../../shared/use-totals-quote';

const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 400px;
    gap: 56px;
    align-items: start;
  }
`;

const Aside = styled.div`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 2;
    grid-row: 1;
  }
`;

const FormSection = styled.section`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1;
    grid-row: 1;
  }
`;

const SectionTitle = styled.h2`
  font-size: 20px;
  margin-bottom: 4px;
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

const Failure = styled(Notice).attrs({ role: 'alert', $tone: 'error' })`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const BagLink = styled(Link)`
  margin-top: 6px;
  align-self: flex-start;
  font-size: 13px;
  font-weight: 600;
  color: inherit;
  text-underline-offset: 3px;
`;

const Placed = styled(Notice)`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** The same small link as the failure's, to the order just placed. */
const OrderLink = BagLink;

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
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);

  // The spec's toast and 2 s redirect stay; they lead to the new order's page, the confirmation.
  const onPlaced = useCallback(
    (orderId?: number) => {
      if (checkout.source === 'cart') dispatch(clearCart());
      else checkout.items.forEach((item) => dispatch(removeFromCart(item.ProductID)));
      const to = orderId ? `/orders/${orderId}` : '/orders';
      redirect.current = setTimeout(
        () => navigate(to, { replace: true, state: { placed: true } }),
        TIMINGS.redirectAfterOrderMs,
      );
    },
    [checkout, dispatch, navigate],
  );

  const { state, place } = usePlaceOrder(onPlaced);

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
  const quote = useTotalsQuote(country, items);
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
    };
    saveCountry(shipping.Country);
    void place(payload);
  };

  const placed = state.phase === 'placed';

  return (
    <PageContainer>
      <PageTitle>{common('placeYourOrder')}</PageTitle>
      <Columns>
        <Aside>
          <OrderSummary items={items} quote={quote.state} retryQuote={quote.retry} />
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
            sending={state.phase === 'sending'}
            disabled={placed}
            initialNotes={checkout.notes}
            country={country}
            onCountryChange={setCountry}
            onValid={submit}
            payment={
              <PaymentChoice
                value={paymentMethod}
                onChange={setPaymentMethod}
                disabled={placed || state.phase === 'sending'}
              />
            }
            status={
              state.phase === 'failed' ? (
                <Failure>
                  <strong>{t('orderNotPlaced')}</strong>
                  <span data-testid="order-error">
                    {state.reason ? localizeMessage(state.reason) : common('network')}
                  </span>
                  <BagLink to="/cart">{t('reviewBag')}</BagLink>
                </Failure>
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

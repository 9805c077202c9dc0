import { ArrowLeft, ImageOff, SearchX } from 'lucide-react';
import {
  Button,
  Link,
  PageContainer,
  PageTitle,
  Skeleton,
  localName,
  selectUser,
  thumbnailUrl,
  useAppSelector,
  useCommonText,
  useLocation,
  useParams,
  type OrderLine,
  type OrderView,
} from 'shared-contracts';
import { skipToken, useLoggedError } from 'shared-contracts/queries';
import { useOrderQuery } from '../../api';
import {
  Fact,
  FactList,
  formatDate,
  formatDateTime,
  Money,
  Ltr,
  richMessage,
} from 'shared-contracts/ui-extras';
import { SignInPrompt } from '../../app/SignInPrompt';
import { orderTitle } from './order-text';
import { OrderTotals } from './OrderTotals';
import { PaymentNotice, usePaymentReturn } from './PaymentNotice';
import { PaymentPanel } from './PaymentPanel';
import { StatusBadge } from './StatusBadge';
import { useCancelOrder } from './use-cancel-order';
import {
  Back,
  Columns,
  Header,
  Lead,
  LineName,
  Lines,
  Message,
  Meta,
  Panel,
  Price,
  Section,
  Thumb,
  Timeline,
  Total,
  Totals,
} from './OrderPage.styles';
import { LoadFailure } from '../../app/page-states';
import { piecesText, textOf, useAccountText } from '../../i18n/messages';

function LineItem({ line }: { line: OrderLine }) {
  const t = useAccountText();
  const common = useCommonText();
  const name = localName(line.ProductName, line.ProductNameAr);
  const price = <Money value={line.Price} />;
  return (
    <li>
      <Thumb>
        {line.Image ? (
          <img src={thumbnailUrl(line.Image)} alt={name} loading="lazy" />
        ) : (
          <ImageOff size={22} strokeWidth={1.4} aria-label={common('noImage')} />
        )}
      </Thumb>
      <LineName>
        <Link to={`/Items/${line.ProductID}`} dir="auto">
          {name}
        </Link>
        <span>{piecesText(t, line.Quantity)}</span>
      </LineName>
      <Price>
        {line.Quantity > 1 ? richMessage((values) => t('priceEach', values), { price }) : price}
      </Price>
    </li>
  );
}

/** Street, apartment and address lines, then city, state and zip, country and phone. */
function ShippingAddress({ order }: { order: OrderView }) {
  const lines = [
    order.UserName,
    [order.Street, order.ApartmentNumber].filter(Boolean).join(', '),
    order.Address,
    [order.City, order.State, order.Zip].filter(Boolean).join(', '),
    order.Country,
    order.PhoneNumber && <Ltr>{order.PhoneNumber}</Ltr>,
  ].filter(Boolean);
  return (
    <address>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}

/** True when checkout sent the buyer here right after placing the order. */
function useJustPlaced(): boolean {
  const state = useLocation().state as { placed?: unknown } | null;
  return state?.placed === true;
}

function OrderDetails({ order, refresh }: { order: OrderView; refresh: () => void }) {
  const back = usePaymentReturn();
  // From checkout (cash on delivery), or back from the card provider after paying.
  const placed = useJustPlaced() || back === 'return';
  const { cancel, cancelling } = useCancelOrder(order.OrderID);
  const t = useAccountText();
  const canCancel = order.NextStatuses.includes('Cancelled');
  const shipped = Boolean(order.Carrier || order.TrackingNumber);
  // Oldest first, so the latest change reads last.
  const timeline = [...order.Timeline].sort((a, b) => Date.parse(a.At) - Date.parse(b.At));
  return (
    <>
      <Header>
        <div>
          {placed ? (
            <>
              <PageTitle>{t('thankYouForYourOrder')}</PageTitle>
              <Lead>{t('confirmationLead', { id: order.OrderID })}</Lead>
            </>
          ) : (
            <PageTitle>{orderTitle(t, order.OrderID)}</PageTitle>
          )}
          <Meta>
            <StatusBadge status={order.Status} />
            <span>
              {richMessage((values) => t('placedOn', values), {
                date: <time dateTime={order.OrderDate}>{formatDate(order.OrderDate)}</time>,
              })}
            </span>
          </Meta>
        </div>
        {canCancel && (
          <Button
            type="button"
            $variant="secondary"
            disabled={cancelling}
            onClick={() => void cancel()}
          >
            {t('cancelOrder')}
          </Button>
        )}
      </Header>
      <PaymentNotice order={order} back={back} refresh={refresh} />
      <Columns>
        <div>
          <Section aria-labelledby="order-items">
            <h2 id="order-items">{t('orderItems')}</h2>
            <Lines>
              {order.Lines.map((line) => (
                <LineItem key={line.OrderDetailsID} line={line} />
              ))}
            </Lines>
            {order.Totals ? (
              <Totals>
                <OrderTotals totals={order.Totals} couponCode={order.CouponCode} testId="order" />
              </Totals>
            ) : (
              <Total>
                <span>{t('total')}</span>
                <span data-testid="order-total">
                  <Money value={order.Total} />
                </span>
              </Total>
            )}
          </Section>
          {order.Notes && (
            <Section aria-labelledby="order-notes">
              <h2 id="order-notes">{t('notes')}</h2>
              <p>{order.Notes}</p>
            </Section>
          )}
        </div>
        <div>
          <Section aria-labelledby="order-shipping">
            <h2 id="order-shipping">{t('shippingAddress')}</h2>
            <Panel>
              <ShippingAddress order={order} />
            </Panel>
          </Section>
          <Section aria-labelledby="order-payment">
            <h2 id="order-payment">{t('payment')}</h2>
            <Panel>
              <PaymentPanel order={order} />
            </Panel>
          </Section>
          {shipped && (
            <Section aria-labelledby="order-tracking">
              <h2 id="order-tracking">{t('tracking')}</h2>
              <Panel>
                <FactList>
                  <Fact label={t('carrier')}>{order.Carrier || '—'}</Fact>
                  <Fact label={t('trackingNumber')}>
                    {order.TrackingNumber ? <Ltr>{order.TrackingNumber}</Ltr> : '—'}
                  </Fact>
                </FactList>
              </Panel>
            </Section>
          )}
          <Section aria-labelledby="order-timeline">
            <h2 id="order-timeline">{t('timeline')}</h2>
            <Timeline aria-labelledby="order-timeline">
              {timeline.map((event, i) => (
                <li key={`${event.At}-${i}`}>
                  <strong>{textOf(t, 'orderStatus', event.Status)}</strong>
                  <time dateTime={event.At}>{formatDateTime(event.At)}</time>
                  {event.Note && <p>{event.Note}</p>}
                </li>
              ))}
            </Timeline>
          </Section>
        </div>
      </Columns>
    </>
  );
}

function OrderSkeleton() {
  const t = useAccountText();
  return (
    <div aria-busy="true" aria-label={t('orderLoading')}>
      <Skeleton $height="36px" $width="40%" />
      <Skeleton $height="14px" $width="25%" style={{ marginTop: 14 }} />
      {[0, 1].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 20, marginTop: 32, alignItems: 'center' }}>
          <Skeleton $height="72px" $width="72px" />
          <div style={{ flex: 1 }}>
            <Skeleton $height="16px" $width="50%" />
            <Skeleton $height="12px" $width="20%" style={{ marginTop: 10 }} />
          </div>
        </div>
      ))}
    </div>
  );
}

function NotFound() {
  const t = useAccountText();
  return (
    <Message role="status">
      <SearchX size={40} strokeWidth={1.2} aria-hidden="true" />
      <h2>{t('orderNotFoundTitle')}</h2>
      <p>{t('orderNotFoundText')}</p>
      <Button as={Link} to="/orders" $variant="secondary">
        {t('backToMyOrders')}
      </Button>
    </Message>
  );
}

/** An order id from the route: a positive whole number, or undefined. */
function orderIdOf(value: string | undefined): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** One order of the signed-in user (/orders/:OrderID): lines, shipping, tracking and timeline. */
export function OrderPage() {
  const { OrderID } = useParams<{ OrderID: string }>();
  const user = useAppSelector(selectUser);
  const id = orderIdOf(OrderID);
  const query = useOrderQuery(user && id !== undefined ? id : skipToken);
  const { refetch } = query;
  const status = (query.error as { status?: number } | undefined)?.status;
  const notFound = id === undefined || (query.isError && status === 404);
  const t = useAccountText();
  useLoggedError(notFound ? undefined : query.error, 'Error fetching the order:');

  if (!user) {
    return (
      <PageContainer>
        <PageTitle>{orderTitle(t, OrderID ?? '')}</PageTitle>
        <SignInPrompt title={t('ordersSignInTitle')} text={t('ordersSignInText')} />
      </PageContainer>
    );
  }

  let body;
  if (notFound && !query.isFetching) {
    body = <NotFound />;
  } else if (query.currentData) {
    // A refresh that fails (a poll while a payment is confirmed) keeps the order on screen.
    body = <OrderDetails order={query.currentData} refresh={refetch} />;
  } else if (query.isError && !query.isFetching) {
    body = (
      <>
        <PageTitle>{orderTitle(t, OrderID ?? '')}</PageTitle>
        <LoadFailure>
          <span>{t('orderLoadError')}</span>
          <Button type="button" $variant="secondary" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </LoadFailure>
      </>
    );
  } else {
    body = <OrderSkeleton />;
  }

  return (
    <PageContainer>
      {!notFound && (
        <Back to="/orders">
          <ArrowLeft size={14} aria-hidden="true" />
          {t('backToMyOrders')}
        </Back>
      )}
      {body}
    </PageContainer>
  );
}

import { ArrowLeft, ImageOff, SearchX } from 'lucide-react';
import styled from 'styled-components';
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
import { formatDate, formatDateTime, Money, Ltr, richMessage } from 'shared-contracts/ui-extras';
import { SignInPrompt } from '../../app/SignInPrompt';
import { orderTitle } from './order-text';
import { OrderTotals } from './OrderTotals';
import { PaymentNotice, usePaymentReturn } from './PaymentNotice';
import { PaymentPanel } from './PaymentPanel';
import { StatusBadge } from './StatusBadge';
import { useCancelOrder } from './use-cancel-order';
import { BackLink } from '../../app/BackLink';
import { LoadFailure } from '../../app/page-states';
import { piecesText, textOf, useAccountText } from '../../i18n/catalog';

const Back = styled(BackLink)`
  margin-bottom: 16px;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: 16px 24px;
  margin-bottom: 32px;
  padding-bottom: 24px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0 0 8px;
  }
  ${({ theme }) => theme.media.mobile} {
    button {
      width: 100%;
    }
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 40px;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
    gap: 64px;
    align-items: start;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    gap: 40px;
    align-items: start;
  }
`;

const Section = styled.section`
  & + & {
    margin-top: 36px;
  }
  h2 {
    font-size: 20px;
    margin: 0 0 16px;
  }
`;

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  li {
    display: grid;
    grid-template-columns: 72px minmax(0, 1fr) auto;
    align-items: center;
    gap: 20px;
    padding: 16px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    ${({ theme }) => theme.media.mobile} {
      grid-template-columns: 64px minmax(0, 1fr);
      gap: 4px 14px;
    }
  }
`;

const Thumb = styled.div`
  width: 100%;
  aspect-ratio: 1;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.subtle};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-row: span 2;
  }
`;

const LineName = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  a {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 17px;
    color: ${({ theme }) => theme.colors.ink};
    text-underline-offset: 3px;
  }
  span {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Price = styled.span`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.ink};
  text-align: end;
  ${({ theme }) => theme.media.mobile} {
    text-align: start;
  }
`;

const Total = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 16px;
  margin: 0;
  padding: 16px 0;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.ink};
`;

const Totals = styled.div`
  padding: 16px 0;
`;

const Panel = styled.div`
  padding: 20px 24px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  address {
    font-style: normal;
    line-height: 1.6;
  }
  dl {
    display: grid;
    gap: 12px;
    margin: 0;
  }
  dt {
    font-size: 11px;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 16px;
  }
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding-block: 0;
  padding-inline: 20px 0;
  border-inline-start: 1px solid ${({ theme }) => theme.colors.borderStrong};
  li {
    position: relative;
    padding-bottom: 18px;
  }
  li::before {
    content: '';
    position: absolute;
    inset-inline-start: -25px;
    top: 6px;
    width: 9px;
    height: 9px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
  li:last-child {
    padding-bottom: 0;
  }
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.ink};
  }
  time,
  p {
    display: block;
    margin: 2px 0 0;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Message = styled.div`
  max-width: 460px;
  margin: 48px auto;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  svg {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  h2 {
    margin: 16px 0 8px;
    color: ${({ theme }) => theme.colors.ink};
  }
  p {
    margin: 0 0 24px;
  }
`;

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
        <Link to={`/Items/${line.ProductID}`}>{name}</Link>
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

const Lead = styled.p`
  margin: 0 0 10px;
  font-size: 16px;
`;

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
                <dl>
                  <div>
                    <dt>{t('carrier')}</dt>
                    <dd>{order.Carrier || '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('trackingNumber')}</dt>
                    <dd>{order.TrackingNumber ? <Ltr>{order.TrackingNumber}</Ltr> : '—'}</dd>
                  </div>
                </dl>
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

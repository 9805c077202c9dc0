import { CheckCircle2, CreditCard, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  localizeMessage,
  useCommonText,
  useSearchParams,
  type OrderView,
} from 'shared-contracts';
import { formatDateTime, richMessage } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/messages';
import { usePayOrder } from './use-pay-order';
import { Actions, Banner, Body, PayError, Spinning } from './PaymentNotice.styles';

/** How the card provider sends the buyer back: after paying, or having left its page. */
export type PaymentReturn = 'return' | 'cancelled';

/** Right after paying the order may still read 'pending': asked again this often, this long. */
export const CONFIRM_POLL_MS = 2_000;
export const CONFIRM_WAIT_MS = 60_000;
/** The server cancels an unpaid card order when its hold ends; asked again a little after. */
const HOLD_END_GRACE_MS = 3_000;

/** ?payment=return or ?payment=cancelled on the order's address; undefined otherwise. */
export function usePaymentReturn(): PaymentReturn | undefined {
  const [params] = useSearchParams();
  const value = params.get('payment');
  return value === 'return' || value === 'cancelled' ? value : undefined;
}

type NoticeKind = 'confirming' | 'slow' | 'received' | 'cancelled' | 'failed' | 'awaiting';

/** What the top of a card order's page says about its payment, if anything. */
function noticeOf(
  order: OrderView,
  back: PaymentReturn | undefined,
  waitOver: boolean,
): NoticeKind | undefined {
  if (order.PaymentMethod !== 'card') return undefined;
  const open = order.Status !== 'Cancelled';
  if (back === 'return' && order.PaymentStatus === 'paid') return 'received';
  if (order.PaymentStatus === 'failed') return open || order.CanPay ? 'failed' : undefined;
  if (order.PaymentStatus !== 'pending' || !open) return undefined;
  if (back === 'return') return waitOver ? 'slow' : 'confirming';
  if (back === 'cancelled') return 'cancelled';
  return order.CanPay || order.PaymentHoldUntil ? 'awaiting' : undefined;
}

/** The latest value of a callback, for timers that must not restart on every render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Asks for the order every CONFIRM_POLL_MS while shown; says when CONFIRM_WAIT_MS is over. */
function ConfirmPolling({ refresh, onOver }: { refresh: () => void; onOver: () => void }) {
  const latest = useLatest({ refresh, onOver });
  useEffect(() => {
    const poll = setInterval(() => latest.current.refresh(), CONFIRM_POLL_MS);
    const over = setTimeout(() => latest.current.onOver(), CONFIRM_WAIT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(over);
    };
  }, [latest]);
  return null;
}

/** 'We hold your pieces until ...', and a fresh look at the order once that time is past. */
function HoldNote({ until, refresh }: { until: string; refresh: () => void }) {
  const t = useAccountText();
  const latest = useLatest(refresh);
  useEffect(() => {
    const left = Date.parse(until) - Date.now();
    if (!Number.isFinite(left)) return;
    // setTimeout's ceiling is about 24 days; a hold is minutes.
    const wait = Math.min(Math.max(left, 0) + HOLD_END_GRACE_MS, 2 ** 31 - 1);
    const timer = setTimeout(() => latest.current(), wait);
    return () => clearTimeout(timer);
  }, [until, latest]);
  return (
    <p>
      {richMessage((values) => t('paymentHold', values), {
        time: <time dateTime={until}>{formatDateTime(until)}</time>,
      })}
    </p>
  );
}

/** The button that (re)starts the card payment, and why it did not start. */
function PayAction({ orderId, label }: { orderId: number; label: string }) {
  const t = useAccountText();
  const common = useCommonText();
  const { state, pay, busy } = usePayOrder(orderId);
  return (
    <Actions>
      <Button
        type="button"
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={() => void pay()}
      >
        {busy ? (
          <Spinning size={16} aria-hidden="true" />
        ) : (
          <CreditCard size={16} aria-hidden="true" />
        )}
        {label}
      </Button>
      {busy && <span role="status">{t('toPaymentPage')}</span>}
      {state.phase === 'failed' && (
        <PayError>{state.reason ? localizeMessage(state.reason) : common('network')}</PayError>
      )}
    </Actions>
  );
}

interface PaymentNoticeProps {
  order: OrderView;
  back: PaymentReturn | undefined;
  /** Asks the api for the order again. */
  refresh: () => void;
}

/**
 * The state of a card order's payment at the top of its page: confirming a payment just made,
 * received, left unfinished, failed, or awaited with the time its pieces are held.
 */
export function PaymentNotice({ order, back, refresh }: PaymentNoticeProps) {
  const t = useAccountText();
  const [waitOver, setWaitOver] = useState(false);
  const giveUpWaiting = useCallback(() => setWaitOver(true), []);
  const kind = noticeOf(order, back, waitOver);
  if (!kind) return null;

  const hold =
    order.PaymentHoldUntil && order.CanPay ? (
      <HoldNote until={order.PaymentHoldUntil} refresh={refresh} />
    ) : null;
  const payAction = (label: string) =>
    order.CanPay ? <PayAction orderId={order.OrderID} label={label} /> : null;

  let tone: 'info' | 'success' | 'error' = 'info';
  let icon: ReactNode = <CreditCard size={20} aria-hidden="true" />;
  let body: ReactNode;
  switch (kind) {
    case 'confirming':
      icon = <Spinning size={20} aria-hidden="true" />;
      body = (
        <>
          <strong>{t('paymentConfirming')}</strong>
          <p>{t('paymentConfirmingText')}</p>
          <ConfirmPolling refresh={refresh} onOver={giveUpWaiting} />
        </>
      );
      break;
    case 'slow':
      body = (
        <>
          <strong>{t('paymentSlow')}</strong>
          <p>{t('paymentSlowText')}</p>
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setWaitOver(false);
                refresh();
              }}
            >
              {t('checkAgain')}
            </Button>
          </Actions>
        </>
      );
      break;
    case 'received':
      tone = 'success';
      icon = <CheckCircle2 size={20} aria-hidden="true" />;
      body = (
        <>
          <strong>{t('paymentReceived')}</strong>
          <p>{t('paymentReceivedText')}</p>
        </>
      );
      break;
    case 'cancelled':
      body = (
        <>
          <strong>{t('paymentCancelled')}</strong>
          {hold}
          {payAction(t('retry'))}
        </>
      );
      break;
    case 'failed':
      tone = 'error';
      icon = <TriangleAlert size={20} aria-hidden="true" />;
      body = (
        <>
          <strong>{t('paymentStatusFailed')}</strong>
          <p>{t('paymentFailedText')}</p>
          {hold}
          {payAction(t('retry'))}
        </>
      );
      break;
    case 'awaiting':
      body = (
        <>
          {hold ?? <strong>{t('paymentAwaited')}</strong>}
          {payAction(t('payByCard'))}
        </>
      );
      break;
  }
  return (
    <Banner as="section" role="status" $tone={tone} data-testid="payment-notice">
      {icon}
      <Body>{body}</Body>
    </Banner>
  );
}

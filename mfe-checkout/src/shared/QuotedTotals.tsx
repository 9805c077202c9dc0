import styled from 'styled-components';
import { Button, localizeMessage, Notice, Skeleton } from 'shared-contracts';
import { Ltr, OrderTotalsList, richMessage } from 'shared-contracts/ui-extras';
import { useCheckoutText } from '../i18n/messages';
import type { QuoteState } from './use-totals-quote';

const Pending = styled.div`
  display: grid;
  gap: 10px;
  margin-top: 12px;
`;

const Failed = styled(Notice).attrs({ role: 'alert', $tone: 'error' })`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 6px;
  margin: 12px 0 0;
`;

interface QuotedTotalsProps {
  state: QuoteState;
  retry: () => void;
  /** The lines' subtotal in fils, shown until the server's figures arrive. */
  subtotal: number;
  testId: string;
  /** Said under a failure (checkout: the order can still be placed). */
  failedHint?: string;
}

/**
 * The server's totals of the bag ('Discount (SALE)' for an applied code), a loading state while
 * they are asked, or a retry.
 */
export function QuotedTotals({ state, retry, subtotal, testId, failedHint }: QuotedTotalsProps) {
  const t = useCheckoutText();
  if (state.phase === 'ready') {
    const code = state.quote.Coupon?.Code;
    return (
      <OrderTotalsList
        totals={state.quote}
        vatRate={state.quote.VatRate}
        testId={testId}
        discountLabel={
          code && richMessage((values) => t('discountCode', values), { code: <Ltr>{code}</Ltr> })
        }
      />
    );
  }
  const status =
    state.phase === 'loading' ? (
      <Pending role="status" aria-label={t('totalsLoading')}>
        <Skeleton $height="14px" $width="70%" />
        <Skeleton $height="14px" $width="55%" />
        <Skeleton $height="22px" />
      </Pending>
    ) : (
      <Failed>
        <strong>{t('totalsFailed')}</strong>
        {state.reason && <span>{localizeMessage(state.reason)}</span>}
        {failedHint && <span>{failedHint}</span>}
        <Button type="button" $variant="secondary" onClick={retry}>
          {t('totalsRetry')}
        </Button>
      </Failed>
    );
  return <OrderTotalsList totals={{ Subtotal: subtotal }} testId={testId} status={status} />;
}

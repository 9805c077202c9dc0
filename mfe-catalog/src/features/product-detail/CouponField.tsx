import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled, { keyframes } from 'styled-components';
import {
  applyCoupon,
  Button,
  errorMessageOf,
  formatPrice,
  isAbort,
  localizeMessage,
  normalizeCode,
  Notice,
  removeCoupon,
  selectCart,
  selectCoupon,
  fetchTotals,
  totalsLines,
  statusOf,
  toAed,
  useAppDispatch,
  useAppSelector,
  useLanguage,
  ZONE_NAMES,
} from 'shared-contracts';
import { FieldLabel, Input } from 'shared-contracts/ui-extras';
import { useRichText } from '../../shared/rich-text';
import { productMessages, useProductText } from './i18n/messages';
import { PRODUCT_EN } from './i18n/en';

export const COUPON_EMPTY = PRODUCT_EN.couponEmpty;
export const COUPON_FAILED = PRODUCT_EN.couponFailed;

/** Where the checkout keeps the shopper's last shipping Country (mfe-checkout saved-country.ts). */
const COUNTRY_KEY = 'shippingCountry';

/** The Country of the shopper's last checkout, else the United Arab Emirates. */
function shippingCountry(): string {
  try {
    return localStorage.getItem(COUNTRY_KEY) || ZONE_NAMES.UAE;
  } catch {
    return ZONE_NAMES.UAE;
  }
}

const Row = styled.form`
  display: flex;
  gap: 8px;
  button {
    flex: 0 0 auto;
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinning = styled(Loader2)`
  animation: ${spin} 0.9s linear infinite;
`;

type Check =
  | { phase: 'idle' }
  | { phase: 'empty' }
  | { phase: 'checking' }
  | { phase: 'applied'; code: string; discount: number }
  /** `reason`: the server's, in English (CouponError or a refused call's message). */
  | { phase: 'refused'; reason: string }
  | { phase: 'failed' };

interface CouponFieldProps {
  productId: number;
  /** The panel's quantity of this piece (the bag's when it is in the bag). */
  quantity: number;
  soldOut: boolean;
}

/**
 * Discount Coupon: Apply checks the code against the bag plus this piece (Orders/getTotals.php)
 * and keeps an accepted one as the bag's code (the coupon slice); a kept code shows with Remove.
 */
export function CouponField({ productId, quantity, soldOut }: CouponFieldProps) {
  const t = useProductText();
  const rich = useRichText(productMessages);
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const applied = useAppSelector(selectCoupon);
  const [code, setCode] = useState('');
  const [check, setCheck] = useState<Check>({ phase: 'idle' });
  const pending = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => () => pending.current?.abort(), []);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = normalizeCode(code);
    if (!wanted) {
      setCheck({ phase: 'empty' });
      return;
    }
    // The bag as checkout would order it: lines flagged no longer for sale stay out.
    const lines = cart
      .filter((line) => !line.Unavailable)
      .map(({ ProductID, Quantity }) => ({ ProductID, Quantity }));
    // A sold-out piece is left out of a bag that has others: the api refuses a bag holding it.
    if (!lines.some((line) => line.ProductID === productId) && (!soldOut || lines.length === 0)) {
      lines.push({ ProductID: productId, Quantity: quantity });
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setCheck({ phase: 'checking' });
    try {
      const quote = await fetchTotals(
        { country: shippingCountry(), lines: totalsLines(lines), coupon: wanted },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      if (quote.Coupon) {
        dispatch(applyCoupon(quote.Coupon.Code));
        setCheck({ phase: 'applied', code: quote.Coupon.Code, discount: quote.Coupon.Discount });
      } else {
        setCheck(
          quote.CouponError ? { phase: 'refused', reason: quote.CouponError } : { phase: 'failed' },
        );
      }
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      // A refusal the api words (a piece no longer for sale) is shown; anything else is retried.
      const status = statusOf(error);
      const reason = status !== undefined && status < 500 ? errorMessageOf(error, '') : '';
      setCheck(reason ? { phase: 'refused', reason } : { phase: 'failed' });
    }
  };

  const remove = () => {
    dispatch(removeCoupon());
    setCode('');
    setCheck({ phase: 'idle' });
    input.current?.focus();
  };

  const checking = check.phase === 'checking';
  const problem = check.phase === 'empty' || check.phase === 'refused' || check.phase === 'failed';
  // The discount is said while the bag keeps the code this check applied.
  const accepted = check.phase === 'applied' && applied === check.code ? check : null;
  const messageId = `${ids}-message`;

  return (
    <>
      <FieldLabel htmlFor={`${ids}-code`}>{t('discountCoupon')}</FieldLabel>
      <Row onSubmit={apply}>
        <Input
          ref={input}
          id={`${ids}-code`}
          value={applied ?? code}
          readOnly={applied !== null}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          $invalid={problem}
          aria-invalid={problem || undefined}
          aria-describedby={problem || accepted ? messageId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (!checking) setCheck({ phase: 'idle' });
          }}
        />
        {applied !== null ? (
          <Button type="button" $variant="ghost" onClick={remove}>
            {t('removeCoupon')}
          </Button>
        ) : (
          <Button
            type="submit"
            $variant="ghost"
            disabled={checking}
            aria-busy={checking || undefined}
          >
            {checking && <Spinning size={16} aria-hidden="true" />}
            {t('applyCoupon')}
          </Button>
        )}
      </Row>
      {accepted && (
        <Notice id={messageId} $tone="success" role="status" style={{ margin: 0 }}>
          {rich('couponApplied', {
            ltr: {
              code: accepted.code,
              amount: formatPrice(toAed(accepted.discount), language),
            },
          })}
        </Notice>
      )}
      {problem && (
        <Notice id={messageId} $tone="error" role="alert" style={{ margin: 0 }}>
          {check.phase === 'refused'
            ? localizeMessage(check.reason)
            : check.phase === 'empty'
              ? t('couponEmpty')
              : t('couponFailed')}
        </Notice>
      )}
    </>
  );
}

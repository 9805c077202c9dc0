import { useCallback, useEffect, useState } from 'react';
import {
  applyCoupon,
  normalizeCode,
  removeCoupon,
  selectCoupon,
  useAppDispatch,
  useAppSelector,
} from 'shared-contracts';
import { useTotalsQuote } from './use-totals-quote';

/** Why a code is not applied: the server's reason; `dropped` when it was applied until then. */
export interface CouponRefusal {
  code: string;
  /** The server's CouponError, in English; '' when it gave none. */
  reason: string;
  dropped: boolean;
}

/** What the coupon field shows and does. */
export interface CouponControl {
  /** The code applied to the bag (the store's), or null. */
  applied: string | null;
  /** True while the figures of a code sent with Apply are asked. */
  applying: boolean;
  refusal: CouponRefusal | null;
  apply: (typed: string) => void;
  remove: () => void;
}

/**
 * The bag's totals with its coupon code. Apply asks the figures with the typed code: a code the
 * server takes is applied (the store keeps it), a refused one is only reported. An applied code
 * the server refuses later (a quantity, the country, its end) is dropped with its reason.
 * `frozen`: the order is placed; its figures stay those it was placed with.
 */
export function useCouponQuote(
  country: string,
  lines: readonly { ProductID: number; Quantity: number }[],
  { frozen = false }: { frozen?: boolean } = {},
) {
  const dispatch = useAppDispatch();
  const applied = useAppSelector(selectCoupon);
  // The code sent with Apply, until its figures answer.
  const [trying, setTrying] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<CouponRefusal | null>(null);
  const current = trying ?? applied;
  const [asked, setAsked] = useState(current);
  if (!frozen && asked !== current) setAsked(current);
  const { state, retry } = useTotalsQuote(country, lines, asked);

  useEffect(() => {
    if (state.phase !== 'ready' || !state.coupon) return;
    const { quote, coupon } = state;
    if (coupon === trying) {
      setTrying(null);
      if (quote.Coupon) dispatch(applyCoupon(quote.Coupon.Code));
      else setRefusal({ code: coupon, reason: quote.CouponError ?? '', dropped: false });
    } else if (coupon === applied && quote.CouponError) {
      setRefusal({ code: coupon, reason: quote.CouponError, dropped: true });
      dispatch(removeCoupon());
    }
  }, [state, trying, applied, dispatch]);

  const apply = useCallback(
    (typed: string) => {
      const code = normalizeCode(typed);
      if (!code || code === applied) return;
      setRefusal(null);
      // The same code again after a failed quote: ask again.
      if (code === trying) retry();
      else setTrying(code);
    },
    [applied, trying, retry],
  );

  const remove = useCallback(() => {
    setRefusal(null);
    setTrying(null);
    dispatch(removeCoupon());
  }, [dispatch]);

  const coupon: CouponControl = {
    applied,
    applying: trying !== null && state.phase === 'loading',
    refusal,
    apply,
    remove,
  };
  return { state, retry, coupon };
}

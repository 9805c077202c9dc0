import { COUPON_ERRORS, couponMinimumMessage, formatAed, localizeMessage } from 'shared-contracts';

/** Stands for the minimum's amount while its pattern is made (a private-use character). */
const AMOUNT = '\uE001';

/** The api's reasons for refusing a code, in English; the minimum's amount stands as AMOUNT. */
const REFUSALS: readonly string[] = [
  ...Object.values(COUPON_ERRORS),
  couponMinimumMessage(100).replace(formatAed(1), AMOUNT),
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const patternOf = (text: string) =>
  new RegExp(`^${text.split(AMOUNT).map(escape).join('.+')}$`, 's');

/**
 * True when a placement's refusal names its coupon code ('This code has been used up.', 'Spend
 * 1,000 AED or more to use this code.'), as the api words it in English or, for an Arabic
 * shopper, in Arabic.
 */
export function isCouponRefusal(message: string | undefined): boolean {
  if (!message) return false;
  return REFUSALS.some((english) =>
    [english, localizeMessage(english)].some((text) => patternOf(text).test(message)),
  );
}

/** Price rules (spec sections 2, 5 and 9): AED, thousands separators, offers in percent. */

/** Below this Number#toString writes exponents; such values round to 0 anyway. */
const SMALLEST_PLAIN = 1e-6;
/** From here on Number#toString writes exponents; Intl formats those (no price gets there). */
const LARGEST_PLAIN = 1e21;
let largeFormatter: Intl.NumberFormat | undefined;

/** A decimal digit string plus one ('199' -> '200', '99' -> '100'). */
function incremented(digits: string): string {
  const chars = digits.split('');
  let i = chars.length - 1;
  while (i >= 0 && chars[i] === '9') chars[i--] = '0';
  if (i < 0) return `1${chars.join('')}`;
  chars[i] = String(Number(chars[i]) + 1);
  return chars.join('');
}

/**
 * `value` as Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) writes it, without creating
 * that formatter on every page load: ICU's number formatter takes 25-40 ms of the main thread to
 * create in a fresh Chromium tab here (several times that on a phone), just as the first page
 * shows its prices. Like ICU it rounds the shortest decimal that reads back as the double (0.015
 * is '0.015', not 0.01499...) to two places, halves away from zero, and groups thousands.
 */
function groupThousands(value: number): string {
  const size = Math.abs(value);
  if (size >= LARGEST_PLAIN) {
    largeFormatter ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    return largeFormatter.format(value);
  }
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  let [integer = '0', fraction = ''] = (size < SMALLEST_PLAIN ? '0' : String(size)).split('.');
  if (fraction.length > 2) {
    const up = fraction.charAt(2) >= '5';
    const kept = `${integer}${fraction.slice(0, 2)}`;
    const rounded = up ? incremented(kept) : kept;
    integer = rounded.slice(0, -2) || '0';
    fraction = rounded.slice(-2);
  }
  const decimals = fraction.replace(/0+$/, '');
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * Price display: non-digit characters are stripped and the value is formatted as a number;
 * 'N/A' when nothing numeric is left.
 */
export function formatPriceValue(value: unknown): string {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? groupThousands(value) : 'N/A';
  }
  if (typeof value !== 'string') return 'N/A';
  const cleaned = value.replace(/[^\d.]/g, '');
  if (!/\d/.test(cleaned)) return 'N/A';
  const number = Number.parseFloat(cleaned);
  return Number.isFinite(number) ? groupThousands(number) : 'N/A';
}

/** '12,500 AED', or 'N/A'. */
export function formatAed(value: unknown): string {
  const formatted = formatPriceValue(value);
  return formatted === 'N/A' ? formatted : `${formatted} AED`;
}

/** Price after an OfferPrice percent discount, rounded to fils (2 decimals). */
export function discountedPrice(price: number, offerPercent: number): number {
  if (!Number.isFinite(price)) return Number.NaN;
  if (!(offerPercent > 0)) return price;
  const percent = Math.min(offerPercent, 100);
  return Math.round(price * (100 - percent)) / 100;
}

/** What one unit of a product costs now. */
export function unitPrice(product: { Price: number; OfferPrice?: number | null }): number {
  return discountedPrice(Number(product.Price), Number(product.OfferPrice ?? 0));
}

export function hasOffer(product: { OfferPrice?: number | null }): boolean {
  return Number(product.OfferPrice ?? 0) > 0;
}

/** Sum of unit price x quantity, rounded to fils. */
export function linesTotal(
  lines: { Price: number; OfferPrice?: number | null; Quantity: number }[],
) {
  const fils = lines.reduce(
    (sum, line) => sum + Math.round(unitPrice(line) * 100) * line.Quantity,
    0,
  );
  return fils / 100;
}

/** Total user price of a queue approval: product + fees + shipping (spec section 4). */
export function totalUserPrice(productPrice: number, feesPrice: number, shippingPrice: number) {
  const parts = [productPrice, feesPrice, shippingPrice].map((part) =>
    Number.isFinite(part) ? Math.round(part * 100) : 0,
  );
  return parts.reduce((a, b) => a + b, 0) / 100;
}

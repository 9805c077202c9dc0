/** Price rules: AED, thousands separators, offers in percent. */

/** Larger values (no price) are formatted by Intl itself. */
const LARGEST_SHIFTED = 1e13;
let largeFormatter: Intl.NumberFormat | undefined;

/**
 * `value` as Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) writes it, without creating
 * that formatter on every page load: creating ICU's number formatter is a long main-thread task in
 * a fresh tab (more so on a phone), just as the first page shows its prices. Like ICU it rounds
 * the shortest decimal that reads back as the double, halves away from zero: `${size}e2` moves the
 * point in that decimal (0.015 -> 1.5 -> 2), where size * 100 would round the binary value
 * (1.4999...).
 */
function groupThousands(value: number): string {
  const size = Math.abs(value);
  if (size >= LARGEST_SHIFTED) {
    largeFormatter ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    return largeFormatter.format(value);
  }
  // Below 1e-6 String() writes an exponent; such sizes round to 0.
  const cents = size < 1e-6 ? 0 : Math.round(Number(`${size}e2`));
  const [integer = '0', fraction = ''] = (cents / 100).toFixed(2).split('.');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const decimals = fraction.replace(/0+$/, '');
  return `${sign}${integer.replace(/\B(?=(\d{3})+$)/g, ',')}${decimals ? `.${decimals}` : ''}`;
}

/**
 * The number a price display shows: a finite number as it is, a string with its non-digit
 * characters stripped; undefined when nothing numeric is left.
 */
export function priceNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/[^\d.]/g, '');
  if (!/\d/.test(cleaned)) return undefined;
  const number = Number.parseFloat(cleaned);
  return Number.isFinite(number) ? number : undefined;
}

/** Price display: the price's number (priceNumber) grouped in thousands; 'N/A' without one. */
export function formatPriceValue(value: unknown): string {
  const number = priceNumber(value);
  return number === undefined ? 'N/A' : groupThousands(number);
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

/** Total user price of a queue approval: product + fees + shipping. */
export function totalUserPrice(productPrice: number, feesPrice: number, shippingPrice: number) {
  const parts = [productPrice, feesPrice, shippingPrice].map((part) =>
    Number.isFinite(part) ? Math.round(part * 100) : 0,
  );
  return parts.reduce((a, b) => a + b, 0) / 100;
}

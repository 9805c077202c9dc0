/** Price rules (spec sections 2, 5 and 9): AED, thousands separators, offers in percent. */

const groupFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/**
 * Price display: non-digit characters are stripped and the value is formatted as a number;
 * 'N/A' when nothing numeric is left.
 */
export function formatPriceValue(value: unknown): string {
  if (typeof value === 'number') {
    return Number.isFinite(value) ? groupFormatter.format(value) : 'N/A';
  }
  if (typeof value !== 'string') return 'N/A';
  const cleaned = value.replace(/[^\d.]/g, '');
  if (!/\d/.test(cleaned)) return 'N/A';
  const number = Number.parseFloat(cleaned);
  return Number.isFinite(number) ? groupFormatter.format(number) : 'N/A';
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

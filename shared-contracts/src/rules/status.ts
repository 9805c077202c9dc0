import type { ProductStatus } from '../entities/catalog';

/**
 * Status of a product from its stock and offer (the admin product form and the server):
 * Quantity > 0 -> OnSale with an offer, otherwise Available; Quantity not above 0 -> SoldOut.
 */
export function productStatusFor(quantity: number, offerPercent: number): ProductStatus {
  if (!(Number(quantity) > 0)) return 'SoldOut';
  return Number(offerPercent) > 0 ? 'OnSale' : 'Available';
}

/** Status of a new sell submission: Submitted when quantity is above 0, otherwise SoldOut. */
export function submissionStatusFor(quantity: number): ProductStatus {
  return Number(quantity) > 0 ? 'Submitted' : 'SoldOut';
}

/** Statuses a shopper may see in storefront lists. */
export const PUBLIC_STATUSES: readonly ProductStatus[] = ['Available', 'OnSale', 'SoldOut'];

export function isSoldOut(product: { Quantity: number }): boolean {
  return Number(product.Quantity) <= 0;
}

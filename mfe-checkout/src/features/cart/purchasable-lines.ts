import type { CartItem } from 'shared-contracts';

/** A line can be bought while its product still has stock. */
export function isPurchasable(item: CartItem): boolean {
  return !item.Unavailable && Number(item.MainQuantity) > 0;
}

/** The lines that go to checkout, and how many were left out because they sold out. */
export function purchasableLines(cart: CartItem[]) {
  const items = cart.filter(isPurchasable);
  return { items, excluded: cart.length - items.length };
}

import { nameIn, priceIn } from 'shared-contracts/server';
import { toAed, type Language } from '../../contracts';
import type { MailProduct } from '../messages';

/** An amount in fils as the storefront writes it in `language`. */
export function money(fils: number, language: Language): string {
  return priceIn(toAed(Math.round(fils)), language);
}

/** A product's name in `language`: the Arabic one in an Arabic mail when it has one. */
export function productName(product: MailProduct, language: Language): string {
  return nameIn(product.name, product.nameAr, language);
}

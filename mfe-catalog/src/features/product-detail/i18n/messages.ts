import { defineMessages, useMessages } from 'shared-contracts';
import { PRODUCT_EN, type ProductMessages } from './en';

export type ProductKey = keyof ProductMessages & string;

/** The product page's messages: English at once, Arabic from its own chunk when first used. */
export const productMessages = defineMessages('catalog.product', PRODUCT_EN, {
  ar: () => import('./ar'),
});

/** The product page's texts in the active language; re-renders on a language switch. */
export const useProductText = () => useMessages(productMessages);

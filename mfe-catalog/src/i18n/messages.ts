import { defineMessages, useMessages } from 'shared-contracts';
import { CATALOG_EN, type CatalogMessages } from './en';

export type CatalogKey = keyof CatalogMessages & string;

/** The catalog's shared messages: English at once, Arabic from its own chunk when first used. */
export const catalogMessages = defineMessages('catalog', CATALOG_EN, { ar: () => import('./ar') });

/** The catalog's shared texts in the active language; re-renders on a language switch. */
export const useCatalogText = () => useMessages(catalogMessages);

import { defineMessages, useMessages } from 'shared-contracts';
import { LIST_EN, type ListMessages } from './en';

export type ListKey = keyof ListMessages & string;

/** The item list's messages: English at once, Arabic from its own chunk when first used. */
export const listMessages = defineMessages('catalog.list', LIST_EN, { ar: () => import('./ar') });

/** The item list's texts in the active language; re-renders on a language switch. */
export const useListText = () => useMessages(listMessages);

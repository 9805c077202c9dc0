import { defineMessages, useMessages } from 'shared-contracts';
import { HOME_EN, type HomeMessages } from './en';

export type HomeKey = keyof HomeMessages & string;

/** The home page's messages: English at once, Arabic from its own chunk when first used. */
export const homeMessages = defineMessages('catalog.home', HOME_EN, { ar: () => import('./ar') });

/** The home page's texts in the active language; re-renders on a language switch. */
export const useHomeText = () => useMessages(homeMessages);

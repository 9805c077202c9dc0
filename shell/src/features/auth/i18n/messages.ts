import { defineMessages, useMessages } from 'shared-contracts';
import { AUTH_EN } from './en';

/** Registers when the modal's chunk loads; a language switch after that loads it too. */
export const authMessages = defineMessages('shell.auth', AUTH_EN, { ar: () => import('./ar') });

/** The modal's texts in the active language; re-renders on a language switch. */
export const useAuthText = () => useMessages(authMessages);

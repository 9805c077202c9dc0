import { defineMessages, useMessages } from 'shared-contracts';
import { SHELL_EN } from './en';

export const shellMessages = defineMessages('shell', SHELL_EN, { ar: () => import('./ar') });

/** The shell's texts in the active language; re-renders on a language switch. */
export const useShellText = () => useMessages(shellMessages);

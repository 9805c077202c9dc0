import type { AccountText } from '../../i18n/messages';

/**
 * 'Order #31'. Plain text, as headings and links are named by it; a trailing number needs no
 * isolation in Arabic.
 */
export const orderTitle = (t: AccountText, id: number | string) => t('orderTitle', { id });

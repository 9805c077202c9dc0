import type { PaymentProvider } from './provider';

/**
 * Cash handed to the courier: nothing is charged when the order is placed, the back-office
 * confirms the cash collected, and a refund is cash the shop hands back.
 */
export const cashOnDelivery: PaymentProvider = {
  name: 'cash_on_delivery',
  method: 'cash_on_delivery',
  hosted: false,
  start: async ({ orderId }) => ({ reference: `cod-${orderId}`, status: 'pending' }),
  confirm: async () => ({ status: 'paid' }),
  refund: async ({ reference }) => ({ reference: `${reference}-refund`, status: 'succeeded' }),
  close: async () => ({ paid: false }),
};

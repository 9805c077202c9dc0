/** Payments list texts (the back-office's own; payments are ours). */
export const PAYMENT_TEXT = {
  title: 'Payments',
  intro: 'What buyers paid for their orders, and what went back to them.',
  lead: (total: number, label?: string) => {
    const payments = `${total} payment${total === 1 ? '' : 's'}`;
    return label ? `${payments} with the status ${label}.` : `${payments}, newest first.`;
  },
  allStatuses: 'All',
  empty: 'No payments yet.',
  emptyWithStatus: (label: string) => `No payments with the status ${label}.`,
  loadFailed: 'The payments could not be loaded.',
  fetchError: 'Error fetching payments:',
} as const;

/** The card and cash providers by their stored names; another shows as stored. */
export const PROVIDER_LABELS: Readonly<Record<string, string>> = {
  cash_on_delivery: 'Cash on delivery',
  stripe: 'Stripe',
};

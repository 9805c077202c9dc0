/** Payout texts (the back-office's own; payouts are ours). */
export const PAYOUT_TEXT = {
  title: 'Payouts',
  lead: 'Sales delivered long enough ago to pay their sellers.',
  empty: 'No payouts due',
  loadFailed: 'The payouts could not be loaded.',
  markPaid: 'Mark as paid',
  confirm: 'Mark these sales as paid?',
  paid: 'Payout marked as paid!',
  failed: (message: string) => `Failed to mark the payout as paid: ${message}`,
} as const;

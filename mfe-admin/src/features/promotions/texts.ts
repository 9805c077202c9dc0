/** Promotions texts (the back-office's own; coupon codes are ours). */
export const PROMOTION_TEXT = {
  title: 'Promotions',
  intro: 'Coupon codes shoppers enter in the bag; a featured one shows on the home page.',
  lead: (total: number) => `${total} promotion${total === 1 ? '' : 's'}, newest first.`,
  add: 'Add promotion',
  addTitle: 'Add promotion',
  editTitle: (code: string) => `Edit promotion ${code}`,
  tableLabel: 'Promotions table',
  empty: 'No promotions yet.',
  loadFailed: 'The promotions could not be loaded.',
  fetchError: 'Error fetching promotions:',
  added: 'Promotion added!',
  saved: 'Promotion saved!',
  saveFailed: 'The promotion could not be saved. Check the connection and try again.',
  allPieces: 'All pieces',
  featured: 'Featured on the home page',
  perCustomer: (limit: number) => `${limit} per customer`,
} as const;

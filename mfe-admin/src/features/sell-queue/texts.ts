/** Sell-queue texts not fixed word for word (the fixed ones are TEXT, SUCCESS and ERRORS). */
export const QUEUE_TEXT = {
  deleteError: 'There was an error deleting the order!',
  fetchError: 'Error fetching the queue:',
  loadFailed: 'The pending products could not be loaded.',
  detailsFailed: 'This submission could not be loaded.',
  notFound: 'This submission is no longer in the queue.',
  backToQueue: 'Back to pending products',
} as const;

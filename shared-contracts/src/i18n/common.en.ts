import { ERRORS, SUCCESS, TEXT } from '../constants/messages';

/**
 * Messages of shared-contracts' own components and the requirements' shared texts (TEXT, ERRORS,
 * ...), which stay the English source: the api and the tests read them there.
 */
export const COMMON_EN = {
  ...TEXT,
  ...ERRORS,
  ...SUCCESS,
  loading: 'Loading',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  pagination: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  uploadProgress: 'Upload progress',
  uploading: 'Uploading… {percent}%',
  close: 'Close',
  totalsSubtotal: 'Subtotal',
  totalsDiscount: 'Discount',
  totalsShipping: 'Shipping',
  totalsVat: 'VAT included ({rate})',
  totalsTotal: 'Total',
  totalsFree: 'Free',
} as const;

export type CommonMessages = typeof COMMON_EN;

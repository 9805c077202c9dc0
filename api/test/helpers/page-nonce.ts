import { PAGE_NONCE_PROPERTY } from 'shared-contracts/page-nonce';

/** The nonce a page hands its scripts (its csp-nonce element), or undefined. */
export const nonceOf = (html: string) =>
  new RegExp(`<meta property="${PAGE_NONCE_PROPERTY}" nonce="([^"]+)">`).exec(html)?.[1];

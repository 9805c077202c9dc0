import { PAGE_NONCE_PROPERTY } from 'shared-contracts/page-nonce';

/** The page's Content-Security-Policy nonce, or undefined on a page served without one. */
export function pageNonce(doc: Document = document): string | undefined {
  const meta = doc.head?.querySelector<HTMLMetaElement>(`meta[property="${PAGE_NONCE_PROPERTY}"]`);
  // The `nonce` property: a browser empties the attribute once the page has a policy.
  return meta?.nonce || undefined;
}

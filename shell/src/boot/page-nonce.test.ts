import { PAGE_NONCE_PROPERTY } from 'shared-contracts/page-nonce';
import { pageNonce } from './page-nonce';

describe('pageNonce', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it("reads the nonce of the page's csp-nonce element", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', PAGE_NONCE_PROPERTY);
    meta.nonce = 'bm9uY2U=';
    document.head.append(meta);
    expect(pageNonce()).toBe('bm9uY2U=');
  });

  it('is undefined on a page without one', () => {
    expect(pageNonce()).toBeUndefined();
  });
});

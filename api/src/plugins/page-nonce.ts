import { PAGE_NONCE_PROPERTY } from 'shared-contracts/page-nonce';

/** An opening <script> or <style> tag that has neither a src nor a nonce. */
const INLINE_TAG = /<(script|style)\b(?![^>]*\s(?:src|nonce)=)/gi;

/**
 * `html` with `nonce` on each inline <script> and <style> it opens. Only for markup the api owns
 * (the build's index.html, the server render's styles): a nonce on whatever a page contains would
 * let injected markup run.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(INLINE_TAG, (_tag, name: string) => `<${name} nonce="${nonce}"`);
}

/**
 * The build's index.html for one answer: its inline scripts and styles carry the nonce, and
 * `<meta property="csp-nonce">` first in <head> hands it to styled-components and webpack.
 */
export function withPageNonce(html: string, nonce: string): string {
  const stamped = withNonce(html, nonce);
  const head = /<head\b[^>]*>/i.exec(stamped);
  if (!head) return stamped;
  const at = head.index + head[0].length;
  const meta = `<meta property="${PAGE_NONCE_PROPERTY}" nonce="${nonce}">`;
  return stamped.slice(0, at) + meta + stamped.slice(at);
}

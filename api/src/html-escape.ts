const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const SPECIAL = /[&<>"']/;

/**
 * Text made safe inside HTML or XML: element content and double- or single-quoted attributes.
 * Most text has nothing to escape, so it is tested first (a sitemap file escapes 50,000 addresses).
 */
export const escapeHtml = (value: string) =>
  SPECIAL.test(value) ? value.replace(/[&<>"']/g, (c) => ENTITIES[c]!) : value;

/** JSON made safe inside a <script> element: nothing in it can close the element. */
export const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * How a page hands its Content-Security-Policy nonce to the code that adds scripts and styles:
 * the api writes `<meta property="csp-nonce" nonce="...">` first in each page's <head>.
 * styled-components looks for that element itself; the shell's entry gives the nonce to webpack.
 */
export const PAGE_NONCE_PROPERTY = 'csp-nonce';

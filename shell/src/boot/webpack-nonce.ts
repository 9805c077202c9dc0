import { pageNonce } from './page-nonce';

/**
 * Gives webpack the page's nonce for the script elements its runtime adds (the shell's chunks).
 * The entry imports this module first, before anything loads a chunk or renders.
 */
const nonce = pageNonce();
if (nonce) __webpack_nonce__ = nonce;

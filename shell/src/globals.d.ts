/** Build-time constants defined by webpack.common.js. */
declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;
/** The nonce webpack's runtime gives the script elements it adds (webpack rewrites the name). */
declare let __webpack_nonce__: string;

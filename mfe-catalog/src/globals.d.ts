/** Build-time constants defined by webpack.common.js. */
declare const __REMOTE_NAME__: string;
declare const __REMOTE_VERSION__: string;

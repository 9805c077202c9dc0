/**
 * The parts of shared-contracts the api uses ('shared-contracts/server'): the wire contract and the
 * rules, from their modules, never the package index, so the server never loads the React, Redux
 * and styled-components code the front end shares.
 */
export * from './api/endpoints';
export * from './entities';
export * from './schemas';
export * from './rules';
export * from './rules/order-lifecycle';
export * from './rules/product-sort';
export * from './constants';
export * from './admin-text';
export { REMOTES, REMOTES_CONFIG_ID, REMOTE_NAMES } from './remotes/registry';
export type { RemoteModuleId, RemoteName, RemotesConfig } from './remotes/registry';
export * from './remotes/shared-versions';
export { RELEASE_ENDPOINTS } from './api/release-endpoints';
export { ALWAYS_MOUNTED, matchRoute, ROUTE_TABLE } from './remotes/route-table';
export * from './api/product-list';
export { translateByTemplate } from './i18n/translate-message';
export { ARABIC_MESSAGES } from './i18n/locales/messages.ar';
export { urlOf } from './api/url';
export {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_MANIFEST_FIELD,
  FIRST_PAINT_PAGE_ATTRIBUTE,
  FIRST_PAINT_TIME_ATTRIBUTE,
  PENDING_HEAD_ATTRIBUTE,
} from './remotes/first-paint';
export { EARLY_TAPS_SCRIPT } from './remotes/early-taps-script';
export { BOOT_SCRIPT_ATTRIBUTE } from './remotes/boot-scripts';
export type {
  FirstPaintResponses,
  FirstPaintLocation,
  FirstPaintManifestEntry,
  FirstPaintMarkup,
  FirstPaintModule,
  FirstPaintPage,
  ShellServerModule,
} from './remotes/first-paint';
export * from './i18n/language';
export * from './remotes/release-rules';
export { firstIssueMessage } from './schemas/fields';
export { nameIn, priceIn } from './i18n/price-format';
export { fillMessage } from './i18n/fill-message';
export * from './head/page-head';
export { default as HEAD_AR } from './head/i18n/ar';
export { languageOfRequest } from './i18n/request-language';
export { REPORT_ENDPOINTS } from './api/report-endpoints';
export { SITEMAP_PATHS } from './api/sitemap-paths';

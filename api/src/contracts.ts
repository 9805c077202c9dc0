/**
 * The parts of shared-contracts the api uses. Imported from their modules (not the package index)
 * so the server never loads the React, Redux and styled-components code the front end shares.
 */
export * from 'shared-contracts/src/api/endpoints';
export * from 'shared-contracts/src/entities';
export * from 'shared-contracts/src/schemas';
export * from 'shared-contracts/src/rules';
export * from 'shared-contracts/src/rules/order-lifecycle';
export * from 'shared-contracts/src/rules/product-sort';
export * from 'shared-contracts/src/constants';
export * from 'shared-contracts/src/admin-text';
export { REMOTES, REMOTES_CONFIG_ID, REMOTE_NAMES } from 'shared-contracts/src/remotes/registry';
export type {
  RemoteModuleId,
  RemoteName,
  RemotesConfig,
} from 'shared-contracts/src/remotes/registry';
export * from 'shared-contracts/src/remotes/shared-versions';
export { RELEASE_ENDPOINTS } from 'shared-contracts/src/api/release-endpoints';
export { ALWAYS_MOUNTED, matchRoute, ROUTE_TABLE } from 'shared-contracts/src/remotes/route-table';
export * from 'shared-contracts/src/api/product-list';
export { translateByTemplate } from 'shared-contracts/src/i18n/translate-message';
export { ARABIC_MESSAGES } from 'shared-contracts/src/i18n/locales/messages.ar';
export { urlOf } from 'shared-contracts/src/api/url';
export {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_FILE,
  FIRST_PAINT_MANIFEST_FIELD,
  FIRST_PAINT_PAGE_ATTRIBUTE,
  FIRST_PAINT_TIME_ATTRIBUTE,
} from 'shared-contracts/src/remotes/first-paint';
export { EARLY_TAPS_SCRIPT } from 'shared-contracts/src/remotes/early-taps-script';
export type {
  FirstPaintResponses,
  FirstPaintLocation,
  FirstPaintManifestEntry,
  FirstPaintMarkup,
  FirstPaintModule,
  FirstPaintPage,
  ShellServerModule,
} from 'shared-contracts/src/remotes/first-paint';
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  isLanguage,
  type Language,
} from 'shared-contracts/src/i18n/language';

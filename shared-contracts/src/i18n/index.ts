export * from './language';
export {
  defineCatalog,
  loadCatalogs,
  withLanguage,
  type Catalog,
  type MessageSource,
  type MessageValues,
  type Translation,
} from './catalog';
export * from './active-language';
export * from './format';
export { fillMessage } from './fill-message';
export { commonCatalog, localizeMessage, useCommonText, type CommonMessages } from './common';

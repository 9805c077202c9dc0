export * from './language';
export {
  defineMessages,
  loadMessages,
  withLanguage,
  type Messages,
  type MessageSource,
  type MessageValues,
  type Translation,
} from './messages';
export * from './active-language';
export * from './format';
export { fillMessage } from './fill-message';
export { commonMessages, localizeMessage, useCommonText, type CommonMessages } from './common';

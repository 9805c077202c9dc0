/**
 * UI kit parts the shared module leaves out (form fields, pagination, the upload progress bar,
 * lists of labelled facts, messages with elements in them): not
 * shared at run time, each package bundles what it imports, so the first load of / carries none.
 */
export * from './form-field';
export { formatDate, formatDateTime } from './format-date';
export { Pagination } from './pagination';
export { Ltr, Money, richMessage } from './bidi';
export { UploadProgressBar } from './upload-progress';
export { OrderTotalsList } from './order-totals';
export { Fact, FactList, type FactListProps } from './fact-list';

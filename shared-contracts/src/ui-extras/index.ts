/**
 * UI kit parts the home page does not use (form fields, pagination, the upload progress bar): not
 * shared at run time, each package bundles what it imports, so the first load of / carries none.
 */
export * from './form-field';
export { formatDate, formatDateTime } from './format-date';
export { Pagination } from './pagination';
export { UploadProgressBar } from './upload-progress';

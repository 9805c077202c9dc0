import type { UploadOptions } from 'shared-contracts';

/** A multipart save (add or update) with its upload progress. */
export interface FormSave extends UploadOptions {
  form: FormData;
}

import { HttpError } from '../../plugins/http-error';

export const STORAGE_UNAVAILABLE =
  'Image storage is unavailable right now. Please try again later.';

/** A storage failure other than a missing object: the client sees a 503, the log the cause. */
export class StorageUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, STORAGE_UNAVAILABLE);
    this.name = 'StorageUnavailableError';
    this.cause = cause;
  }
}

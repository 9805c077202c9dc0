import { UnavailableError } from '../../http-errors';

export const STORAGE_UNAVAILABLE =
  'Image storage is unavailable right now. Please try again later.';

/** A storage failure other than a missing object. */
export class StorageUnavailableError extends UnavailableError {
  constructor(cause: unknown) {
    super(STORAGE_UNAVAILABLE, cause);
    this.name = 'StorageUnavailableError';
  }
}

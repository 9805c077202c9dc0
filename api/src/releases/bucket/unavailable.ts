import { UnavailableError } from '../../http-errors';

export const RELEASE_FILES_UNAVAILABLE =
  'Released files are unavailable right now. Please try again later.';

/** The bucket failed (not a missing file). */
export class ReleaseFilesUnavailableError extends UnavailableError {
  constructor(cause: unknown) {
    super(RELEASE_FILES_UNAVAILABLE, cause);
    this.name = 'ReleaseFilesUnavailableError';
  }
}

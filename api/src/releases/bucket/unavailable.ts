import { HttpError } from '../../plugins/http-error';

export const RELEASE_FILES_UNAVAILABLE =
  'Released files are unavailable right now. Please try again later.';

/** The bucket failed (not a missing file): the client sees a 503, the log the cause. */
export class ReleaseFilesUnavailableError extends HttpError {
  constructor(cause: unknown) {
    super(503, RELEASE_FILES_UNAVAILABLE);
    this.name = 'ReleaseFilesUnavailableError';
    this.cause = cause;
  }
}

import { ERRORS, errorMessageOf, statusOf } from 'shared-contracts';

/**
 * What the modal shows when a login or sign-up call throws: the server's `status: 'error'`
 * message when it answered one (even with a 4xx code), otherwise the network error text.
 */
export function messageForFailure(error: unknown): string {
  const status = statusOf(error);
  const message = errorMessageOf(error, '').trim();
  return status !== undefined && status < 500 && message ? message : ERRORS.network;
}

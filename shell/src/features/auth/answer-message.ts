import axios from 'axios';
import { ERRORS } from 'shared-contracts';

/**
 * What the modal shows when a login or sign-up call throws: the server's `status: 'error'`
 * message when it answered one (even with a 4xx code), otherwise the network error text.
 */
export function messageForFailure(error: unknown): string {
  if (axios.isAxiosError(error) && error.response) {
    const { status } = error.response;
    const data = error.response.data as { message?: unknown } | undefined;
    if (status < 500 && data && typeof data.message === 'string' && data.message.trim()) {
      return data.message;
    }
  }
  return ERRORS.network;
}

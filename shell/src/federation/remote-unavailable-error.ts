/** Thrown when a remote's code cannot be loaded; the page's error boundary shows Retry. */
export class RemoteUnavailableError extends Error {
  constructor(readonly remoteId: string) {
    super(`The ${remoteId.split('/')[0]?.replace('mfe_', '')} section is unavailable right now.`);
    this.name = 'RemoteUnavailableError';
  }
}

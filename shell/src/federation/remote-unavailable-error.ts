/**
 * Thrown when a remote's code cannot be loaded; the page's error boundary shows Retry and the
 * health reports count a load failure. `cause` holds the loader's own error, when there was one.
 */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    options?: ErrorOptions,
  ) {
    super(
      `The ${remoteId.split('/')[0]?.replace('mfe_', '')} section is unavailable right now.`,
      options,
    );
    this.name = 'RemoteUnavailableError';
  }
}

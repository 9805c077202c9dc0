/** Why a fetch of another origin's file gave nothing: the reason completes "<url> ...". */
export class FetchFailed extends Error {}

export interface FetchLimits {
  /** The largest body read; a longer one is refused. */
  maxBytes: number;
  /** How long the whole answer, body included, may take. */
  timeoutMs: number;
}

/**
 * The body of an http(s) GET within size and time limits. A redirect is refused: the URL given is
 * the one that was vetted, never where it points to.
 */
export async function fetchLimited(url: string, limits: FetchLimits): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, {
      signal: AbortSignal.timeout(limits.timeoutMs),
      redirect: 'error',
    });
  } catch {
    throw new FetchFailed('could not be fetched');
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel().catch(() => undefined);
    throw new FetchFailed(`answered ${response.status}`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > limits.maxBytes) throw new FetchFailed('is too large');
      chunks.push(Buffer.from(chunk));
    }
  } catch (error) {
    await response.body.cancel().catch(() => undefined);
    if (error instanceof FetchFailed) throw error;
    throw new FetchFailed('could not be fetched');
  }
  return Buffer.concat(chunks);
}

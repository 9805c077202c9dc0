/** How long a key whose load failed (or found nothing) waits before it is tried again. */
export const RETRY_AFTER_MS = 10_000;

/**
 * A synchronous reader of values that take a request to the bucket: answers the value once
 * loaded, undefined while it loads in the background (the caller never waits). Values are kept
 * (releases never change), at most `limit` of them; a failed or empty load is tried again after
 * RETRY_AFTER_MS.
 */
export function loadedInBackground<T>(
  load: (key: string) => Promise<T | undefined>,
  limit = 64,
): (key: string) => T | undefined {
  const loaded = new Map<string, T>();
  const loading = new Set<string>();
  const retryAt = new Map<string, number>();
  return (key) => {
    const value = loaded.get(key);
    if (value !== undefined) return value;
    if (loading.has(key) || (retryAt.get(key) ?? 0) > Date.now()) return undefined;
    loading.add(key);
    const failed = () => {
      if (retryAt.size >= limit) retryAt.clear();
      retryAt.set(key, Date.now() + RETRY_AFTER_MS);
    };
    load(key)
      .then((result) => {
        if (result === undefined) return failed();
        retryAt.delete(key);
        if (loaded.size >= limit) loaded.clear();
        loaded.set(key, result);
      }, failed)
      .finally(() => loading.delete(key));
    return undefined;
  };
}

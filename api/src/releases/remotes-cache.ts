import type { Database } from '../db/database';

/**
 * `load` with its answers kept per key until a `remotes` change on any instance (every release
 * action publishes one), and read afresh while the change feed is down (it may miss one). A
 * failed load is not kept; past `maxKeys` keys every one is dropped.
 */
export function cachedUntilRemotesChange<K, T>(
  database: Database,
  load: (key: K) => Promise<T>,
  maxKeys = Infinity,
): (key: K) => Promise<T> {
  const cache = new Map<K, Promise<T>>();
  database.changes.subscribe((topic) => {
    if (topic === 'remotes') cache.clear();
  });
  return (key) => {
    if (!database.changes.live) return load(key);
    const kept = cache.get(key);
    if (kept) return kept;
    if (cache.size >= maxKeys) cache.clear();
    const loading = load(key);
    cache.set(key, loading);
    loading.catch(() => {
      if (cache.get(key) === loading) cache.delete(key);
    });
    return loading;
  };
}

/** `make`'s result for a database, made once: one cache per database, whoever asks. */
export function perDatabase<T>(make: (database: Database) => T): (database: Database) => T {
  const made = new WeakMap<Database, T>();
  return (database) => {
    let value = made.get(database);
    if (value === undefined) {
      value = make(database);
      made.set(database, value);
    }
    return value;
  };
}

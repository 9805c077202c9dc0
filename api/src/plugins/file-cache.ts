import fs from 'node:fs';

/**
 * A reader of files that change while the server runs (remotes rebuilt or released): `load`
 * runs again only when a file's modification time changes; a missing file reads as undefined.
 */
export function mtimeCachedReader<T>(load: (file: string) => T | undefined) {
  const cache = new Map<string, { mtimeMs: number; value: T | undefined }>();
  return (file: string): T | undefined => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return undefined;
    }
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = load(file);
    cache.set(file, { mtimeMs, value });
    return value;
  };
}

/** The work's result, or undefined when it takes longer than `budgetMs`. */
export async function withinBudget<T>(work: Promise<T>, budgetMs: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), budgetMs);
  });
  try {
    return await Promise.race([work, budget]);
  } finally {
    clearTimeout(timer);
  }
}

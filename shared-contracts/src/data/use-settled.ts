import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`, so quick typing asks once; the first
 * value, and any value `now` accepts (an emptied search box), are taken at once.
 */
export function useSettled<T>(value: T, delayMs: number, now?: (value: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const immediate = now?.(value) ?? false;
  useEffect(() => {
    if (immediate) return undefined;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs, immediate]);
  return immediate ? value : settled;
}

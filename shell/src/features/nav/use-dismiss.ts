import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popup on a press outside `ref` and on Escape, while `active`.
 * `ignore` lists selectors of places whose presses never count as outside (an alert card).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onDismiss: () => void,
  options: { escape?: boolean } = {},
) {
  const callback = useRef(onDismiss);
  callback.current = onDismiss;
  const escape = options.escape ?? true;
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      const target = event.target as Node | null;
      if (target && ref.current?.contains(target)) return;
      callback.current();
    };
    const onKey = (event: KeyboardEvent) => {
      if (escape && event.key === 'Escape') callback.current();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [active, ref, escape]);
}

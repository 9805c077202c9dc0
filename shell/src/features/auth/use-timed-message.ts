import { useCallback, useEffect, useRef, useState } from 'react';

/** A message that clears itself after `durationMs` (the modal's 4 s errors). */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return { message, show, clear };
}

import { useEffect, useState } from 'react';
import { countdownTo, TIMINGS, type CountdownParts } from 'shared-contracts';

/** Time left until `endsAt`, refreshed every second; stops ticking once the end has passed. */
export function useCountdown(endsAt: string): CountdownParts {
  const [parts, setParts] = useState(() => countdownTo(endsAt));
  useEffect(() => {
    const update = () => setParts(countdownTo(endsAt));
    update();
    if (countdownTo(endsAt).ended) return undefined;
    const timer = setInterval(() => {
      const next = countdownTo(endsAt);
      setParts(next);
      if (next.ended) clearInterval(timer);
    }, TIMINGS.countdownTickMs);
    return () => clearInterval(timer);
  }, [endsAt]);
  return parts;
}

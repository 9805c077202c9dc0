import { useEffect, useState } from 'react';
import { countdownTo, firstPaintNow, TIMINGS, type CountdownParts } from 'shared-contracts';

const ENDED: CountdownParts = { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };

/** Time left until `endsAt` at `now`; an end that is not a date has passed. */
const partsAt = (endsAt: string, now: Date): CountdownParts =>
  Number.isNaN(Date.parse(endsAt)) ? ENDED : countdownTo(endsAt, now);

/**
 * Time left until `endsAt`, refreshed every second; stops ticking once the end has passed. The
 * first render counts from the first paint's time, so a painted countdown hydrates as it was.
 */
export function useCountdown(endsAt: string): CountdownParts {
  const [parts, setParts] = useState(() => partsAt(endsAt, firstPaintNow()));
  useEffect(() => {
    const now = partsAt(endsAt, new Date());
    setParts(now);
    if (now.ended) return undefined;
    const timer = setInterval(() => {
      const next = partsAt(endsAt, new Date());
      setParts(next);
      if (next.ended) clearInterval(timer);
    }, TIMINGS.countdownTickMs);
    return () => clearInterval(timer);
  }, [endsAt]);
  return parts;
}

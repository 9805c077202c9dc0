import { LIMITS } from '../constants/timings';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'Newly added' badge: ProductionYear within 3 days of now (never for future or unparsable dates beyond that). */
export function isNewlyAdded(
  productionYear: string | null | undefined,
  now: Date = new Date(),
): boolean {
  if (!productionYear) return false;
  const at = Date.parse(productionYear);
  if (Number.isNaN(at)) return false;
  const age = now.getTime() - at;
  return age <= LIMITS.newlyAddedDays * DAY_MS && age >= -DAY_MS;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Time left until `endsAt`; all zero and ended once it has passed. */
export function countdownTo(endsAt: string | Date, now: Date = new Date()): CountdownParts {
  const end = typeof endsAt === 'string' ? Date.parse(endsAt) : endsAt.getTime();
  const left = Math.max(0, end - now.getTime());
  const totalSeconds = Math.floor(left / 1000);
  return {
    days: Math.floor(totalSeconds / 86400),
    hours: Math.floor((totalSeconds % 86400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    ended: left <= 0,
  };
}

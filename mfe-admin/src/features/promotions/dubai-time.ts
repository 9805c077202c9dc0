// Promotions are entered and shown on the shop's clock, whatever the administrator's computer says.

/** Asia/Dubai is UTC+4 all year: no daylight saving to account for. */
const DUBAI_OFFSET = '+04:00';
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** What a datetime-local input holds: a date and a time, seconds optional, no offset. */
const LOCAL_INPUT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

const dubaiFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Dubai',
});

/** '1 Dec 2026, 00:00' in Dubai; the text as it came when it is not a date. */
export function formatDubai(iso: string): string {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : dubaiFormat.format(at);
}

/**
 * A moment as a datetime-local value on Dubai's clock: '2026-12-31T23:59', with the seconds
 * only when they are set, so saving unchanged keeps the moment to the second.
 */
export function dubaiInputOf(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const local = new Date(at + DUBAI_OFFSET_MS).toISOString();
  return local.slice(16, 23) === ':00.000' ? local.slice(0, 16) : local.slice(0, 19);
}

/**
 * A datetime-local value read on Dubai's clock, as ISO with its offset
 * ('2026-12-01T00:00:00+04:00'). Anything else goes as typed, for the check to name.
 */
export function isoFromDubaiInput(value: string): string {
  const text = value.trim();
  if (!LOCAL_INPUT.test(text)) return text;
  return `${text.length === 16 ? `${text}:00` : text}${DUBAI_OFFSET}`;
}

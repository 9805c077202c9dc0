// Dates on the signed-in screens ('5 Mar 2026'), in the visitor's time zone.
const dateFormatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const dateTimeFormatter = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** '5 Mar 2026', or the raw text when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  const at = parse(value);
  return at ? dateFormatter.format(at) : (value ?? '');
}

/** '5 Mar 2026, 14:05' for timestamps; a date alone for plain YYYY-MM-DD values. */
export function formatDateTime(value: string | null | undefined): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const at = parse(value);
  return at ? dateTimeFormatter.format(at) : (value ?? '');
}

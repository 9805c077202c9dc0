const dateFormatter = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const dateTimeFormatter = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function parse(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/** '05 Mar 2026', or the raw text when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  const at = parse(value);
  return at ? dateFormatter.format(at) : (value ?? '');
}

/** '05 Mar 2026, 14:05' for timestamps; a date alone for plain YYYY-MM-DD values. */
export function formatDateTime(value: string | null | undefined): string {
  if (value && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  const at = parse(value);
  return at ? dateTimeFormatter.format(at) : (value ?? '');
}

/** '15%' for an offer, '—' for none. */
export function formatOffer(percent: number | null | undefined): string {
  const value = Number(percent ?? 0);
  return value > 0 ? `${value}%` : '—';
}

// Small number helpers shared by the bench modules.

/** The p-th percentile (0-100) of a list of numbers, nearest rank; NaN for an empty list. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const median = (values) => percentile(values, 50);

export const round = (value, digits = 1) =>
  Number.isFinite(value) ? Number(value.toFixed(digits)) : null;

export const mb = (bytes) => round(bytes / 1024 / 1024, 0);

export const kb = (bytes) => round(bytes / 1024, 1);

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

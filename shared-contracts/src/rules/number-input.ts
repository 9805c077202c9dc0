/**
 * German-style thousands separators while typing (the sell form's quantity): '12345' -> '12.345'.
 * Anything but digits is dropped.
 */
export function formatGermanThousands(input: string): string {
  const digits = input.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** The number behind a German-formatted input ('12.345' -> 12345); NaN when empty. */
export function parseGermanThousands(input: string): number {
  const digits = input.replace(/\D/g, '');
  return digits === '' ? Number.NaN : Number.parseInt(digits, 10);
}

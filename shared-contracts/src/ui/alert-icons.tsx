import type { AlertVariant } from '../store/ui-slice';

/** The marks of the three alert variants: 20 px line icons drawn in currentColor. */
const MARKS: Record<AlertVariant, string> = {
  error: 'M12 8v4M12 16h.01',
  success: 'm9 12 2 2 4-4',
  info: 'M12 16v-4M12 8h.01',
};

export function AlertIcon({ variant }: { variant: AlertVariant }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={MARKS[variant] ?? MARKS.info} />
    </svg>
  );
}

import styled from 'styled-components';

export type BadgeTone = 'success' | 'accent' | 'muted' | 'danger' | 'info';

const TONES: Record<string, BadgeTone> = {
  Available: 'success',
  OnSale: 'accent',
  SoldOut: 'danger',
  Archived: 'muted',
  Submitted: 'info',
  Pending: 'info',
  Confirmed: 'info',
  Authenticated: 'accent',
  Shipped: 'accent',
  Delivered: 'success',
  Cancelled: 'danger',
  Returned: 'muted',
};

/** A soft pill in one of the back-office's status tones. */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 3px 9px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.06em;
  white-space: nowrap;
  ${({ theme, $tone }) => {
    switch ($tone) {
      case 'success':
        return `color: ${theme.colors.success}; background: ${theme.colors.successSoft};`;
      case 'accent':
        return `color: ${theme.colors.accentDark}; background: ${theme.colors.accentSoft};`;
      case 'danger':
        return `color: ${theme.colors.danger}; background: ${theme.colors.dangerSoft};`;
      case 'info':
        return `color: ${theme.colors.info}; background: ${theme.colors.infoSoft};`;
      default:
        return `color: ${theme.colors.muted}; background: ${theme.colors.surfaceAlt};`;
    }
  }}
`;

/** A product or order status as a soft pill. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  const text = status ?? '';
  return <Badge $tone={TONES[text] ?? 'muted'}>{text || '—'}</Badge>;
}

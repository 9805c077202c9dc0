import styled from 'styled-components';
import type { OrderStatus } from 'shared-contracts';
import { textOf, useAccountText } from '../../i18n/messages';

export type Tone = 'info' | 'accent' | 'success' | 'danger' | 'muted';

const TONES: Record<OrderStatus, Tone> = {
  Pending: 'info',
  Confirmed: 'info',
  Authenticated: 'accent',
  Shipped: 'accent',
  Delivered: 'success',
  Cancelled: 'muted',
  Returned: 'danger',
};

/** A small uppercase state label in one of the theme's tones (order statuses, payout states). */
export const ToneBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 3px 10px;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  white-space: nowrap;
  color: ${({ theme, $tone }) =>
    $tone === 'accent'
      ? theme.colors.accentDark
      : $tone === 'muted'
        ? theme.colors.muted
        : theme.colors[$tone]};
  background: ${({ theme, $tone }) =>
    $tone === 'muted'
      ? theme.colors.surfaceAlt
      : theme.colors[`${$tone}Soft` as 'accentSoft' | 'infoSoft' | 'successSoft' | 'dangerSoft']};
`;

/** An order's status as a small coloured label. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const t = useAccountText();
  return (
    <ToneBadge className={className} $tone={TONES[status as OrderStatus] ?? 'muted'}>
      {textOf(t, 'orderStatus', status)}
    </ToneBadge>
  );
}

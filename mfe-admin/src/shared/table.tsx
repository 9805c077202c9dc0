import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BREAKPOINTS } from 'shared-contracts';

/** A horizontally scrollable frame so wide tables stay usable on small screens. */
export const TableScroller = styled.div`
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13.5px;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 11px 14px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    position: sticky;
    top: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.muted};
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: #fdfcfa;
  }
`;

export const NumberCell = styled.td`
  text-align: right !important;
  white-space: nowrap;
`;

export const NoWrap = styled.span`
  white-space: nowrap;
`;

export const Clamp = styled.span<{ $width?: number }>`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-width: ${({ $width }) => $width ?? 180}px;
  max-width: ${({ $width }) => ($width ?? 180) + 80}px;
  color: ${({ theme }) => theme.colors.muted};
`;

const EmptyCell = styled.td`
  padding: 48px 16px !important;
  text-align: left !important;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Keeps the message in view at the left edge however wide the table scrolls. */
const InView = styled.span`
  position: sticky;
  left: 16px;
  display: inline-block;
`;

/** A full-width row for empty and error states inside a table body. */
export function TableMessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <EmptyCell colSpan={colSpan}>
        <InView>{children}</InView>
      </EmptyCell>
    </tr>
  );
}

/** Values stacked in one cell: a payment's method over its status, a date over its time. */
export const CellLines = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
`;

/** The quieter line of a cell (a time, an apartment, a phone number). */
export const Quiet = styled.span`
  font-size: 12.5px;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * Long machine text (a provider's reference): monospace, cut with an ellipsis past `$width` in a
 * table row (whole in its title), whole and wrapped on a card, where no pointer hovers.
 */
export const Mono = styled.span<{ $width?: number }>`
  display: inline-block;
  max-width: ${({ $width }) => $width ?? 180}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 12px;
  @media (max-width: ${BREAKPOINTS.tabletMax}px) {
    max-width: 100%;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

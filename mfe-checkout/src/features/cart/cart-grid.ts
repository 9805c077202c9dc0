import styled from 'styled-components';

/**
 * The bag's table-like grid: Product, Price, Quantity, Total at 5/2/3/2 of 12 from the md
 * breakpoint up; on mobile each line stacks as a card whose cells carry their own labels.
 */
export const Table = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.ink};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: 5fr 2fr 3fr 2fr;
  gap: 16px;
  align-items: center;
  padding: 24px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  &[data-sold-out] img,
  &[data-sold-out] [data-cell='price'] {
    opacity: 0.5;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr 1fr;
    gap: 14px 12px;
    padding: 20px 0;
  }
`;

export const HeaderRow = styled(Row)`
  padding: 14px 0;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const Cell = styled.div<{ $align?: 'end' | 'center' }>`
  min-width: 0;
  text-align: ${({ $align }) => $align ?? 'start'};
  ${({ theme }) => theme.media.mobile} {
    text-align: start;
    &[data-label]::before {
      content: attr(data-label);
      display: block;
      margin-bottom: 4px;
      font-size: 11px;
      font-weight: 600;
      letter-spacing: 0.14em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.muted};
    }
  }
`;

export const ProductCell = styled(Cell)`
  display: flex;
  gap: 18px;
  align-items: flex-start;
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;

export const QuantityCell = styled(Cell)`
  ${({ theme }) => theme.media.mobile} {
    justify-self: end;
    &[data-label]::before {
      text-align: end;
    }
  }
`;

export const TotalCell = styled(Cell)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    padding-top: 12px;
    border-top: 1px dashed ${({ theme }) => theme.colors.border};
    &[data-label]::before {
      margin: 0;
    }
  }
`;

import styled from 'styled-components';
import { BREAKPOINTS, Button, Skeleton } from 'shared-contracts';
import { Table, TableMessageRow, TableScroller } from '../../shared/table';
import type { LoadState, RecordColumn } from './types';

const Faded = styled.tbody<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 0.2s ease;
`;

/** Up to tablets a row is a card: the columns of a wide list do not fit there. */
const narrow = `@media (max-width: ${BREAKPOINTS.tabletMax}px)`;

/**
 * Tighter cells and headers that may wrap, so a wide list fits a laptop's window; on tablets and
 * phones each row is a card of labelled values (the header row stays for assistive technology).
 */
const Cards = styled(Table)`
  th,
  td {
    padding: 11px 10px;
  }
  thead th {
    white-space: normal;
  }
  th[data-numeric],
  td[data-numeric] {
    text-align: right;
    white-space: nowrap;
  }
  ${narrow} {
    display: block;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
    tbody {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 12px 16px;
      padding: 16px;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 4px;
      min-width: 0;
      padding: 0;
      border: 0;
      text-align: left;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    td[colspan] {
      grid-column: 1 / -1;
    }
    td[data-wide] {
      grid-column: span 2;
    }
    td[data-label]::before {
      content: attr(data-label);
      font-size: 11px;
      font-weight: 600;
      letter-spacing: 0.1em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.subtle};
    }
    tbody tr:hover td {
      background: none;
    }
  }
  ${({ theme }) => theme.media.mobile} {
    tr {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
`;

interface RecordTableProps<T> {
  /** The scrolling region's accessible name, e.g. 'Payments table'. */
  label: string;
  /** Rows shown while the first page loads. */
  skeletonRows?: number;
  columns: RecordColumn<T>[];
  rows: T[];
  idOf: (row: T) => number;
  state: LoadState;
  /** Shown when the page loaded with no rows. */
  empty: string;
  /** Shown with 'Try again' when the page could not be loaded. */
  failed: string;
  onRetry: () => void;
}

/** A read-only back-office table: skeleton rows on the first load, then rows, empty or error. */
export function RecordTable<T>(props: RecordTableProps<T>) {
  const { label, columns, rows, idOf, state, empty, failed, onRetry, skeletonRows = 5 } = props;
  const span = columns.length;
  return (
    <TableScroller tabIndex={0} role="region" aria-label={label}>
      <Cards aria-busy={state === 'loading' || undefined}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} data-numeric={column.numeric || undefined}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <Faded $busy={state === 'loading' && rows.length > 0}>
          {state === 'loading' &&
            rows.length === 0 &&
            Array.from({ length: skeletonRows }, (_, i) => (
              <tr key={i} aria-hidden="true">
                {Array.from({ length: span }, (__, j) => (
                  <td key={j}>
                    <Skeleton $height="14px" $width="64px" />
                  </td>
                ))}
              </tr>
            ))}
          {state === 'error' && (
            <TableMessageRow colSpan={span}>
              <Stack>
                {failed}
                <Button type="button" $variant="ghost" $small onClick={onRetry}>
                  Try again
                </Button>
              </Stack>
            </TableMessageRow>
          )}
          {state === 'ready' && rows.length === 0 && (
            <TableMessageRow colSpan={span}>{empty}</TableMessageRow>
          )}
          {rows.map((row) => (
            <tr key={idOf(row)}>
              {columns.map((column) => (
                <td
                  key={column.header}
                  data-label={column.unlabelled ? undefined : column.header}
                  data-wide={column.wide || undefined}
                  data-numeric={column.numeric || undefined}
                >
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </Faded>
      </Cards>
    </TableScroller>
  );
}

import { Pencil, Trash2 } from 'lucide-react';
import styled from 'styled-components';
import { Button, Skeleton } from 'shared-contracts';
import { RowButton } from '../../shared/RowActions';
import { NumberCell, Table, TableMessageRow, TableScroller } from '../../shared/table';
import type { EntityListConfig, LoadState } from './types';

const Faded = styled.tbody<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.55 : 1)};
  transition: opacity 0.2s ease;
`;

const Stack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
`;

interface EntityTableProps<T, D> {
  config: EntityListConfig<T, D>;
  rows: T[];
  state: LoadState;
  searching: boolean;
  deletingId: number | null;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  onRetry: () => void;
}

export function EntityTable<T, D>(props: EntityTableProps<T, D>) {
  const { config, rows, state, searching, deletingId, onEdit, onDelete, onRetry } = props;
  const span = config.columns.length + 2;
  const firstLoad = state === 'loading' && rows.length === 0;
  return (
    <TableScroller tabIndex={0} role="region" aria-label={`${config.title} table`}>
      <Table aria-busy={state === 'loading' || undefined}>
        <thead>
          <tr>
            {config.columns.map((column) => (
              <th key={column.header} style={column.numeric ? { textAlign: 'right' } : undefined}>
                {column.header}
              </th>
            ))}
            <th>Edit</th>
            <th>Delete</th>
          </tr>
        </thead>
        <Faded $busy={state === 'loading' && rows.length > 0}>
          {firstLoad &&
            Array.from({ length: 6 }, (_, i) => (
              <tr key={`skeleton-${i}`} aria-hidden="true">
                {Array.from({ length: span }, (__, j) => (
                  <td key={j}>
                    <Skeleton $height="14px" $width={j === 1 ? '120px' : '56px'} />
                  </td>
                ))}
              </tr>
            ))}
          {state === 'error' && (
            <TableMessageRow colSpan={span}>
              <Stack>
                The list could not be loaded.
                <Button type="button" $variant="ghost" $small onClick={onRetry}>
                  Try again
                </Button>
              </Stack>
            </TableMessageRow>
          )}
          {state === 'ready' && rows.length === 0 && (
            <TableMessageRow colSpan={span}>
              {searching ? 'Nothing matches this search.' : 'Nothing here yet.'}
            </TableMessageRow>
          )}
          {rows.map((row) => {
            const id = config.idOf(row);
            const busy = deletingId === id;
            return (
              <tr key={id}>
                {config.columns.map((column) =>
                  column.numeric ? (
                    <NumberCell key={column.header}>{column.render(row)}</NumberCell>
                  ) : (
                    <td key={column.header}>{column.render(row)}</td>
                  ),
                )}
                <td>
                  <RowButton type="button" onClick={() => onEdit(row)} disabled={busy}>
                    <Pencil size={13} aria-hidden="true" />
                    Edit
                  </RowButton>
                </td>
                <td>
                  <RowButton type="button" $danger onClick={() => onDelete(row)} disabled={busy}>
                    <Trash2 size={13} aria-hidden="true" />
                    Delete
                  </RowButton>
                </td>
              </tr>
            );
          })}
        </Faded>
      </Table>
    </TableScroller>
  );
}

import styled from 'styled-components';
import { SelectField } from 'shared-contracts/ui-extras';
import { PageHeader } from '../../shared/PageHeader';
import { ListFooter } from './ListFooter';
import { RecordTable } from './RecordTable';
import type { FilteredListConfig, RecordColumn } from './types';
import { useListFilters } from './use-list-filters';
import { usePagedRows } from './use-paged-rows';

/** The filter sits in the header's action row: no field margin under it there. */
const Filter = styled.div`
  min-width: 200px;
  > div {
    margin-bottom: 0;
  }
  ${({ theme }) => theme.media.mobile} {
    width: 100%;
  }
`;

/**
 * A back-office list with a status filter (Orders, Payments, Mail): newest first as the server
 * pages them, the filter and the page kept in the URL, the table and the paginated footer.
 * `columns` replaces the config's when a column acts on the page (Mail's Send again).
 */
export function FilteredListPage<T, S extends string>({
  config,
  columns = config.columns,
}: {
  config: FilteredListConfig<T, S>;
  columns?: RecordColumn<T>[];
}) {
  const { status, page, setStatus, setPage } = useListFilters(config.isStatus);
  const limit = config.pageSize;
  // The status goes along only when one is chosen: the cache keeps one entry per query.
  const query = config.usePage(status ? { page, limit, status } : { page, limit });
  const { state, rows, total, pageCount } = usePagedRows(query, {
    page,
    limit,
    setPage,
    fetchError: config.fetchError,
  });

  return (
    <>
      <PageHeader
        title={config.title}
        lead={state === 'ready' ? config.lead(total, status) : config.intro}
        actions={
          <Filter>
            <SelectField
              label={config.filterLabel ?? 'Status'}
              value={status ?? ''}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="">{config.allStatuses}</option>
              {config.statuses.map((value) => (
                <option key={value} value={value}>
                  {config.statusLabel(value)}
                </option>
              ))}
            </SelectField>
          </Filter>
        }
      />
      <RecordTable
        label={config.tableLabel}
        columns={columns}
        rows={rows}
        idOf={config.idOf}
        state={state}
        empty={status ? config.emptyWithStatus(status) : config.empty}
        failed={config.loadFailed}
        onRetry={query.refetch}
      />
      <ListFooter
        ready={state === 'ready'}
        page={page}
        pageSize={limit}
        pageCount={pageCount}
        shown={rows.length}
        total={total}
        onPageChange={setPage}
      />
    </>
  );
}

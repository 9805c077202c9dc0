import { useCallback, useEffect, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import styled from 'styled-components';
import { Button, TIMINGS, pageCountOf, useNotify } from 'shared-contracts';
import { UploadProgressBar } from 'shared-contracts/ui-extras';
import { ADMIN_TEXT } from 'shared-contracts/admin-text';
import { ModalForm } from '../../shared/Modal';
import { FormError } from '../../shared/fields';
import { PageHeader } from '../../shared/PageHeader';
import { EntityTable } from './EntityTable';
import { ListFooter } from './ListFooter';
import { SearchBox } from './SearchBox';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import type { EntityListConfig } from './types';
import { useDebouncedValue } from './use-debounced-value';
import { useEntityEditor } from './use-entity-editor';
import { useRowDelete } from './use-row-delete';

const FormProgress = styled(UploadProgressBar)`
  margin-bottom: 16px;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: 12px;
  width: 100%;
  button {
    flex: none;
  }
`;

/**
 * The one back-office list screen (brands, categories, colours, genders, products, users): server
 * search, Add, a table with Edit and Delete, the paginated footer and the Add/Edit modal form.
 */
export function AdminListPage<T, D>({ config }: { config: EntityListConfig<T, D> }) {
  const text = ADMIN_TEXT[config.entity];
  const notify = useNotify();
  const addButton = useRef<HTMLButtonElement>(null);
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), TIMINGS.searchDebounceMs);
  // Page and search change together, so a new search always starts on page 1 in one request.
  const [{ page, search }, setPaging] = useState({ page: 1, search: '' });
  const setPage = useCallback((next: number) => setPaging((p) => ({ ...p, page: next })), []);

  useEffect(() => {
    setPaging((p) => (p.search === settled ? p : { page: 1, search: settled }));
  }, [settled]);

  // The cache keeps one entry per page and search, so a late answer never shows on another page.
  const limit = config.pageSize;
  const response = config.usePage(search ? { page, limit, search } : { page, limit });
  const state = loadStateOf(response);
  const failed = state === 'error';
  const list = {
    state,
    rows: failed || !Array.isArray(response.data?.data) ? [] : response.data.data,
    total: failed ? 0 : Number(response.data?.total) || 0,
  };
  useQueryFailure(response.error, (error) => {
    console.error(text.fetchError, error);
    if (!config.logFetchErrorsOnly) notify.error(text.fetchError);
  });
  const pageCount = pageCountOf(list.total, config.pageSize);

  // After a delete emptied the last page, step back to the new last page.
  useEffect(() => {
    if (list.state === 'ready' && pageCount > 0 && page > pageCount) setPage(pageCount);
  }, [list.state, page, pageCount, setPage]);

  const editor = useEntityEditor(config);
  const deletion = useRowDelete(config);
  const { Fields } = config.form;

  return (
    <>
      <PageHeader
        title={config.title}
        lead={config.description}
        actions={
          <Toolbar>
            <SearchBox value={query} onChange={setQuery} />
            <Button
              ref={addButton}
              type="button"
              onClick={editor.openAdd}
              disabled={editor.opening}
            >
              <Plus size={16} aria-hidden="true" />
              Add
            </Button>
          </Toolbar>
        }
      />
      <EntityTable
        config={config}
        rows={list.rows}
        state={list.state}
        searching={Boolean(search)}
        deletingId={deletion.deletingId}
        onEdit={editor.openEdit}
        onDelete={deletion.remove}
        onRetry={response.refetch}
      />
      <ListFooter
        ready={list.state === 'ready'}
        page={page}
        pageSize={config.pageSize}
        pageCount={pageCount}
        shown={list.rows.length}
        total={list.total}
        onPageChange={setPage}
      />
      {editor.editor && (
        <ModalForm
          title={`${editor.editor.mode === 'add' ? 'Add' : 'Edit'} ${config.noun}`}
          saving={editor.saving}
          onClose={editor.close}
          onSubmit={editor.save}
          // Add is disabled while the next ID loads, so it may have lost focus by then.
          returnFocus={editor.editor.mode === 'add' ? addButton : undefined}
        >
          {editor.formError && <FormError role="alert">{editor.formError}</FormError>}
          <Fields
            draft={editor.editor.draft}
            mode={editor.editor.mode}
            onChange={editor.change}
            errors={editor.fieldErrors}
          />
          {editor.progress !== null && <FormProgress percent={editor.progress} />}
        </ModalForm>
      )}
    </>
  );
}

import { useEffect, useMemo, useRef } from 'react';
import { Plus } from 'lucide-react';
import styled from 'styled-components';
import { Button, PAGE_SIZES } from 'shared-contracts';
import {
  LOOKUP_OPTIONS,
  useBrandLookupQuery,
  useCategoryLookupQuery,
  useLoggedError,
} from 'shared-contracts/queries';
import { usePromotionsPageQuery } from '../../api';
import { AdminFrame } from '../frame/AdminFrame';
import { ListFooter } from '../list/ListFooter';
import { RecordTable } from '../list/RecordTable';
import { useListFilters } from '../list/use-list-filters';
import { usePagedRows } from '../list/use-paged-rows';
import { ModalForm } from '../../shared/Modal';
import { FormError } from '../../shared/fields';
import { PageHeader } from '../../shared/PageHeader';
import { PromotionFields, type ScopeChoices } from './PromotionFields';
import { promotionColumns } from './promotions-config';
import { PROMOTION_TEXT } from './texts';
import { usePromotionEditor } from './use-promotion-editor';

/** Scrolled to with a little room above it. */
const Refusal = styled(FormError)`
  scroll-margin: 20px;
`;

/** The list has no status filter: only its page goes in the URL. */
const noStatus = (_value: unknown): _value is never => false;

/** Brands and categories for the scope's names and choices, from the shared lookups. */
function useScopeChoices(): { brands: ScopeChoices; categories: ScopeChoices } {
  const brands = useBrandLookupQuery(undefined, LOOKUP_OPTIONS);
  const categories = useCategoryLookupQuery(undefined, LOOKUP_OPTIONS);
  useLoggedError(brands.error, 'Error fetching brands:');
  useLoggedError(categories.error, 'Error fetching categories:');
  return useMemo(
    () => ({
      brands: {
        options: (brands.data ?? []).map((brand) => ({ id: brand.BrandID, name: brand.Name })),
        loading: brands.isLoading,
        failed: brands.isError,
      },
      categories: {
        options: (categories.data ?? []).map((category) => ({
          id: category.CategoireID,
          name: category.Name,
        })),
        loading: categories.isLoading,
        failed: categories.isError,
      },
    }),
    [
      brands.data,
      brands.isLoading,
      brands.isError,
      categories.data,
      categories.isLoading,
      categories.isError,
    ],
  );
}

function Promotions() {
  const { page, setPage } = useListFilters(noStatus);
  const limit = PAGE_SIZES.orders;
  const query = usePromotionsPageQuery({ page, limit });
  const { state, rows, total, pageCount } = usePagedRows(query, {
    page,
    limit,
    setPage,
    fetchError: PROMOTION_TEXT.fetchError,
  });

  const scope = useScopeChoices();
  const editor = usePromotionEditor();
  const { openEdit } = editor;
  const columns = useMemo(
    () =>
      promotionColumns(
        { brands: scope.brands.options, categories: scope.categories.options },
        openEdit,
      ),
    [scope, openEdit],
  );

  const addButton = useRef<HTMLButtonElement>(null);
  const fields = useRef<HTMLDivElement>(null);
  const refusal = useRef<HTMLParagraphElement>(null);
  // A save the check kept back takes focus to the first field it named.
  useEffect(() => {
    if (editor.refusedChecks > 0) {
      fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [editor.refusedChecks]);
  // The server's reason shows at the top of the fields, which may be scrolled past.
  useEffect(() => {
    if (editor.formError) refusal.current?.scrollIntoView?.({ block: 'nearest' });
  }, [editor.formError]);

  return (
    <>
      <PageHeader
        title={PROMOTION_TEXT.title}
        lead={state === 'ready' && total > 0 ? PROMOTION_TEXT.lead(total) : PROMOTION_TEXT.intro}
        actions={
          <Button ref={addButton} type="button" onClick={editor.openAdd}>
            <Plus size={16} aria-hidden="true" />
            {PROMOTION_TEXT.add}
          </Button>
        }
      />
      <RecordTable
        label={PROMOTION_TEXT.tableLabel}
        columns={columns}
        rows={rows}
        idOf={(promotion) => promotion.PromotionID}
        state={state}
        empty={PROMOTION_TEXT.empty}
        failed={PROMOTION_TEXT.loadFailed}
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
      {editor.editor && (
        <ModalForm
          title={
            editor.editor.mode === 'add'
              ? PROMOTION_TEXT.addTitle
              : PROMOTION_TEXT.editTitle(editor.editor.code)
          }
          saving={editor.saving}
          onClose={editor.close}
          onSubmit={editor.save}
          returnFocus={editor.editor.mode === 'add' ? addButton : undefined}
        >
          <div ref={fields}>
            {editor.formError && (
              <Refusal ref={refusal} role="alert">
                {editor.formError}
              </Refusal>
            )}
            <PromotionFields
              draft={editor.editor.draft}
              onChange={editor.change}
              errors={editor.fieldErrors}
              brands={scope.brands}
              categories={scope.categories}
            />
          </div>
        </ModalForm>
      )}
    </>
  );
}

/** Coupon codes: the list with each code's uses and state, and the Add/Edit dialog. */
export function PromotionsPage() {
  return (
    <AdminFrame>
      <Promotions />
    </AdminFrame>
  );
}

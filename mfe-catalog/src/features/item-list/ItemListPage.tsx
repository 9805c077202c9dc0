import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Button,
  Notice,
  PageContainer,
  PageTitle,
  useCommonText,
  useLanguage,
} from 'shared-contracts';
import { Select } from 'shared-contracts/ui-extras';
import { FILTER_KEYS } from 'shared-contracts/product-list';
import { isProductSort, PRODUCT_SORTS, type ProductSort } from 'shared-contracts/product-sort';
import { useCatalogText } from '../../i18n/catalog';
import { Breadcrumbs } from '../../shared/Breadcrumbs';
import { useRichText } from '../../shared/rich-text';
import { formatCount } from '../../shared/numbers';
import { ProductGrid, ProductGridSkeleton } from '../../shared/ProductGrid';
import { ProductCard } from '../product-card/ProductCard';
import { FilterPanel } from './FilterPanel';
import { listCatalog, useListText, type ListKey } from './i18n/catalog';
import { useFacets } from './use-facets';
import { useFilterParams } from './use-filter-params';
import { useLookups } from './use-lookups';
import { useProductList } from './use-product-list';

/** Cards in the first row at the widest layout (3 columns): their images load first. */
const FIRST_ROW = 3;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: 48px;
  align-items: start;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 200px minmax(0, 1fr);
    gap: 32px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;

const Sidebar = styled.aside<{ $open: boolean }>`
  position: sticky;
  top: 24px;
  ${({ theme }) => theme.media.mobile} {
    position: fixed;
    inset-block: 0;
    inset-inline: 0 auto;
    z-index: ${({ theme }) => theme.z.drawer};
    width: min(86vw, 340px);
    padding: 0 20px 24px;
    overflow-y: auto;
    background: #fff;
    box-shadow: ${({ theme }) => theme.shadow.pop};
    transform: translateX(${({ $open }) => ($open ? '0' : '-105%')});
    /* The drawer slides in from the inline start: the right in right-to-left. */
    [dir='rtl'] & {
      transform: translateX(${({ $open }) => ($open ? '0' : '105%')});
    }
    visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    /* Closed, its filter lists skip style, layout and paint: a phone's first layout of the page
       used to lay them out unseen, type sizes and all. Closing keeps them until the slide ends. */
    content-visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
    transition:
      transform 0.3s ease,
      visibility 0.3s,
      content-visibility 0.3s allow-discrete;
  }
`;

const DrawerHeader = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    top: 0;
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: 16px 0;
    margin-bottom: 8px;
    background: #fff;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    h2 {
      margin: 0;
      font-size: 20px;
    }
  }
`;

const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: 0;
  background: none;
  cursor: pointer;
`;

const DrawerFooter = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: sticky;
    bottom: 0;
    padding-top: 12px;
    background: #fff;
  }
`;

const Backdrop = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    position: fixed;
    inset: 0;
    z-index: ${({ theme }) => theme.z.drawer - 1};
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 24px;
  min-height: 36px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

const ToolbarSide = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
`;

/** The sort stays in view on every layout: on a phone it sits above the grid, outside the drawer. */
const SortField = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  white-space: nowrap;
  select {
    width: auto;
    min-height: 36px;
    padding: 6px 10px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const FiltersButton = styled(Button)`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-size: 11px;
  letter-spacing: 0;
`;

const ClearButton = styled.button`
  border: 0;
  background: none;
  padding: 4px 0;
  font-size: 12px;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: underline;
  text-underline-offset: 4px;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.ink};
`;

const Empty = styled.div`
  padding: 64px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0 0 20px;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 20px;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 48px;
`;

/** The sorts' labels by their catalog messages (PRODUCT_SORTS holds the English ones). */
const SORT_LABELS: Record<ProductSort, ListKey> = {
  newest: 'sortNewest',
  price_asc: 'sortPriceAsc',
  price_desc: 'sortPriceDesc',
  discount: 'sortDiscount',
};

/**
 * What's New: breadcrumb, URL-synced filters with counts (a drawer on mobile), sort, product
 * cards and Load more. With `q` it is the search results page for that text.
 */
export function ItemListPage() {
  const t = useListText();
  const shared = useCatalogText();
  const common = useCommonText();
  const rich = useRichText(listCatalog);
  const language = useLanguage();
  const filters = useFilterParams();
  const { selected, toggle, clear, query } = filters;
  const lookups = useLookups();
  const list = useProductList(query);
  const counts = useFacets(query);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerRef = useRef<HTMLElement>(null);
  const search = filters.refinements.q;
  const priceSet = filters.priceMin.trim() !== '' || filters.priceMax.trim() !== '';
  const filterCount =
    FILTER_KEYS.reduce((sum, key) => sum + selected[key].length, 0) + (priceSet ? 1 : 0);
  const title = search ? t('searchTitle', { q: search }) : common('whatsNew');
  /** '24' or, while more pages come, '24+'. */
  const shownCount =
    list.status === 'success'
      ? `${formatCount(list.items.length, language)}${list.hasMore ? '+' : ''}`
      : '';
  // Without a sort a search is ranked by best match, the plain list by newest.
  const sortValue = filters.sort || (search ? '' : 'newest');

  useEffect(() => {
    if (!drawerOpen) return undefined;
    drawerRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen]);

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: shared('home'), to: '/' }, { label: title }]} />
      <PageTitle>{title}</PageTitle>
      <Columns>
        {drawerOpen && <Backdrop aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
        <Sidebar
          id="item-filters"
          ref={drawerRef}
          $open={drawerOpen}
          tabIndex={-1}
          aria-label={t('filters')}
        >
          <DrawerHeader>
            <h2>{t('filters')}</h2>
            <IconButton
              type="button"
              aria-label={t('closeFilters')}
              onClick={() => setDrawerOpen(false)}
            >
              <X size={22} aria-hidden="true" />
            </IconButton>
          </DrawerHeader>
          <FilterPanel
            lookups={lookups}
            selected={selected}
            counts={counts}
            priceMin={filters.priceMin}
            priceMax={filters.priceMax}
            onToggle={toggle}
            onPriceRange={filters.setPriceRange}
          />
          <DrawerFooter>
            <Button type="button" $block onClick={() => setDrawerOpen(false)}>
              {list.status === 'success'
                ? rich('showResultsCount', { ltr: { count: shownCount } })
                : t('showResults')}
            </Button>
          </DrawerFooter>
        </Sidebar>

        <section aria-label={t('products')}>
          {/* The cards' names are level-3 headings: keep the outline h1 > h2 > h3. */}
          <h2 className="visually-hidden">{t('products')}</h2>
          <Toolbar>
            <ToolbarSide>
              <FiltersButton
                type="button"
                $variant="ghost"
                $small
                aria-expanded={drawerOpen}
                aria-controls="item-filters"
                onClick={() => setDrawerOpen(true)}
              >
                <SlidersHorizontal size={16} aria-hidden="true" />
                {t('filters')}
                {filterCount > 0 && <Count aria-hidden="true">{filterCount}</Count>}
              </FiltersButton>
              <span aria-live="polite">
                {list.status === 'success' &&
                  rich(list.items.length === 1 ? 'itemCountOne' : 'itemCountOther', {
                    ltr: { count: shownCount },
                  })}
              </span>
            </ToolbarSide>
            <ToolbarSide>
              {filterCount > 0 && (
                <ClearButton type="button" onClick={clear}>
                  {t('clearAll')}
                </ClearButton>
              )}
              <SortField>
                {t('sortBy')}
                <Select
                  value={sortValue}
                  onChange={(event) => {
                    const value = event.target.value;
                    filters.setSort(isProductSort(value) ? value : '');
                  }}
                >
                  {search && <option value="">{t('bestMatch')}</option>}
                  {PRODUCT_SORTS.map((sort) => (
                    <option key={sort.key} value={sort.key}>
                      {t(SORT_LABELS[sort.key])}
                    </option>
                  ))}
                </Select>
              </SortField>
            </ToolbarSide>
          </Toolbar>

          {list.status === 'loading' && <ProductGridSkeleton count={6} columns={3} />}
          {list.status === 'error' && (
            <Notice $tone="error" role="alert">
              {t('listError')}{' '}
              <ClearButton type="button" onClick={list.retry}>
                {shared('tryAgain')}
              </ClearButton>
            </Notice>
          )}
          {list.status === 'success' && list.items.length === 0 && (
            <Empty>
              <p>{common('noProductsForFilters')}</p>
              {filterCount > 0 && (
                <Button type="button" $variant="secondary" onClick={clear}>
                  {t('clearFilters')}
                </Button>
              )}
            </Empty>
          )}
          {list.status === 'success' && list.items.length > 0 && (
            <>
              <ProductGrid $desktopColumns={3}>
                {list.items.map((product, index) => (
                  <li key={product.ProductID}>
                    <ProductCard product={product} priority={index < FIRST_ROW} />
                  </li>
                ))}
              </ProductGrid>
              {list.hasMore && (
                <More>
                  <Button
                    type="button"
                    $variant="secondary"
                    disabled={list.loadingMore}
                    onClick={list.loadMore}
                  >
                    {list.loadingMore ? t('loadingMore') : t('loadMore')}
                  </Button>
                </More>
              )}
            </>
          )}
        </section>
      </Columns>
    </PageContainer>
  );
}

import { SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import {
  Button,
  IMAGE_SIZES,
  Notice,
  PageContainer,
  PageTitle,
  useCommonText,
  useLanguage,
} from 'shared-contracts';
import { Select } from 'shared-contracts/ui-extras';
import { FILTER_KEYS } from 'shared-contracts/product-list';
import { isProductSort, PRODUCT_SORTS, type ProductSort } from 'shared-contracts/product-sort';
import { useCatalogText } from '../../i18n/messages';
import { Breadcrumbs } from '../../shared/Breadcrumbs';
import { useRichText } from '../../shared/rich-text';
import { formatCount } from '../../shared/numbers';
import { ProductGrid, ProductGridSkeleton } from '../../shared/ProductGrid';
import { ProductCard } from '../product-card/ProductCard';
import { SpellingSuggestion } from '../search/DidYouMean';
import { FilterPanel } from './FilterPanel';
import { listMessages, useListText, type ListKey } from './i18n/messages';
import { useFacets } from './use-facets';
import { useFilterParams } from './use-filter-params';
import { useLookups } from './use-lookups';
import { useProductList } from './use-product-list';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import {
  Backdrop,
  ClearButton,
  Columns,
  Count,
  DrawerFooter,
  DrawerHeader,
  Empty,
  FiltersButton,
  IconButton,
  More,
  Sidebar,
  SortField,
  Toolbar,
  ToolbarSide,
} from './ItemListPage.styles';

/** Cards in the first row at the widest layout (3 columns): their images load first. */
const FIRST_ROW = 3;

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
  const rich = useRichText(listMessages);
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
              {/* One flex item: the button's gap would otherwise split the text from the count. */}
              <span>
                {list.status === 'success'
                  ? rich('showResultsCount', { ltr: { count: shownCount } })
                  : t('showResults')}
              </span>
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
              {search && <SpellingSuggestion text={search} />}
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
                    <ProductCard
                      product={product}
                      priority={index < FIRST_ROW}
                      imageSizes={IMAGE_SIZES.listCard}
                    />
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

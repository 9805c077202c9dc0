import type { ComponentType } from 'react';
import {
  catalogUrls,
  loadMessages,
  type FirstPaintModule,
  type Language,
  type RemoteModuleId,
} from 'shared-contracts';
import { listQueryOfUrl, productPageQuery } from 'shared-contracts/product-list';
import HomePage from '../exposed/HomePage';
import ItemListPage from '../exposed/ItemListPage';
import ProductDetailPage from '../exposed/ProductDetailPage';
import { facetsUrlOf } from '../features/item-list/use-facets';

/**
 * The catalog's server module (shared-contracts FirstPaintModule), bundled for Node by
 * FirstPaintPlugin (webpack.common.js) into dist/first-paint.cjs beside the remote's manifest,
 * with the shared libraries left to the shell's. For /, /Items and /Items/{id} it names the api
 * answers the page's first render reads and gives the shell's server render the exposed page
 * itself, which the browser then hydrates.
 */

interface Page {
  /** The route pattern the shell mounts the page on (for useParams). */
  path: string;
  component: ComponentType;
  requests: (search: string, params: Record<string, string>, language: Language) => string[];
}

const PAGES: Partial<Record<RemoteModuleId, Page>> = {
  'mfe_catalog/HomePage': {
    path: '/',
    component: HomePage,
    // The featured promotion too: its banner is painted, or its absence is.
    requests: (_search, _params, language) => [
      catalogUrls.categories(),
      catalogUrls.brands(),
      catalogUrls.newArrivals(language),
      catalogUrls.featuredPromotion(),
    ],
  },
  'mfe_catalog/ItemListPage': {
    path: '/Items',
    component: ItemListPage,
    // The list's query (filters, sort, price range, search text) as the page builds it, so the
    // live page finds these answers and does not change after boot.
    requests: (search, _params, language) => {
      const query = listQueryOfUrl(new URLSearchParams(search));
      return [
        catalogUrls.categoryLookup(),
        catalogUrls.brandLookup(),
        catalogUrls.genderLookup(),
        catalogUrls.products(productPageQuery(query, 1, language)),
        facetsUrlOf(query),
      ];
    },
  },
  'mfe_catalog/ProductDetailPage': {
    path: '/Items/:ProductID',
    component: ProductDetailPage,
    requests: (_search, params) => {
      const id = Number(params.ProductID);
      return Number.isSafeInteger(id) && id > 0 ? [catalogUrls.productDetails(id)] : [];
    },
  },
};

/** The `:name` parameters of a pathname for a route pattern (both already matched by the api). */
function paramsOf(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/');
  const values = pathname.split('/');
  return Object.fromEntries(
    names.flatMap((name, index) =>
      name.startsWith(':') ? [[name.slice(1), decodeURIComponent(values[index] ?? '')]] : [],
    ),
  );
}

/** The languages this release paints: every page in English and in Arabic. */
export const languages: readonly Language[] = ['en', 'ar'];

/**
 * Loads `language`'s messages of every catalog in this bundle (the common one, the catalog's
 * shared one and each page's own, registered by the pages' imports), so the render that follows
 * finds them in and never waits.
 */
export const prepare = (language: Language): Promise<void> => loadMessages(language);

export const requests: FirstPaintModule['requests'] = (module, location, language = 'en') => {
  const page = PAGES[module];
  if (!page) return [];
  return page.requests(location.search, paramsOf(page.path, location.pathname), language);
};

/** The exposed page's component, for the shell to render in its route's place. */
export const page: FirstPaintModule['page'] = (module) => PAGES[module]?.component;

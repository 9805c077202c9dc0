import {
  MAX_ROW_ID,
  parseIdList,
  type FacetCounts,
  type Language,
  type ProductSort,
  type Product,
} from '../../contracts';
import type { Database } from '../../db/database';
import { HttpError } from '../../http-errors';
import {
  PUBLIC_SQL,
  productPage,
  rankedProductPage,
  sortedProductPage,
  type SortSql,
} from './product-queries';
import { brandNames, containsPattern, foldSearchText, searchKeys } from './search';

/** The filter groups (query parameters) of the list, in FacetCounts order, with their column. */
const GROUPS = [
  ['category', 'category_id'],
  ['brand', 'brand_id'],
  ['sex', 'sex_id'],
  ['condition', 'condition_id'],
] as const;
type Group = (typeof GROUPS)[number][0];

export interface ListFilters {
  category?: string;
  brand?: string;
  sex?: string;
  condition?: string;
  price_min?: number;
  price_max?: number;
  q?: string;
}

export const PRICE_RANGE_ERROR = 'price_min must not be above price_max';

/** The distinct valid ids of an id-list parameter, sorted (an empty list filters nothing). */
export const idsOf = (value: string | undefined) =>
  parseIdList(value)
    .filter((id) => id <= MAX_ROW_ID)
    .sort((a, b) => a - b);

/** Collects SQL conditions and their $n parameters. */
export class SqlFilter {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];

  param(value: unknown) {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** `column` in `ids` (one id: `=`, so the plain btree indexes apply), or undefined for none. */
  inList(column: string, ids: number[]): string | undefined {
    if (ids.length === 0) return undefined;
    return ids.length === 1
      ? `${column} = ${this.param(ids[0])}`
      : `${column} = ANY(${this.param(ids)}::int[])`;
  }

  get where() {
    return this.conditions.join(' AND ');
  }
}

/** The search text's SQL: what matches `q`, and its tiers (best first) for the default order. */
interface TextSearch {
  match: string;
  tiers: string[];
}

/**
 * `q` matches a product whose name, Arabic name or description contains it (search_text, the
 * trigram index the suggestions' search_name also has, both search keys: migration 0009) or whose
 * brand's name or Arabic name contains it (from the lookup cache, folded alike). Tiers, best first:
 * the name contains it, the brand's name does, the description only. One parameter holds the keyed
 * pattern (searchKeys) for every comparison.
 */
async function textSearch(
  database: Database,
  filter: SqlFilter,
  text: string,
): Promise<TextSearch> {
  const folded = foldSearchText(text);
  const { brands } = await database.lookups.get();
  const brandIds = brands.byName
    .filter((brand) => brandNames(brand).some((name) => name.includes(folded)))
    .map((brand) => brand.id);
  const [pattern] = await searchKeys(database, [containsPattern(text)]);
  const contains = filter.param(pattern);
  const brand = filter.inList('brand_id', brandIds);
  const inName = `search_name LIKE ${contains}`;
  const match = brand
    ? `(search_text LIKE ${contains} OR ${brand})`
    : `search_text LIKE ${contains}`;
  const tiers = [
    inName,
    ...(brand ? [`${brand} AND NOT ${inName}`] : []),
    `search_text LIKE ${contains} AND NOT ${inName}${brand ? ` AND NOT ${brand}` : ''}`,
  ];
  return { match, tiers };
}

/** 400 for a price range whose min is above its max (each bound alone is checked by the schema). */
export function checkPriceRange(filters: ListFilters) {
  const { price_min: min, price_max: max } = filters;
  if (min !== undefined && max !== undefined && min > max) {
    throw new HttpError(400, PRICE_RANGE_ERROR);
  }
}

/** The price range and search text conditions (shared by the list and the facets). */
async function addRefinements(database: Database, filter: SqlFilter, filters: ListFilters) {
  if (filters.price_min !== undefined) {
    filter.conditions.push(`paid_price >= ${filter.param(filters.price_min)}::numeric`);
  }
  if (filters.price_max !== undefined) {
    filter.conditions.push(`paid_price <= ${filter.param(filters.price_max)}::numeric`);
  }
  const text = filters.q?.trim();
  return text ? textSearch(database, filter, text) : undefined;
}

/** The response-cache key part of the filters: normalised, so equal queries share an entry. */
export function filtersKey(filters: ListFilters) {
  return [
    ...GROUPS.map(([group]) => idsOf(filters[group]).join(',')),
    filters.price_min ?? '',
    filters.price_max ?? '',
    // Matching and ranking ignore case and the Arabic spelling variants search_key folds.
    JSON.stringify(foldSearchText(filters.q?.trim() ?? '')),
  ].join(':');
}

export interface ListPageQuery extends ListFilters {
  ids?: string;
  sort?: ProductSort;
  limit: number;
  page: number;
}

/** ORDER BY of each sort on the products table (ties: newest first). */
const SORTS: Record<Exclude<ProductSort, 'newest'>, SortSql> = {
  price_asc: {
    columns: 'paid_price',
    order: 'paid_price ASC, id DESC',
    outer: 'page.paid_price ASC, page.id DESC',
  },
  price_desc: {
    columns: 'paid_price',
    order: 'paid_price DESC, id DESC',
    outer: 'page.paid_price DESC, page.id DESC',
  },
  discount: {
    columns: 'offer_price',
    order: 'offer_price DESC, id DESC',
    outer: 'page.offer_price DESC, page.id DESC',
  },
};

/**
 * A page of the list: `scope` are conditions on who may see which rows (public, or a seller's
 * own). Newest first (no sort, no search text) keeps productPage's fast paths; a sort pages over
 * the ids alone (sortedProductPage); a search text without a sort goes by tiers, best first
 * (rankedProductPage). Its names are in `language` (see toListProduct).
 */
export async function listPage(
  database: Database,
  query: ListPageQuery,
  scope: (filter: SqlFilter) => void,
  language: Language,
): Promise<Product[]> {
  const filter = new SqlFilter();
  for (const [group, column] of GROUPS) {
    const condition = filter.inList(column, idsOf(query[group]));
    if (condition) filter.conditions.push(condition);
  }
  const ids = filter.inList('id', idsOf(query.ids));
  if (ids) filter.conditions.push(ids);
  scope(filter);
  const search = await addRefinements(database, filter, query);
  const offset = (query.page - 1) * query.limit;
  const sort = query.sort && query.sort !== 'newest' ? SORTS[query.sort] : undefined;
  if (search && !sort) {
    return rankedProductPage(
      database,
      filter.where,
      search.tiers,
      filter.params,
      query.limit,
      offset,
      language,
    );
  }
  if (search) filter.conditions.push(search.match);
  if (sort) {
    const { where, params } = filter;
    return sortedProductPage(database, where, params, sort, query.limit, offset, language);
  }
  return productPage(database, filter.where, filter.params, query.limit, offset, language);
}

/** GROUPING() bitmask of each grouping set (1 bits: the columns it does not group by). */
const SET_OF_MASK: Record<number, Group | 'total'> = {
  0b0111: 'category',
  0b1011: 'brand',
  0b1101: 'sex',
  0b1110: 'condition',
  0b1111: 'total',
};

type FacetRow = [
  mask: number,
  category: number | null,
  brand: number | null,
  gender: number | null,
  condition: number | null,
  forCategory: number,
  forBrand: number,
  forGender: number,
  forCondition: number,
  total: number,
];

/** Width in AED of a price band of product_facet_counts (migration 0008). */
export const FACET_PRICE_BAND = 100;

/**
 * The rows facet counts aggregate, as (category_id, brand_id, sex_id, condition_id, n). Without a
 * search text: product_facet_counts (public products per option combination and 100 AED band,
 * kept by triggers) for the bands wholly inside the price range, plus the products themselves
 * in the partial bands at its ends (index range scans under 100 AED wide). With one: the
 * matching products.
 */
async function facetSource(database: Database, filter: SqlFilter, filters: ListFilters) {
  const { price_min: min, price_max: max } = filters;
  const text = filters.q?.trim();
  if (text) {
    filter.conditions.push(PUBLIC_SQL);
    const search = await addRefinements(database, filter, filters);
    filter.conditions.push(search!.match);
    return `SELECT category_id, brand_id, sex_id, condition_id, 1 AS n FROM products
      WHERE ${filter.where}`;
  }
  // Bands [first, last] lie wholly inside [min, max]; the products outside them are read.
  const first = min === undefined ? undefined : Math.ceil(min / FACET_PRICE_BAND);
  const last = max === undefined ? undefined : Math.floor(max / FACET_PRICE_BAND) - 1;
  const bands: string[] = [];
  const edges: string[] = [];
  if (first !== undefined && last !== undefined && first > last) {
    edges.push(
      `paid_price BETWEEN ${filter.param(min)}::numeric AND ${filter.param(max)}::numeric`,
    );
    bands.push('false');
  } else {
    if (first !== undefined) {
      bands.push(`price_bucket >= ${filter.param(first)}`);
      edges.push(
        `paid_price >= ${filter.param(min)}::numeric AND paid_price < ${filter.param(first * FACET_PRICE_BAND)}::numeric`,
      );
    }
    if (last !== undefined) {
      bands.push(`price_bucket <= ${filter.param(last)}`);
      edges.push(
        `paid_price >= ${filter.param((last + 1) * FACET_PRICE_BAND)}::numeric AND paid_price <= ${filter.param(max)}::numeric`,
      );
    }
  }
  const summary = `SELECT category_id, brand_id, sex_id, condition_id, n FROM product_facet_counts
    ${bands.length ? `WHERE ${bands.join(' AND ')}` : ''}`;
  const products = edges.map(
    (edge) => `SELECT category_id, brand_id, sex_id, condition_id, 1 FROM products
      WHERE ${PUBLIC_SQL} AND ${edge}`,
  );
  return [summary, ...products].join(' UNION ALL ');
}

/**
 * Facet counts in one statement: the rows of facetSource that fail at most one group's filter,
 * each flagged per group and aggregated once per group with GROUPING SETS; a group's counts take
 * the rows that pass every other group.
 */
export async function facetCounts(database: Database, filters: ListFilters): Promise<FacetCounts> {
  const filter = new SqlFilter();
  const source = await facetSource(database, filter, filters);
  const flags = GROUPS.map(([group, column]) => {
    const condition = filter.inList(column, idsOf(filters[group]));
    return condition ? `COALESCE(${condition}, false)` : 'true';
  });
  const active = flags.filter((flag) => flag !== 'true');
  // A row failing two groups' filters counts for no group: leave it out.
  const few =
    active.length > 1
      ? `WHERE (${active.map((flag) => `(NOT ${flag})::int`).join(' + ')}) <= 1`
      : '';
  const text = `SELECT GROUPING(category_id, brand_id, sex_id, condition_id),
      category_id, brand_id, sex_id, condition_id,
      (sum(n) FILTER (WHERE b AND s AND d))::int,
      (sum(n) FILTER (WHERE c AND s AND d))::int,
      (sum(n) FILTER (WHERE c AND b AND d))::int,
      (sum(n) FILTER (WHERE c AND b AND s))::int,
      (sum(n) FILTER (WHERE c AND b AND s AND d))::int
    FROM (
      SELECT category_id, brand_id, sex_id, condition_id, n,
             ${flags[0]} AS c, ${flags[1]} AS b, ${flags[2]} AS s, ${flags[3]} AS d
        FROM (${source}) source ${few}
    ) flagged
    GROUP BY GROUPING SETS ((category_id), (brand_id), (sex_id), (condition_id), ())`;
  // Plain SQL: GROUPING SETS and FILTER aggregates over a UNION ALL source; drizzle has neither.
  // Unnamed: planned for the values (a generic plan cannot tell a narrow range from a wide one).
  const rows = await database.readArrays<FacetRow>('', text, filter.params);
  const counts: FacetCounts = { category: {}, brand: {}, sex: {}, condition: {}, total: 0 };
  for (const [mask, category, brand, gender, condition, ...n] of rows) {
    const set = SET_OF_MASK[mask];
    if (set === 'total') counts.total = n[4] ?? 0;
    else if (set === 'category' && category !== null && n[0]) counts.category[category] = n[0];
    else if (set === 'brand' && brand !== null && n[1]) counts.brand[brand] = n[1];
    else if (set === 'sex' && gender !== null && n[2]) counts.sex[gender] = n[2];
    // Condition 0 (or null): none declared, not an option.
    else if (set === 'condition' && condition && n[3]) counts.condition[condition] = n[3];
  }
  return counts;
}

import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, LIMITS, searchQuerySchema, type SearchResult } from '../../contracts';
import type { LookupRow } from '../../db/lookup-cache';
import { parseWith } from '../../plugins/errors';
import { answerCached } from '../../plugins/response-cache';
import { apiPath } from '../paths';
import { PUBLIC_SQL } from './product-queries';

/**
 * LIKE pattern for a partial match: with `name ILIKE`, or lowercased in SQL with
 * `search_name LIKE lower(pattern)` (pg_trgm's gin index on search_name serves both forms).
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest matches a product search ranks (starts-with first); bounds the work per request. */
export const SEARCH_CANDIDATES = 40;

/**
 * The newest SEARCH_CANDIDATES public matches, then the page ranked "starts with" first, then
 * newest. `search_name` is lower(name) (stored), so `search_name LIKE lower(pattern)` matches what
 * `name ILIKE pattern` did at a fraction of the cost per row. For a common word PostgreSQL walks
 * products_public_id_search backwards (an index-only scan: no table rows are read until the 40
 * candidates are found) and stops; for a rare one it takes the trigram index. Only the page's rows
 * are then read by primary key: the cost follows the page, not the number of matches.
 */
const PRODUCT_SEARCH = `SELECT p.id, p.name, p.images FROM (
    SELECT id, search_name FROM products
     WHERE search_name LIKE lower($1) AND ${PUBLIC_SQL}
     ORDER BY id DESC LIMIT ${SEARCH_CANDIDATES}
  ) candidates
  JOIN products p ON p.id = candidates.id
  ORDER BY (candidates.search_name LIKE lower($2)) DESC, candidates.id DESC
  LIMIT ${LIMITS.searchSuggestions}`;

/** Search suggestions: products and brands by partial name, public items only. */
export async function searchRoutes(app: FastifyInstance) {
  const { database } = app;

  /**
   * Product suggestions, answered from the response cache per search text (cleared by every
   * write on this instance, see plugins/response-cache.ts): typing shoppers repeat the same
   * prefixes, and a cached term costs no database work at all.
   */
  app.get(apiPath(ENDPOINTS.products.search), async (request, reply) => {
    const text = parseWith(searchQuerySchema, request.query).query.trim();
    if (!text) return [];
    return answerCached(request, reply, `search:${text}`, async (): Promise<SearchResult[]> => {
      const { rows } = await database.pool.query<{ id: number; name: string; images: string[] }>(
        PRODUCT_SEARCH,
        [containsPattern(text), `${escapeLike(text)}%`],
      );
      return rows.map((row) => ({
        Name: row.name,
        Image: row.images.join(','),
        link: `/Items/${row.id}`,
      }));
    });
  });

  /** Brands come from the in-memory lookup cache: "starts with" first, then by name. */
  app.get(apiPath(ENDPOINTS.brand.search), async (request): Promise<SearchResult[]> => {
    const text = parseWith(searchQuerySchema, request.query).query.trim().toLowerCase();
    if (!text) return [];
    const { brands } = await database.lookups.get();
    const starts: LookupRow[] = [];
    const contains: LookupRow[] = [];
    for (const brand of brands.byName) {
      const name = brand.name.toLowerCase();
      if (name.startsWith(text)) starts.push(brand);
      else if (name.includes(text)) contains.push(brand);
    }
    return [...starts, ...contains].slice(0, LIMITS.searchSuggestions).map((row) => ({
      Name: row.name,
      Image: row.image,
      link: `/Items?brand=${row.id}`,
    }));
  });
}

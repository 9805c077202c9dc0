import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, LIMITS, searchQuerySchema, type SearchResult } from '../../contracts';
import type { LookupRow } from '../../db/lookup-cache';
import { parseWith } from '../../plugins/errors';
import { apiPath } from '../paths';
import { PUBLIC_SQL } from './product-queries';

/** ILIKE pattern for a partial, case-insensitive match (pg_trgm's gin index serves it). */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest matches a product search ranks (starts-with first); bounds the work per request. */
export const SEARCH_CANDIDATES = 40;

const PRODUCT_SEARCH = `SELECT id, name, images FROM (
    SELECT id, name, images FROM products
     WHERE name ILIKE $1 AND ${PUBLIC_SQL}
     ORDER BY id DESC LIMIT ${SEARCH_CANDIDATES}
  ) candidates
  ORDER BY (lower(name) LIKE lower($2)) DESC, id DESC
  LIMIT ${LIMITS.searchSuggestions}`;

/** Search suggestions: products and brands by partial name, public items only. */
export async function searchRoutes(app: FastifyInstance) {
  const { database } = app;

  /**
   * The newest SEARCH_CANDIDATES public matches (PostgreSQL walks the newest ids backwards for a
   * common word, or the trigram index for a rare one, and stops there), ranked "starts with"
   * first, then newest: the cost follows the page, not the number of matches in the catalogue.
   */
  app.get(apiPath(ENDPOINTS.products.search), async (request): Promise<SearchResult[]> => {
    const text = parseWith(searchQuerySchema, request.query).query.trim();
    if (!text) return [];
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

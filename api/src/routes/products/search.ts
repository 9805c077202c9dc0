import { and, desc, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, LIMITS, searchQuerySchema, type SearchResult } from '../../contracts';
import { brands, products } from '../../db/schema';
import { parseWith } from '../../plugins/errors';
import { apiPath } from '../paths';
import { publicStatus } from './product-rows';

/** ILIKE pattern for a partial, case-insensitive match (pg_trgm's gin index serves it). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const startsFirst = (column: typeof products.Name | typeof brands.Name, text: string) =>
  sql`(lower(${column}) LIKE lower(${text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%'}))`;

/** Search suggestions: products and brands by partial name, public items only. */
export async function searchRoutes(app: FastifyInstance) {
  const { db } = app.database;

  app.get(apiPath(ENDPOINTS.products.search), async (request): Promise<SearchResult[]> => {
    const text = parseWith(searchQuerySchema, request.query).query.trim();
    if (!text) return [];
    const rows = await db
      .select({ id: products.ProductID, Name: products.Name, images: products.images })
      .from(products)
      .where(and(ilike(products.Name, containsPattern(text)), publicStatus()))
      .orderBy(desc(startsFirst(products.Name, text)), desc(products.ProductID))
      .limit(LIMITS.searchSuggestions);
    return rows.map((row) => ({
      Name: row.Name,
      Image: row.images.join(','),
      link: `/Items/${row.id}`,
    }));
  });

  app.get(apiPath(ENDPOINTS.brand.search), async (request): Promise<SearchResult[]> => {
    const text = parseWith(searchQuerySchema, request.query).query.trim();
    if (!text) return [];
    const rows = await db
      .select({ id: brands.BrandID, Name: brands.Name, Image: brands.Image })
      .from(brands)
      .where(ilike(brands.Name, containsPattern(text)))
      .orderBy(desc(startsFirst(brands.Name, text)), brands.Name)
      .limit(LIMITS.searchSuggestions);
    return rows.map((row) => ({
      Name: row.Name,
      Image: row.Image,
      link: `/Items?brand=${row.id}`,
    }));
  });
}

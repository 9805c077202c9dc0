import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, spellingQuerySchema } from '../../contracts';
import type { Database } from '../../db/database';
import type { LookupTable } from '../../db/lookup-cache';
import { responseCached } from '../../plugins/response-cache';
import { apiPath } from '../paths';
import { errorsOf, spellingResponse } from '../responses';
import { typedRoutes } from '../route-schemas';
import { PUBLIC_SQL, statementName } from './product-queries';
import { brandNames, containsPattern, foldSearchText, hasTrigram, searchKeys } from './search';

/**
 * The least pg_trgm similarity a suggestion needs: 'rolx' is 0.375 from 'Rolex'; below 0.35 the
 * nearest names are other words ('silver' is 0.33 from 'Silk').
 */
export const SPELLING_MIN_SIMILARITY = 0.35;

/** Product terms, most similar first, checked for public products before giving up. */
const TERM_CANDIDATES = 5;

/** Whether a keyed pattern (searchKeys) finds public products by name, Arabic name or description. */
const FINDS_PRODUCTS = `SELECT EXISTS (
  SELECT 1 FROM products WHERE search_text LIKE $1 AND ${PUBLIC_SQL})`;

/**
 * The brand nearest to the text's key ($1), and the product terms (migration 0019) nearest to it.
 * - Brands: the lookup cache's, with their keys ($4-$8, brandKeys); a brand is as near as the best
 *   run of words of its name or Arabic name (strict_word_similarity, so 'pateck' meets 'Patek
 *   Philippe'), and needs public products. The name of the nearer side is answered (an Arabic
 *   text gets the Arabic name). Arabic names count only for a text with non-ASCII letters ($3).
 * - Terms: `key % q.key` is what search_terms_key_trgm serves once the table outgrows a few pages
 *   (pg_trgm's similarity_threshold, 0.3 by default, is below SPELLING_MIN_SIMILARITY); the exact
 *   bound ($2) then decides.
 * Both sides are search keys, so Arabic text meets Arabic names as English meets English. Its plan
 * does not depend on the text, so it is prepared (planning it cost more than running it). The
 * values reach it through `q` (materialized), hidden from the planner: a custom plan costs what
 * the generic one does, so PostgreSQL keeps the generic plan.
 */
const SPELLING_CANDIDATES = `WITH q AS MATERIALIZED (
  SELECT $1::text AS key, $2::real AS bound, $3::boolean AS arabic, $4::int[] AS ids,
         $5::text[] AS names, $6::text[] AS names_ar, $7::text[] AS keys, $8::text[] AS keys_ar)
SELECT
  (SELECT CASE WHEN near.en >= near.ar THEN b.name ELSE b.name_ar END
     FROM unnest(q.ids, q.names, q.names_ar, q.keys, q.keys_ar)
       AS b(id, name, name_ar, key, key_ar),
     LATERAL (SELECT strict_word_similarity(q.key, b.key) AS en,
                     CASE WHEN q.arabic THEN coalesce(strict_word_similarity(q.key, b.key_ar), 0)
                     ELSE 0 END AS ar
     ) near
    WHERE greatest(near.en, near.ar) >= q.bound
      AND EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND ${PUBLIC_SQL})
    ORDER BY greatest(near.en, near.ar) DESC, b.name LIMIT 1),
  ARRAY(SELECT term FROM search_terms
         WHERE key % q.key AND key <> q.key AND similarity(key, q.key) >= q.bound
         ORDER BY similarity(key, q.key) DESC, char_length(term), term
         LIMIT ${TERM_CANDIDATES})
FROM q`;
const CANDIDATES_NAME = statementName(SPELLING_CANDIDATES);

type CandidateRow = [brand: string | null, terms: string[]];

/** Runs FINDS_PRODUCTS: unnamed, so a rare text is planned onto products_search_text_trgm. */
async function findsProducts(database: Database, text: string): Promise<boolean> {
  const pattern = await searchKeys(database, [containsPattern(text)]);
  const [row] = await database.readArrays<[boolean]>('', FINDS_PRODUCTS, pattern);
  return row?.[0] ?? false;
}

/** SPELLING_CANDIDATES' brand parameters: ids, names, Arabic names and their search keys. */
type BrandKeys = [number[], string[], (string | null)[], string[], (string | null)[]];

const brandKeysOf = new WeakMap<LookupTable, Promise<BrandKeys>>();

/** The brands' keys, once per load of the lookup cache (not per brand row and statement). */
function brandKeys(database: Database, brands: LookupTable): Promise<BrandKeys> {
  let keys = brandKeysOf.get(brands);
  if (!keys) {
    const { rows } = brands;
    const arabic = rows.filter((brand) => brand.nameAr !== null).map((brand) => brand.nameAr!);
    keys = searchKeys(database, [...rows.map((brand) => brand.name), ...arabic]).then((all) => {
      let next = rows.length;
      return [
        rows.map((brand) => brand.id),
        rows.map((brand) => brand.name),
        rows.map((brand) => brand.nameAr),
        all.slice(0, rows.length),
        rows.map((brand) => (brand.nameAr === null ? null : all[next++]!)),
      ];
    });
    keys.catch(() => brandKeysOf.delete(brands));
    brandKeysOf.set(brands, keys);
  }
  return keys;
}

/**
 * A brand or product name close to `text` when `text` finds nothing: the nearest brand first,
 * else the nearest product term that finds public products; null when the text finds products
 * (as the list's `q` does), has no three letters or digits in a row (no trigram to compare), or
 * nothing is near enough. Never the text itself (search_key equal: the same search).
 */
export async function suggestSpelling(database: Database, text: string): Promise<string | null> {
  const folded = foldSearchText(text);
  if (!hasTrigram(folded)) return null;
  const { brands } = await database.lookups.get();
  if (brands.byName.some((brand) => brandNames(brand).some((name) => name.includes(folded)))) {
    return null;
  }
  if (await findsProducts(database, text)) return null;
  // Plain SQL: pg_trgm functions over arrays, and PUBLIC_SQL literal.
  const [key] = await searchKeys(database, [text]);
  const [row] = await database.readArrays<CandidateRow>(CANDIDATES_NAME, SPELLING_CANDIDATES, [
    key,
    SPELLING_MIN_SIMILARITY,
    /[\u0080-\uffff]/.test(text),
    ...(await brandKeys(database, brands)),
  ]);
  if (!row) return null;
  const [brand, terms] = row;
  if (brand && foldSearchText(brand) !== folded) return brand;
  // A term stays after its products are gone or hidden: offer only one that finds public ones.
  for (const term of terms) {
    if (await findsProducts(database, term)) return term;
  }
  return null;
}

/** "Did you mean ...?" for a search that found nothing. */
export async function spellingRoutes(app: FastifyInstance) {
  const { database } = app;

  /**
   * Answered from the response cache per text like the product suggestions (cleared by every
   * write): the search box and the results page ask for the same text.
   */
  typedRoutes(app).get(
    apiPath(ENDPOINTS.products.suggestSpelling),
    {
      schema: {
        tags: ['products'],
        summary: 'A brand or product name close to a search text that finds nothing, or null',
        querystring: spellingQuerySchema,
        response: { 200: spellingResponse, ...errorsOf(400) },
      },
    },
    async (request, reply) => {
      const text = request.query.query;
      return responseCached(request, reply, `spelling:${text}`, async () => ({
        suggestion: await suggestSpelling(database, text),
      }));
    },
  );
}

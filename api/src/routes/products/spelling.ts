import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, spellingQuerySchema } from '../../contracts';
import type { Database } from '../../db/database';
import { responseCached } from '../../plugins/response-cache';
import { apiPath } from '../paths';
import { errorsOf, spellingResponse } from '../responses';
import { typedRoutes } from '../route-schemas';
import { PUBLIC_SQL, statementName } from './product-queries';
import { brandNames, containsPattern, foldSearchText, hasTrigram } from './search';

/**
 * The least pg_trgm similarity a suggestion needs: 'rolx' is 0.375 from 'Rolex'; below 0.35 the
 * nearest names are other words ('silver' is 0.33 from 'Silk').
 */
export const SPELLING_MIN_SIMILARITY = 0.35;

/** Product terms, most similar first, checked for public products before giving up. */
const TERM_CANDIDATES = 5;

/** Whether a search for `text` finds public products by name, Arabic name or description. */
const FINDS_PRODUCTS = `SELECT EXISTS (
  SELECT 1 FROM products WHERE search_text LIKE search_key($1) AND ${PUBLIC_SQL})`;

/**
 * The brand nearest to the text, and the product terms (migration 0019) nearest to it.
 * - Brands: a few dozen rows, read whole; a brand is as near as the best run of words of its name
 *   or Arabic name (strict_word_similarity, so 'pateck' meets 'Patek Philippe'), and needs public
 *   products. The name of the nearer side is answered (an Arabic text gets the Arabic name). The
 *   Arabic names are keyed only for a text with non-ASCII letters ($3): search_key() spells them
 *   character by character (~50 µs a name), and an ASCII text is not meant to meet them.
 * - Terms: `key % q.key` is what search_terms_key_trgm serves once the table outgrows a few pages
 *   (pg_trgm's similarity_threshold, 0.3 by default, is below SPELLING_MIN_SIMILARITY); the exact
 *   bound then decides.
 * Both sides are search keys, so Arabic text meets Arabic names as English meets English. Its plan
 * does not depend on the text, so it is prepared (planning it cost more than running it); the
 * text's key is computed once (`q`, materialized).
 */
const SPELLING_CANDIDATES = `WITH q AS MATERIALIZED (SELECT search_key($1) AS key)
SELECT
  (SELECT CASE WHEN near.en >= near.ar THEN b.name ELSE b.name_ar END FROM brands b,
     LATERAL (SELECT strict_word_similarity(q.key, search_key(b.name)) AS en,
                     CASE WHEN $3 THEN coalesce(
                       strict_word_similarity(q.key, search_key(b.name_ar)), 0) ELSE 0 END AS ar
     ) near
    WHERE greatest(near.en, near.ar) >= $2
      AND EXISTS (SELECT 1 FROM products p WHERE p.brand_id = b.id AND ${PUBLIC_SQL})
    ORDER BY greatest(near.en, near.ar) DESC, b.name LIMIT 1),
  ARRAY(SELECT term FROM search_terms
         WHERE key % q.key AND key <> q.key AND similarity(key, q.key) >= $2
         ORDER BY similarity(key, q.key) DESC, char_length(term), term
         LIMIT ${TERM_CANDIDATES})
FROM q`;
const CANDIDATES_NAME = statementName(SPELLING_CANDIDATES);

type CandidateRow = [brand: string | null, terms: string[]];

/** Runs FINDS_PRODUCTS: unnamed, so a rare text is planned onto products_search_text_trgm. */
async function findsProducts(database: Database, text: string): Promise<boolean> {
  const [row] = await database.readArrays<[boolean]>('', FINDS_PRODUCTS, [containsPattern(text)]);
  return row?.[0] ?? false;
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
  // Plain SQL: pg_trgm functions, search_key() and PUBLIC_SQL literal.
  const [row] = await database.readArrays<CandidateRow>(CANDIDATES_NAME, SPELLING_CANDIDATES, [
    text,
    SPELLING_MIN_SIMILARITY,
    /[\u0080-\uffff]/.test(text),
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

import type { FastifyInstance } from 'fastify';
import {
  ENDPOINTS,
  LANGUAGES,
  LIMITS,
  searchQuerySchema,
  type Language,
  type SearchResult,
} from '../../contracts';
import type { Database } from '../../db/database';
import type { LookupRow } from '../../db/lookup-cache';
import { namesLanguage } from '../../i18n/request-language';
import { responseCached } from '../../plugins/response-cache';
import { errorsOf, searchResponse } from '../responses';
import { apiPath } from '../paths';
import { typedRoutes } from '../route-schemas';
import { PUBLIC_SQL, statementName } from './product-queries';

/**
 * LIKE pattern for a partial match: with `name ILIKE`, or keyed (searchKeys) on a search key
 * column with `search_name LIKE $1` (pg_trgm's gin index on search_name serves it).
 */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

/** The Arabic variants search_key (migration 0009) folds: alef forms, taa marbuta, alef maqsura. */
const foldArabic = (text: string) =>
  text
    .replace(/[\u0623\u0625\u0622\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0640|[\u064B-\u0652]|\u0670/g, '');

/**
 * The text as search_key (migration 0009) folds it before spelling it in ASCII: lowercase, alef
 * forms to bare alef, taa marbuta to haa, alef maqsura to yaa, tashkeel and tatweel dropped. For
 * matches made in memory (brands) so they agree with the products' SQL.
 */
export const foldSearchText = (text: string) => foldArabic(text).toLowerCase();

/** A hex digit as search_key spells it: 0-9a-f as A-P. */
const hexLetters = (code: number, digits: number) => {
  let letters = '';
  for (let shift = (digits - 1) * 4; shift >= 0; shift -= 4) {
    letters += String.fromCharCode(65 + ((code >> shift) & 15));
  }
  return letters;
};

/**
 * search_key (migration 0009) in TypeScript, equal to the SQL function (test/search-key.test.ts),
 * so statements take keys as plain parameters: a generic plan cannot fold search_key($1) and calls
 * the SQL function per row, and each statement re-plans its body. Undefined for a text with a
 * non-ASCII letter that lower() changes: that depends on the database's locale (searchKeys).
 */
export function searchKey(text: string): string | undefined {
  if (!/[^\0-\x7f]/.test(text)) return text.toLowerCase();
  let key = '';
  // A lone surrogate reaches PostgreSQL as U+FFFD (the pg driver encodes UTF-8).
  for (const c of foldArabic(text.replace(/\p{Cs}/gu, '\uFFFD'))) {
    const code = c.codePointAt(0)!;
    if (code < 128) key += c.toLowerCase();
    else if (c.toLowerCase() !== c) return undefined;
    else if (code >= 0x620 && code <= 0x65f) {
      key += String.fromCharCode(81 + ((code - 0x620) >> 4), 65 + ((code - 0x620) & 15));
    } else key += code < 0x10000 ? `U${hexLetters(code, 4)}` : `V${hexLetters(code, 6)}`;
  }
  return key;
}

const KEYS_SQL = `SELECT ARRAY(SELECT search_key(t) FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)
  ORDER BY i)`;
const KEYS_NAME = statementName(KEYS_SQL);

/** The search keys of `texts`: searchKey's, or one round trip when one needs the database. */
export async function searchKeys(database: Database, texts: string[]): Promise<string[]> {
  const keys = texts.map(searchKey);
  if (keys.every((key) => key !== undefined)) return keys;
  // Plain SQL: search_key() of an array, in order.
  const [row] = await database.readArrays<[string[]]>(KEYS_NAME, KEYS_SQL, [texts]);
  return row![0];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Newest matches a product search ranks (starts-with first); bounds the work per request. */
export const SEARCH_CANDIDATES = 40;

/**
 * Public products read backwards (newest first) by the first try of a product search (see
 * PRODUCT_SEARCH_RECENT): a word in at least 0.4% of the newest products has its
 * SEARCH_CANDIDATES newest matches inside them. A rarer word costs this many index entries
 * (~1 ms) before the full search runs, once (see RareWords).
 */
export const RECENT_WINDOW = 10_000;

/** One statement per language, made by `make` (their texts differ in the columns read). */
function perLanguage<T>(make: (language: Language) => T): Record<Language, T> {
  const entries = LANGUAGES.map((language) => [language, make(language)] as const);
  return Object.fromEntries(entries) as Record<Language, T>;
}

/**
 * Candidates ranked "starts with" first, then newest; only the page's rows are read by id, with
 * the Arabic name for an Arabic answer only (an English one reads and sends no Arabic text).
 */
function rankAndRead(candidates: string, language: Language) {
  const nameAr = language === 'ar' ? ', p.name_ar' : '';
  return `SELECT p.id, p.name, array_to_string(p.images, ','), top.n${nameAr} FROM (
    SELECT id, starts, count(*) OVER () AS n FROM (${candidates}) candidates
     ORDER BY starts DESC, id DESC LIMIT ${LIMITS.searchSuggestions}
  ) top
  JOIN products p ON p.id = top.id
  ORDER BY top.starts DESC, top.id DESC`;
}

/**
 * The newest SEARCH_CANDIDATES public matches, then the page ranked "starts with" (the name or the
 * Arabic name, after the newline) first, then newest. `search_name` is the stored search key of
 * name and name_ar, and $1-$3 are keyed patterns (searchKeys), so `search_name LIKE $1` matches
 * either, case-insensitively, through pg_trgm in any locale. Planned for its values at every run
 * (unnamed): for a common word PostgreSQL walks products_public_id_search backwards (an index-only
 * scan: no table rows are read until the 40 candidates are found) and stops; for a rare one it
 * takes the trigram index. Only the page's rows are then read by primary key.
 */
const PRODUCT_SEARCH = perLanguage((language) =>
  rankAndRead(
    `SELECT id,
       search_name LIKE $2 OR search_name LIKE $3 AS starts FROM products
     WHERE search_name LIKE $1 AND ${PUBLIC_SQL}
     ORDER BY id DESC LIMIT ${SEARCH_CANDIDATES}`,
    language,
  ),
);

/**
 * The search among the newest `window` public products only. Its plan does not depend on the word
 * (always the backward walk of products_public_id_search, bounded), so it runs as a named prepared
 * statement, planned once per connection (planning PRODUCT_SEARCH is ~0.25 ms of the ~0.9 ms
 * PostgreSQL spends on it, and it cannot be prepared: a generic plan of it walks the whole index
 * for a rare word). The keyed patterns stand in `(SELECT $n)`: hidden from the planner, a custom
 * plan costs what the generic one does, so PostgreSQL keeps the generic plan (planned once). With
 * the bare values a custom plan looks cheaper and every run would be planned again (~0.4 ms).
 */
function windowedSearch(window: number, language: Language) {
  const text = rankAndRead(
    `SELECT id,
       search_name LIKE (SELECT $2::text) OR search_name LIKE (SELECT $3::text) AS starts
     FROM (
       SELECT id, search_name FROM products WHERE ${PUBLIC_SQL}
        ORDER BY id DESC LIMIT ${Math.trunc(window)}
     ) recent
     WHERE search_name LIKE (SELECT $1::text)
     ORDER BY id DESC LIMIT ${SEARCH_CANDIDATES}`,
    language,
  );
  return { name: statementName(text), text };
}

/**
 * The first try: the same response as PRODUCT_SEARCH when the newest RECENT_WINDOW public products
 * hold SEARCH_CANDIDATES matches (then they are the newest matches of all: `n` says how many were
 * found).
 */
const PRODUCT_SEARCH_RECENT = perLanguage((language) => windowedSearch(RECENT_WINDOW, language));

/**
 * Public products (newest first) that a text without three letters or digits in a row is searched
 * among. pg_trgm takes nothing from such a text ("zq", "a b"), so the exact search walks every
 * public product when the text is rare (~110 ms at 1M products, for one keystroke). Bounded to
 * the first try's window it is that one prepared statement, ~5 ms at most at any catalogue size.
 */
export const SHORT_TEXT_WINDOW = RECENT_WINDOW;

/** True when the trigram index can narrow `LIKE '%text%'`: three letters or digits in a row. */
export const hasTrigram = (text: string) => /[\p{L}\p{N}]{3}/u.test(text);

/** The windowed statement for `window` (tests pass a smaller one; the default is the first try). */
const shortTextSearch = (window: number, language: Language) =>
  window === RECENT_WINDOW ? PRODUCT_SEARCH_RECENT[language] : windowedSearch(window, language);

type SearchRow = [id: number, name: string, image: string, n: string, nameAr?: string | null];

/** English suggestions carry no NameAr; Arabic ones carry it, null when the product has none. */
const toSuggestions = (rows: SearchRow[], language: Language): SearchResult[] =>
  rows.map(([id, name, image, , nameAr]) =>
    language === 'ar'
      ? { Name: name, NameAr: nameAr ?? null, Image: image, link: `/Items/${id}` }
      : { Name: name, Image: image, link: `/Items/${id}` },
  );

/**
 * Words whose first try found fewer than SEARCH_CANDIDATES matches among the newest products. A
 * word that starts with one of them has no more matches (its matches are a subset), so a shopper
 * typing on after a rare prefix skips the first try. Only a choice of statement: every response is
 * read from the database, and a word that has become common since just runs the full search.
 */
export class RareWords {
  private readonly words = new Set<string>();

  constructor(private readonly max = 1_000) {}

  has(text: string): boolean {
    const word = text.toLowerCase();
    for (let end = 1; end <= word.length; end++) {
      if (this.words.has(word.slice(0, end))) return true;
    }
    return false;
  }

  add(text: string) {
    if (this.words.size >= this.max) {
      const oldest = this.words.values().next();
      if (!oldest.done) this.words.delete(oldest.value);
    }
    this.words.add(text.toLowerCase());
  }
}

/**
 * Product suggestions for `text`, their names in `language`. A text without a trigram: the search
 * among the newest `shortTextWindow` public products, alone. Any other: on PostgreSQL the first
 * try (PRODUCT_SEARCH_RECENT, prepared) unless `rare` knows the word is rare, then the full search
 * (PRODUCT_SEARCH) when it found fewer than SEARCH_CANDIDATES. Without `rare` (PGlite: every
 * statement runs unnamed there, so the first try would only add work) the full search alone.
 */
export async function searchProducts(
  database: Database,
  text: string,
  language: Language,
  rare?: RareWords,
  shortTextWindow = SHORT_TEXT_WINDOW,
): Promise<SearchResult[]> {
  // Plain SQL: windowed subqueries and PUBLIC_SQL literal, named per backend.
  // Contains; starts the name; starts the Arabic name (on its own line of search_name).
  const patterns = [containsPattern(text), `${escapeLike(text)}%`, `%\n${escapeLike(text)}%`];
  const values = await searchKeys(database, patterns);
  if (!hasTrigram(foldSearchText(text))) {
    const { name, text: sql } = shortTextSearch(shortTextWindow, language);
    return toSuggestions(await database.readArrays<SearchRow>(name, sql, values), language);
  }
  let rows: SearchRow[] | undefined;
  if (rare && !rare.has(text)) {
    const { name, text: sql } = PRODUCT_SEARCH_RECENT[language];
    rows = await database.readArrays<SearchRow>(name, sql, values);
    if (Number(rows[0]?.[3] ?? 0) < SEARCH_CANDIDATES) {
      rare.add(text);
      rows = undefined;
    }
  }
  rows ??= await database.readArrays<SearchRow>('', PRODUCT_SEARCH[language], values);
  return toSuggestions(rows, language);
}

/** Search suggestions: products and brands by partial name, public items only. */
export async function searchRoutes(app: FastifyInstance) {
  const { database } = app;
  const rare = database.kind === 'postgres' ? new RareWords() : undefined;
  const api = typedRoutes(app);

  /**
   * Product suggestions, answered from the response cache per names' language and search text
   * (cleared by every write on this instance, see plugins/response-cache.ts): typing shoppers
   * repeat the same prefixes, and a cached term costs no database work at all.
   */
  api.get(
    apiPath(ENDPOINTS.products.search),
    {
      schema: {
        tags: ['products'],
        summary: `Up to ${LIMITS.searchSuggestions} public products whose name contains the text`,
        description:
          "Matches the name or the Arabic name. Names are in the request's language (`lang`, the language cookie, then Accept-Language): Arabic answers add NameAr.",
        querystring: searchQuerySchema,
        response: { 200: searchResponse, ...errorsOf(400) },
      },
    },
    async (request, reply) => {
      const text = request.query.query.trim();
      if (!text) return [];
      const language = namesLanguage(request, reply);
      return responseCached(request, reply, `search:${language}:${text}`, () =>
        searchProducts(database, text, language, rare),
      );
    },
  );

  /**
   * Brands come from the in-memory lookup cache, matched by name or Arabic name (both folded as
   * foldSearchText): "starts with" first, then by name.
   */
  api.get(
    apiPath(ENDPOINTS.brand.search),
    {
      schema: {
        tags: ['catalog'],
        summary: `Up to ${LIMITS.searchSuggestions} brands whose name (or Arabic name) contains the text`,
        querystring: searchQuerySchema,
        response: { 200: searchResponse, ...errorsOf(400) },
      },
    },
    async (request) => {
      const text = foldSearchText(request.query.query.trim());
      if (!text) return [];
      const { brands } = await database.lookups.get();
      const starts: LookupRow[] = [];
      const contains: LookupRow[] = [];
      for (const brand of brands.byName) {
        const names = brandNames(brand);
        if (names.some((name) => name.startsWith(text))) starts.push(brand);
        else if (names.some((name) => name.includes(text))) contains.push(brand);
      }
      return [...starts, ...contains].slice(0, LIMITS.searchSuggestions).map((row) => ({
        Name: row.name,
        NameAr: row.nameAr,
        Image: row.image,
        link: `/Items?brand=${row.id}`,
      }));
    },
  );
}

const foldedNames = new WeakMap<LookupRow, string[]>();

/**
 * A brand's name and Arabic name, folded (foldSearchText) for matching a folded search text; once
 * per brand row of the lookup cache (a new row after every catalog change).
 */
export function brandNames(brand: LookupRow): string[] {
  let names = foldedNames.get(brand);
  if (!names) {
    names = [brand.name, ...(brand.nameAr ? [brand.nameAr] : [])].map(foldSearchText);
    foldedNames.set(brand, names);
  }
  return names;
}

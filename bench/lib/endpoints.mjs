// The API endpoints the bench loads, and how to find the values they need (a deep page, an
// existing product id, an admin session) on a running product; and the bare Fastify route.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
// The api answers the public list's first page and product search from a 1 s cache; with this
// header it reads the database, so the *Fresh endpoints measure what a cache miss costs (the
// figure that must grow with the page, not the catalogue).
const NO_CACHE = { 'cache-control': 'no-cache' };
const LIST = '/api/Products/getproduct.php';
// The list is measured with pages of 48 products, not the api's default of 100 (a caller naming
// no page gets the whole demo catalogue), so its figures stay comparable across reports.
const PAGE_SIZE = 48;
const FIRST_PAGE = `${LIST}?limit=${PAGE_SIZE}`;
const DEEP_PAGE = 500;
// The What's New list as a shopper narrows it: two filters, a price range and a price sort; its
// facet counts; a search page. Measured on the database path (no-cache), the cost that grows.
const REFINED = 'category=2&condition=2,3&price_min=1000&price_max=20000';
const REFINED_PAGE = `${LIST}?${REFINED}&sort=price_asc&limit=${PAGE_SIZE}`;
const FACETS = `/api/Products/facets.php?${REFINED}`;
const SEARCH_PAGE = `${LIST}?q=leather&limit=${PAGE_SIZE}`;
// The sitemaps: the index, and the first product file (ids 1-25,000: full from 25k products on,
// 50,000 <url> entries, ~18 MB of XML) from the api's cache of compressed files, and uncompressed,
// which the api streams from the database for each request (the cost of rendering it), on a few
// connections: 50 streams of 18 MB at once would measure the timeouts.
const STREAM_CONNECTIONS = 4;
const SITEMAP_INDEX = '/sitemap.xml';
const PRODUCT_SITEMAP = '/sitemaps/products-1.xml';

/**
 * @typedef {{ id: string, label: string, path: string, headers?: Record<string,string>,
 *   randomPath?: () => string, percentile: number, xml?: boolean, connections?: number,
 *   unavailable?: string, answer?: { ids?: unknown[] } }} Endpoint
 */

async function getJson(url, init) {
  const response = await fetch(url, init);
  const text = await response.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, body, headers: response.headers };
}

/** Logs in as the administrator and answers the Cookie header, or throws why not. */
async function adminCookie(baseUrl) {
  const response = await fetch(`${baseUrl}/api/User/UserLogin.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      Email: process.env.ADMIN_EMAIL || 'admin@reluxe.ae',
      Password: process.env.ADMIN_PASSWORD || 'ReluxeAdmin#2026',
    }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]);
  if (response.status !== 200 || cookies.length === 0) {
    throw new Error(`admin login answered ${response.status} without a session cookie`);
  }
  return cookies.join('; ');
}

/** The id of one item of a list answer (its first `...ID` field), to compare two answers by. */
function idOf(item) {
  if (!item || typeof item !== 'object') return item;
  const key = Object.keys(item).find((k) => /id$/i.test(k));
  return key === undefined ? null : item[key];
}

/**
 * Answers why an endpoint is not usable, or undefined when it answers 200 with JSON (or XML);
 * notes the items of a list answer on the endpoint (two revisions' answers are compared by them).
 */
async function probe(baseUrl, endpoint) {
  const { path, headers, xml } = endpoint;
  try {
    const { status, body, headers: answered } = await getJson(`${baseUrl}${path}`, { headers });
    if (status !== 200) return `answered ${status}`;
    endpoint.answer = { ids: Array.isArray(body) ? body.map(idOf) : undefined };
    if (xml) {
      const type = answered.get('content-type') ?? '';
      return type.startsWith('application/xml') ? undefined : `answered ${type}, not XML`;
    }
    if (body === undefined) return 'did not answer JSON';
    return undefined;
  } catch (error) {
    return `failed: ${error.message}`;
  }
}

/**
 * The endpoints to load on the product at baseUrl, each probed once; an endpoint that does not
 * work carries `unavailable` with the reason instead of failing the run.
 * @returns {Promise<Endpoint[]>}
 */
export async function discoverEndpoints(baseUrl, catalogueSize) {
  const lastPage = Math.max(1, Math.floor(catalogueSize / PAGE_SIZE));
  const deepPage = Math.min(DEEP_PAGE, lastPage);
  const first = await getJson(`${baseUrl}${LIST}`).catch(() => ({ status: 0 }));
  const newestId = Array.isArray(first.body) ? first.body[0]?.ProductID : undefined;
  const oldestFillerId = newestId ? Math.max(1, newestId - Math.floor(catalogueSize * 0.9)) : 1;
  const randomId = () =>
    oldestFillerId + Math.floor(Math.random() * (newestId - oldestFillerId + 1));

  let cookie;
  let loginError;
  try {
    cookie = await adminCookie(baseUrl);
  } catch (error) {
    loginError = error.message;
  }

  /** @type {Endpoint[]} */
  const endpoints = [
    { id: 'health', label: 'GET /api/health (no database: the ceiling)', path: '/api/health' },
    { id: 'list', label: 'Products/getproduct.php (first page)', path: FIRST_PAGE },
    {
      id: 'listFresh',
      label: 'Products/getproduct.php (first page, no-cache: database path)',
      path: FIRST_PAGE,
      headers: NO_CACHE,
    },
    {
      id: 'listDeep',
      label: `Products/getproduct.php?page=${deepPage} (deep page)`,
      path: `${LIST}?page=${deepPage}&limit=${PAGE_SIZE}`,
    },
    {
      id: 'adminPage',
      label: 'Products/showproduct_page.php (admin)',
      path: '/api/Products/showproduct_page.php?page=1&limit=10',
      headers: cookie ? { cookie } : undefined,
      unavailable: loginError,
    },
    {
      id: 'details',
      label: 'Products/getProductDetails.php?ProductID=<random>',
      path: `/api/Products/getProductDetails.php?ProductID=${newestId}`,
      randomPath: () => `/api/Products/getProductDetails.php?ProductID=${randomId()}`,
      unavailable: newestId ? undefined : 'no product id: the list did not answer',
    },
    {
      id: 'search',
      label: 'Products/searchproduct.php?query=subm',
      path: '/api/Products/searchproduct.php?query=subm',
      percentile: 95,
    },
    {
      id: 'searchFresh',
      label: 'Products/searchproduct.php?query=subm (no-cache: database path)',
      path: '/api/Products/searchproduct.php?query=subm',
      headers: NO_CACHE,
      percentile: 95,
    },
    {
      id: 'listRefinedFresh',
      label: 'Products/getproduct.php?category&condition&price range&sort=price_asc (no-cache)',
      path: REFINED_PAGE,
      headers: NO_CACHE,
      percentile: 95,
    },
    {
      id: 'facetsFresh',
      label: 'Products/facets.php, same filters (no-cache: database path)',
      path: FACETS,
      headers: NO_CACHE,
      percentile: 95,
    },
    {
      id: 'searchListFresh',
      label: 'Products/getproduct.php?q=leather (search page, no-cache)',
      path: SEARCH_PAGE,
      headers: NO_CACHE,
      percentile: 95,
    },
    {
      id: 'brandSearch',
      label: 'Brand/searchbrand.php?query=rol',
      path: '/api/Brand/searchbrand.php?query=rol',
      percentile: 95,
    },
    {
      // A search that found nothing: every part runs (found check, brands, terms).
      id: 'spellingFresh',
      label: 'Products/suggestSpelling.php?query=rolx (no-cache: database path)',
      path: '/api/Products/suggestSpelling.php?query=rolx',
      headers: NO_CACHE,
      percentile: 95,
    },
    { id: 'sitemapIndex', label: 'sitemap.xml (index)', path: SITEMAP_INDEX, xml: true },
    {
      id: 'sitemapProducts',
      label: 'sitemaps/products-1.xml (ids 1-25,000, cached compressed)',
      path: PRODUCT_SITEMAP,
      xml: true,
    },
    {
      id: 'sitemapProductsStream',
      label: `sitemaps/products-1.xml uncompressed (streamed from the database, ${STREAM_CONNECTIONS} connections)`,
      path: PRODUCT_SITEMAP,
      headers: { 'accept-encoding': 'identity' },
      connections: STREAM_CONNECTIONS,
      xml: true,
      percentile: 95,
    },
  ];
  for (const endpoint of endpoints) {
    endpoint.percentile ??= 99;
    endpoint.headers = { ...BROWSER_HEADERS, ...endpoint.headers };
    endpoint.unavailable ??= await probe(baseUrl, endpoint);
  }
  return endpoints;
}

/** The health route of the bare Fastify app (bare-fastify.mjs) at bareUrl: the floor's row. */
export async function bareEndpoint(bareUrl) {
  const endpoint = {
    id: 'bare',
    label: 'GET /api/health on a bare Fastify app (same start, one route)',
    path: '/api/health',
    percentile: 99,
    headers: { ...BROWSER_HEADERS },
  };
  endpoint.unavailable = await probe(bareUrl, endpoint);
  return endpoint;
}

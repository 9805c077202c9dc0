import {
  ENDPOINTS,
  HEAD_AR,
  HEAD_EN,
  headRequests,
  headText,
  imagesOf,
  isSoldOut,
  LANGUAGES,
  matchRoute,
  nameIn,
  pageHeadOf,
  PENDING_HEAD_ATTRIBUTE,
  productIdOf,
  refinementsOf,
  urlOf,
  type FirstPaintResponses,
  type Language,
  type ProductDetails,
} from '../contracts';
import { escapeHtml } from '../html-escape';
import { addressIn, canonicalPath } from './canonical';
import {
  absoluteUrl,
  breadcrumbJsonLd,
  CURRENCY,
  ITEM_CONDITIONS,
  itemConditionOf,
  jsonLdScript,
  offerPriceOf,
  productJsonLd,
  type Crumb,
} from './structured-data';

/**
 * The <head> the api paints for a storefront page (shared-contracts' pageHeadOf gives the title
 * and description, which the shell keeps up to date in the browser), its status, and for the
 * catalogue's pages (those robots.txt opens) the canonical address, its language alternates,
 * sharing tags and structured data.
 */

export interface HeadInput {
  pathname: string;
  search: string;
  language: Language;
  /** The public origin absolute addresses are made on (publicOrigin). */
  origin: string;
  /** The api answers of the page's render, by URL (null: none). */
  answers: FirstPaintResponses;
}

export interface PaintedHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** <link> and <meta> elements, at the end of <head>. */
  tags: string;
  /** JSON-LD elements, after them. */
  data: string;
  /** An answer the head needs had not come: the title is generic until the browser has it. */
  pending?: boolean;
}

const MESSAGES = { en: headText(HEAD_EN), ar: headText(HEAD_AR) } as const;
const LOCALE: Record<Language, string> = { en: 'en_AE', ar: 'ar_AE' };
/** The pages robots.txt opens to crawlers: the only ones with addresses to share and data. */
const CATALOGUE = new Set<string>([
  'mfe_catalog/HomePage',
  'mfe_catalog/ItemListPage',
  'mfe_catalog/ProductDetailPage',
]);

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
const link = (attributes: string, href: string) =>
  `<link ${attributes} href="${escapeHtml(href)}">`;

/** <link rel="canonical"> and one alternate per language plus x-default (the English address). */
function addressTags(origin: string, path: string, language: Language): string {
  const at = (lang: Language) => origin + addressIn(path, lang);
  return (
    link('rel="canonical"', at(language)) +
    LANGUAGES.map((lang) => link(`rel="alternate" hreflang="${lang}"`, at(lang))).join('') +
    link('rel="alternate" hreflang="x-default"', at('en'))
  );
}

/** OpenGraph and Twitter card tags of a product page. */
function sharingTags(
  product: ProductDetails,
  name: string,
  description: string,
  url: string,
  origin: string,
  language: Language,
): string {
  const image = imagesOf(product)[0];
  const absolute = image && absoluteUrl(image, origin);
  const used = itemConditionOf(product.ConditionID) !== ITEM_CONDITIONS.new;
  return [
    meta('property', 'og:type', 'product'),
    meta('property', 'og:site_name', 'Reluxe'),
    meta('property', 'og:title', name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', LOCALE[language]),
    ...(absolute
      ? [meta('property', 'og:image', absolute), meta('property', 'og:image:alt', name)]
      : []),
    meta('property', 'product:price:amount', offerPriceOf(product)),
    meta('property', 'product:price:currency', CURRENCY),
    meta('property', 'product:availability', isSoldOut(product) ? 'out of stock' : 'in stock'),
    meta('property', 'product:condition', used ? 'used' : 'new'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', name),
    meta('name', 'twitter:description', description),
    ...(absolute ? [meta('name', 'twitter:image', absolute)] : []),
  ].join('');
}

export function paintedHead({
  pathname,
  search,
  language,
  origin,
  answers,
}: HeadInput): PaintedHead {
  const t = MESSAGES[language];
  const answerOf = (url: string) =>
    Object.prototype.hasOwnProperty.call(answers, url) ? answers[url] : undefined;
  const head = pageHeadOf({ pathname, search }, answerOf, language, t);
  const painted: PaintedHead = {
    status: head.notFound ? 404 : 200,
    title: head.title,
    description: head.description,
    tags: '',
    data: '',
    pending: headRequests({ pathname, search }).some((url) => answerOf(url) === undefined),
  };
  const route = matchRoute(pathname);
  const path = canonicalPath(pathname, search);
  if (head.notFound || !route || !path || !CATALOGUE.has(route.module)) return painted;
  const url = origin + addressIn(path, language);
  const home: Crumb = { name: t('home'), url: origin + addressIn('/', language) };
  painted.tags = addressTags(origin, path, language);
  if (route.module === 'mfe_catalog/ItemListPage') {
    const q = refinementsOf(new URLSearchParams(search)).q;
    const title = q ? t('searchTitle', { q }) : t('whatsNew');
    painted.data = jsonLdScript(breadcrumbJsonLd([home, { name: title }]));
  }
  const id =
    route.module === 'mfe_catalog/ProductDetailPage'
      ? productIdOf(route.params.ProductID)
      : undefined;
  // Found (not a 404): the answer is the product, or unknown when it did not come in time.
  const product =
    id === undefined
      ? undefined
      : (answerOf(urlOf(ENDPOINTS.products.details, { ProductID: id })) as
          ProductDetails | undefined);
  if (product) {
    const name = nameIn(product.Name, product.NameAr, language);
    const brand = nameIn(product.BrandName, product.BrandNameAr, language) || undefined;
    const list: Crumb = { name: t('whatsNew'), url: origin + addressIn('/Items', language) };
    painted.tags += sharingTags(product, name, head.description, url, origin, language);
    painted.data =
      jsonLdScript(
        productJsonLd({
          product,
          name,
          brand,
          description: product.Description?.trim() || head.description,
          url,
          origin,
        }),
      ) + jsonLdScript(breadcrumbJsonLd([home, list, { name }]));
  }
  return painted;
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

/**
 * index.html with the page's title and description in place of the build's, and its tags and
 * data at the end of <head>, behind what the page loads first.
 */
export function withPageHead(html: string, head: PaintedHead): string {
  const pending = head.pending ? ` ${PENDING_HEAD_ATTRIBUTE}` : '';
  const title = `<title${pending}>${escapeHtml(head.title)}</title>`;
  const description = meta('name', 'description', head.description);
  // Functions, so that `$` in a product's name is never read as a replacement pattern.
  let out = TITLE.test(html)
    ? html.replace(TITLE, () => title)
    : html.replace('</head>', () => `${title}</head>`);
  out = DESCRIPTION.test(out)
    ? out.replace(DESCRIPTION, () => description)
    : out.replace(title, () => description + title);
  return out.replace('</head>', () => `${head.tags}${head.data}</head>`);
}

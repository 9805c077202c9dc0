import { imagesOf, isSoldOut, unitPrice, type ProductDetails } from '../contracts';
import { scriptSafe } from '../html-escape';

/**
 * schema.org structured data of the catalogue's pages, as JSON-LD: a product page's Product with
 * its Offer, and the BreadcrumbList of the list and product pages (the crumbs the page shows).
 */

const SCHEMA = 'https://schema.org';

export const ITEM_CONDITIONS = {
  new: `${SCHEMA}/NewCondition`,
  used: `${SCHEMA}/UsedCondition`,
  refurbished: `${SCHEMA}/RefurbishedCondition`,
} as const;

export const AVAILABILITY = {
  inStock: `${SCHEMA}/InStock`,
  outOfStock: `${SCHEMA}/OutOfStock`,
} as const;

/** The currency of every price. */
export const CURRENCY = 'AED';

/**
 * A product's condition (CONDITIONS) as schema.org names it: 'New with tags' is new; every other
 * one, and a piece with none declared, is pre-owned. No condition of the shop is refurbished.
 */
export function itemConditionOf(conditionId: number | null | undefined): string {
  return conditionId === 1 ? ITEM_CONDITIONS.new : ITEM_CONDITIONS.used;
}

/** What one piece costs now (the offer applied), as schema.org and OpenGraph write a price. */
export const offerPriceOf = (product: ProductDetails): string => unitPrice(product).toFixed(2);

/** A stored image's address made absolute on `origin` (one already absolute stays). */
export function absoluteUrl(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
}

export interface ProductData {
  product: ProductDetails;
  /** In the page's language, as the page shows them. */
  name: string;
  brand?: string;
  description: string;
  /** The page's canonical address (absolute). */
  url: string;
  origin: string;
}

export function productJsonLd({ product, name, brand, description, url, origin }: ProductData) {
  const id = String(product.ProductID);
  const images = imagesOf(product).map((image) => absoluteUrl(image, origin));
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name,
    description,
    ...(images.length > 0 ? { image: images } : {}),
    sku: id,
    productID: id,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: offerPriceOf(product),
      priceCurrency: CURRENCY,
      availability: isSoldOut(product) ? AVAILABILITY.outOfStock : AVAILABILITY.inStock,
      itemCondition: itemConditionOf(product.ConditionID),
    },
  };
}

export interface Crumb {
  name: string;
  /** Absolute; the page's own crumb, the last, has none. */
  url?: string;
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/**
 * A <script type="application/ld+json"> element, '<' written \u003c (scriptSafe), so no text in
 * the data (a product's name or description) can close the element. Browsers never run it, so it
 * needs no nonce: the Content-Security-Policy governs the scripts that run.
 */
export const jsonLdScript = (data: object): string =>
  `<script type="application/ld+json">${scriptSafe(JSON.stringify(data))}</script>`;

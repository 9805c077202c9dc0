import { z } from 'zod';

/**
 * The schema.org shapes the storefront's JSON-LD must have (Product with Offer and Brand,
 * BreadcrumbList), with the fields search engines require and only schema.org's own enumeration
 * URLs. Checked offline: no validator service is asked.
 */

const SCHEMA = 'https://schema.org';
const absoluteUrl = z.url({ protocol: /^https?$/ });
const text = z.string().trim().min(1);

const brand = z.strictObject({ '@type': z.literal('Brand'), name: text });

const offer = z.strictObject({
  '@type': z.literal('Offer'),
  url: absoluteUrl,
  // A decimal number with a point, no currency sign or grouping.
  price: z.string().regex(/^\d+(\.\d{1,2})?$/),
  priceCurrency: z.literal('AED'),
  availability: z.enum([`${SCHEMA}/InStock`, `${SCHEMA}/OutOfStock`]),
  itemCondition: z.enum([
    `${SCHEMA}/NewCondition`,
    `${SCHEMA}/UsedCondition`,
    `${SCHEMA}/RefurbishedCondition`,
  ]),
});

export const productSchema = z.strictObject({
  '@context': z.literal(SCHEMA),
  '@type': z.literal('Product'),
  name: text,
  description: text,
  image: z.array(absoluteUrl).min(1).optional(),
  sku: text,
  productID: text,
  brand: brand.optional(),
  url: absoluteUrl,
  offers: offer,
});

export const breadcrumbListSchema = z.strictObject({
  '@context': z.literal(SCHEMA),
  '@type': z.literal('BreadcrumbList'),
  itemListElement: z
    .array(
      z.strictObject({
        '@type': z.literal('ListItem'),
        position: z.number().int().positive(),
        name: text,
        item: absoluteUrl.optional(),
      }),
    )
    .min(1)
    .refine((items) => items.every((item, index) => item.position === index + 1), {
      message: 'positions count from 1, in order',
    })
    .refine((items) => items.slice(0, -1).every((item) => item.item !== undefined), {
      message: 'every crumb but the last links its page',
    }),
});

/** One JSON-LD block of a page: a Product or a BreadcrumbList. */
export const jsonLdSchema = z.discriminatedUnion('@type', [productSchema, breadcrumbListSchema]);

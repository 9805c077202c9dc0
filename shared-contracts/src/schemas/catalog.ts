import { z } from 'zod';
import {
  clearableText,
  idField,
  numberField,
  optionalIdField,
  optionalMoneyField,
  optionalPriceField,
  optionalText,
  pagingField,
  percentField,
  PRICE_ABOVE_ZERO,
  priceField,
  quantityField,
  requiredText,
} from './fields';
import { LIMITS } from '../constants/timings';
import { CONDITION_IDS, CONDITIONS } from '../rules/product-condition';
import { PRODUCT_SORT_KEYS } from '../rules/product-sort';
import { unitPrice } from '../rules/price';

const idListParam = z
  .string()
  .max(500, { error: 'Too many ids' })
  .regex(/^[\d,\s]*$/, { error: 'Ids must be comma-separated numbers' })
  .optional();

/**
 * The filters of the What's New list, shared by Products/getproduct.php and Products/facets.php:
 * id lists, a price range on what the shopper pays (offer applied) and search text.
 */
export const productFiltersSchema = z.object({
  category: idListParam,
  brand: idListParam,
  sex: idListParam,
  condition: idListParam,
  price_min: optionalMoneyField('price_min'),
  price_max: optionalMoneyField('price_max'),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(100, { error: 'Search text is too long' })
    .optional(),
});

/** Query of Products/getproduct.php (our optional filters, sort and paging; the response stays a plain list). */
export const productListQuerySchema = productFiltersSchema.extend({
  ids: idListParam,
  UserID: optionalIdField('UserID'),
  sort: z
    .enum(PRODUCT_SORT_KEYS, { error: `sort must be one of ${PRODUCT_SORT_KEYS.join(', ')}` })
    .optional(),
  page: pagingField('page', 100_000, 1),
  limit: pagingField('limit', LIMITS.productListMaxPageSize, LIMITS.productListDefaultLimit),
});

/** Query of Products/facets.php: the list's filters. */
export const productFacetsQuerySchema = productFiltersSchema;

export const productDetailsQuerySchema = z.object({ ProductID: idField('ProductID') });

export const searchQuerySchema = z.object({
  query: z.string().max(100, { error: 'Search text is too long' }).optional().default(''),
});

/** Query of Products/suggestSpelling.php: the search text that found nothing, not blank. */
export const spellingQuerySchema = z.object({
  query: z
    .string({ error: 'query is required' })
    .trim()
    .min(1, { error: 'query is required' })
    .max(100, { error: 'Search text is too long' }),
});

/**
 * Back-office page query: 1-based page, page size (at most 100; `defaultLimit`, the list's
 * PAGE_SIZES entry, when not sent), optional search by ID or name.
 */
export const pageQuerySchemaOf = (defaultLimit: number) =>
  z.object({
    page: pagingField('page', 1_000_000, 1),
    limit: pagingField('limit', 100, defaultLimit),
    search: z
      .string({ error: 'search must be text' })
      .trim()
      .max(100, { error: 'Search text is too long' })
      .optional()
      .default(''),
  });

const conditionRules = (number: z.ZodNumber) =>
  number
    .int({ error: 'Condition must be a whole number' })
    .refine((id) => id !== 0, { error: 'Condition is required' })
    .refine((id) => id === 0 || CONDITION_IDS.includes(id), {
      error: `Condition must be one of ${CONDITIONS.map((c) => `${c.id} (${c.label})`).join(', ')}`,
    });
/** A product's condition id (CONDITIONS), required. */
export const conditionField = numberField('Condition', conditionRules);
/**
 * A condition id that calls written before conditions existed leave out: the api keeps what the
 * product has (none for a new one), and the back-office sets it before approving.
 */
export const optionalConditionField = numberField('Condition', (number) =>
  conditionRules(number).optional(),
).optional();

/** Sell form (WaitingList/addqueue.php multipart fields; images[] checked separately). */
export const sellSchema = z.object({
  ConditionID: optionalConditionField,
  ProductName: requiredText('Product name', 150),
  description: requiredText('Description', 4000),
  quantity: quantityField('Quantity'),
  CategoireID: idField('Category'),
  BrandID: idField('Brand'),
  SexID: idField('Gender'),
  ColorID: idField('Colour'),
  Status: optionalText('Status', 20),
  UserID: optionalIdField('UserID'),
});
export type SellFields = z.input<typeof sellSchema>;
/** The Sell screen asks for the condition: the seller declares it. */
export const sellFormSchema = sellSchema.extend({ ConditionID: conditionField });

/** An offer may not bring what a shopper pays (unitPrice: 100% off, or a few fils) down to 0. */
export const OFFER_LEAVES_NO_PRICE = 'Enter an Offer Price that leaves a price above 0';
const offerLeavesAPrice = (product: { Price: number; OfferPrice: number }) =>
  unitPrice(product) > 0;
const offerRefusal = { path: ['OfferPrice'], error: OFFER_LEAVES_NO_PRICE };

const productPriceFields = {
  Price: priceField('Price'),
  OfferPrice: percentField('Offer Price').optional().default(0),
};
/** The product form's prices: what the back-office form checks before sending. */
export const productPricesSchema = z
  .object(productPriceFields)
  .refine(offerLeavesAPrice, offerRefusal);

/** Admin product form (Products/addproduct.php and updateproduct.php multipart). */
export const productFormSchema = z
  .object({
    ProductID: optionalIdField('ProductID'),
    Name: requiredText('Name', 150),
    /** The Arabic name: left out, the stored one stays; blank clears it. */
    NameAr: clearableText('Arabic name', 150),
    Description: optionalText('Description', 4000),
    Price: productPriceFields.Price,
    Quantity: quantityField('Quantity'),
    OfferPrice: productPriceFields.OfferPrice,
    BrandID: idField('Brand'),
    CategoireID: idField('Category'),
    Color_ID: optionalIdField('Color'),
    ColorID: optionalIdField('Color'),
    SexID: idField('Gender'),
    ConditionID: optionalConditionField,
    Status: optionalText('Status', 20),
    UserID: optionalIdField('UserID'),
    ProductionYear: optionalText('Production Year', 40),
  })
  .refine(offerLeavesAPrice, offerRefusal);

/** The back-office forms of brands, categories, colours and genders (NameAr as in productFormSchema). */
export const brandFormSchema = z.object({
  BrandID: optionalIdField('BrandID'),
  Name: requiredText('Name', 100),
  NameAr: clearableText('Arabic name', 100),
});
export const categoryFormSchema = z.object({
  CategoireID: optionalIdField('CategoireID'),
  Name: requiredText('Name', 100),
  NameAr: clearableText('Arabic name', 100),
});
export const colourFormSchema = z.object({
  Color_ID: optionalIdField('Color_ID'),
  Name: requiredText('Name', 60),
  NameAr: clearableText('Arabic name', 60),
});
export const genderFormSchema = z.object({
  SexID: optionalIdField('SexID'),
  Name: requiredText('Name', 60),
  NameAr: clearableText('Arabic name', 60),
});

export const deleteProductSchema = z.object({ ProductID: idField('ProductID') });
export const deleteBrandSchema = z.object({ BrandID: idField('BrandID') });
export const deleteCategorySchema = z.object({ CategoireID: idField('CategoireID') });
export const deleteColourSchema = z.object({ Color_ID: idField('Color_ID') });
export const deleteGenderSchema = z.object({ SexID: idField('SexID') });
export const deleteUserSchema = z.object({ UserID: idField('UserID') });

export const queueIdSchema = z.object({ QueueID: idField('QueueID') });
/**
 * The queue detail's prices: the product price (the seller's payout) above 0; the shop may
 * charge no fees or shipping, so those may be 0 or blank.
 */
export const queuePricesSchema = z.object({
  ProductPrice: priceField('Product Price'),
  FeesPrice: optionalMoneyField('Fees Price'),
  ShippingPrice: optionalMoneyField('Shipping Price'),
});
/**
 * Approve: UserPrice is what the shop charges, above 0. The queue detail also sends its parts
 * (product, fees and shipping prices) so the seller's sale can show them; when sent, they add up
 * to it, and fees or shipping without a product price would leave the seller's share unknown.
 */
export const approveQueueSchema = z
  .object({
    QueueID: idField('QueueID'),
    UserPrice: priceField('UserPrice'),
    ProductPrice: optionalPriceField('ProductPrice'),
    FeesPrice: optionalMoneyField('FeesPrice'),
    ShippingPrice: optionalMoneyField('ShippingPrice'),
    /** The condition the administrator confirmed (kept as declared when left out). */
    ConditionID: optionalConditionField,
  })
  .refine(
    ({ ProductPrice, FeesPrice, ShippingPrice }) =>
      ProductPrice !== undefined || (FeesPrice === undefined && ShippingPrice === undefined),
    { path: ['ProductPrice'], error: PRICE_ABOVE_ZERO },
  )
  .refine(
    ({ UserPrice, ProductPrice, FeesPrice, ShippingPrice }) =>
      ProductPrice === undefined ||
      Math.abs((ProductPrice ?? 0) + (FeesPrice ?? 0) + (ShippingPrice ?? 0) - UserPrice) < 0.01,
    { error: 'UserPrice must be the sum of ProductPrice, FeesPrice and ShippingPrice' },
  );

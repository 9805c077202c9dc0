import { z } from 'zod';
import {
  idField,
  moneyField,
  optionalIdField,
  optionalText,
  pagingField,
  percentField,
  quantityField,
  requiredText,
} from './fields';
import { LIMITS } from '../constants/timings';

const idListParam = z
  .string()
  .max(500, { error: 'Too many ids' })
  .regex(/^[\d,\s]*$/, { error: 'Ids must be comma-separated numbers' })
  .optional();

/** Query of Products/getproduct.php (our optional filters and paging; the response stays a plain list). */
export const productListQuerySchema = z.object({
  category: idListParam,
  brand: idListParam,
  sex: idListParam,
  ids: idListParam,
  UserID: optionalIdField('UserID'),
  page: pagingField('page', 100_000, 1),
  limit: pagingField('limit', LIMITS.productListMaxPageSize, LIMITS.productListDefaultLimit),
});

export const productDetailsQuerySchema = z.object({ ProductID: idField('ProductID') });

export const searchQuerySchema = z.object({
  query: z.string().max(100, { error: 'Search text is too long' }).optional().default(''),
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

/** Sell form (WaitingList/addqueue.php multipart fields; images[] checked separately). */
export const sellSchema = z.object({
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

/** Admin product form (Products/addproduct.php and updateproduct.php multipart). */
export const productFormSchema = z.object({
  ProductID: optionalIdField('ProductID'),
  Name: requiredText('Name', 150),
  Description: optionalText('Description', 4000),
  Price: moneyField('Price'),
  Quantity: quantityField('Quantity'),
  OfferPrice: percentField('Offer Price').optional().default(0),
  BrandID: idField('Brand'),
  CategoireID: idField('Category'),
  Color_ID: optionalIdField('Color'),
  ColorID: optionalIdField('Color'),
  SexID: idField('Gender'),
  Status: optionalText('Status', 20),
  UserID: optionalIdField('UserID'),
  ProductionYear: optionalText('Production Year', 40),
});

export const brandFormSchema = z.object({
  BrandID: optionalIdField('BrandID'),
  Name: requiredText('Name', 100),
});
export const categoryFormSchema = z.object({
  CategoireID: optionalIdField('CategoireID'),
  Name: requiredText('Name', 100),
});
export const colorFormSchema = z.object({
  Color_ID: optionalIdField('Color_ID'),
  Name: requiredText('Name', 60),
});
export const genderFormSchema = z.object({
  SexID: optionalIdField('SexID'),
  Name: requiredText('Name', 60),
});

export const deleteProductSchema = z.object({ ProductID: idField('ProductID') });
export const deleteBrandSchema = z.object({ BrandID: idField('BrandID') });
export const deleteCategorySchema = z.object({ CategoireID: idField('CategoireID') });
export const deleteColorSchema = z.object({ Color_ID: idField('Color_ID') });
export const deleteGenderSchema = z.object({ SexID: idField('SexID') });
export const deleteUserSchema = z.object({ UserID: idField('UserID') });

export const queueIdSchema = z.object({ QueueID: idField('QueueID') });
export const approveQueueSchema = z.object({
  QueueID: idField('QueueID'),
  UserPrice: moneyField('UserPrice'),
});

import { eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { brands, categories, colours, products, genders } from '../../db/schema';
import {
  conditionLabel,
  PUBLIC_STATUSES,
  type Product,
  type ProductDetails,
  type ProductStatus,
} from '../../contracts';

/** Every column a product answer needs, with the joined names. */
export const productColumns = {
  ProductID: products.ProductID,
  UserID: products.UserID,
  Status: products.Status,
  Name: products.Name,
  NameAr: products.NameAr,
  Description: products.Description,
  listedAt: products.listedAt,
  Price: products.Price,
  Quantity: products.Quantity,
  images: products.images,
  OfferPrice: products.OfferPrice,
  BrandID: products.BrandID,
  CategoireID: products.CategoireID,
  Color_ID: products.Color_ID,
  SexID: products.SexID,
  ConditionID: products.ConditionID,
  BrandName: brands.Name,
  CategoryName: categories.Name,
  ColorName: colours.Name,
  SexName: genders.Name,
  BrandNameAr: brands.NameAr,
  CategoryNameAr: categories.NameAr,
  ColorNameAr: colours.NameAr,
  SexNameAr: genders.NameAr,
};

export const publicStatus = () => inArray(products.Status, [...PUBLIC_STATUSES]);

/** SELECT ... FROM products with its brand, category, colour and gender names. */
export function selectProducts(db: Db, where?: SQL) {
  const query = db
    .select(productColumns)
    .from(products)
    .leftJoin(brands, eq(brands.BrandID, products.BrandID))
    .leftJoin(categories, eq(categories.CategoireID, products.CategoireID))
    .leftJoin(colours, eq(colours.Color_ID, products.Color_ID))
    .leftJoin(genders, eq(genders.SexID, products.SexID));
  return where ? query.where(where) : query;
}

/** One product with its looked-up names (from selectProducts or product-queries.ts). */
export interface ProductRow {
  ProductID: number;
  UserID: number | null;
  Status: string;
  Name: string;
  NameAr: string | null;
  Description: string;
  listedAt: Date;
  Price: number;
  Quantity: number;
  images: string[];
  OfferPrice: number;
  BrandID: number;
  CategoireID: number;
  Color_ID: number | null;
  SexID: number;
  ConditionID: number | null;
  BrandName: string | null;
  CategoryName: string | null;
  ColorName: string | null;
  SexName: string | null;
  BrandNameAr: string | null;
  CategoryNameAr: string | null;
  ColorNameAr: string | null;
  SexNameAr: string | null;
}

function base(row: ProductRow) {
  return {
    ProductID: row.ProductID,
    UserID: row.UserID ?? null,
    Status: (row.Status ?? 'Available') as ProductStatus,
    Name: row.Name ?? '',
    NameAr: row.NameAr ?? null,
    Description: row.Description ?? '',
    ProductionYear: row.listedAt.toISOString(),
    Price: Number(row.Price ?? 0),
    Quantity: Number(row.Quantity ?? 0),
    OfferPrice: Number(row.OfferPrice ?? 0),
    BrandID: row.BrandID ?? 0,
    CategoireID: row.CategoireID ?? 0,
    Color_ID: row.Color_ID ?? 0,
    ColorID: row.Color_ID ?? 0,
    SexID: row.SexID ?? 0,
    ConditionID: row.ConditionID ?? null,
    Condition: conditionLabel(row.ConditionID),
    BrandName: row.BrandName ?? '',
    CategoryName: row.CategoryName ?? '',
    ColorName: row.ColorName ?? '',
    SexName: row.SexName ?? '',
    BrandNameAr: row.BrandNameAr ?? null,
    CategoryNameAr: row.CategoryNameAr ?? null,
    ColorNameAr: row.ColorNameAr ?? null,
    SexNameAr: row.SexNameAr ?? null,
  };
}

export const productLink = (id: number) => `/Items/${id}`;

/** A product as lists answer it: Image is a comma-separated string. */
export function toProduct(row: ProductRow): Product {
  return { ...base(row), Image: row.images.join(','), link: productLink(row.ProductID) };
}

/** A product as getProductDetails.php answers it: Image is an array. */
export function toProductDetails(row: ProductRow): ProductDetails {
  return { ...base(row), Image: [...row.images], link: productLink(row.ProductID) };
}

/** Catalogue entities with the API's exact field names. */

export type ProductStatus = 'Available' | 'OnSale' | 'SoldOut' | 'Archived' | 'Submitted';

export const PRODUCT_STATUSES: readonly ProductStatus[] = [
  'Available',
  'OnSale',
  'SoldOut',
  'Archived',
  'Submitted',
];

export interface Category {
  CategoireID: number;
  Name: string;
  /** The Arabic name, when one is set (shown in Arabic; see localName). */
  NameAr?: string | null;
  Image: string;
}

export interface Brand {
  BrandID: number;
  Name: string;
  /** The Arabic name, when one is set (shown in Arabic; see localName). */
  NameAr?: string | null;
  Image: string;
}

export interface Colour {
  Color_ID: number;
  Name: string;
  /** The Arabic name, when one is set (shown in Arabic; see localName). */
  NameAr?: string | null;
}

export interface Gender {
  SexID: number;
  Name: string;
  /** The Arabic name, when one is set (shown in Arabic; see localName). */
  NameAr?: string | null;
}

/** Fields every product answer carries. Reads may name the colour `ColorID` or `Color_ID`. */
export interface ProductBase {
  ProductID: number;
  UserID: number | null;
  Status: ProductStatus;
  Name: string;
  /** The Arabic name, when one is set (shown in Arabic; see localName). */
  NameAr?: string | null;
  Description: string;
  /** ISO date (YYYY-MM-DD or full timestamp): when the item was listed. */
  ProductionYear: string;
  Price: number;
  Quantity: number;
  /** Discount in percent; 0 means none. */
  OfferPrice: number;
  BrandID: number;
  CategoireID: number;
  Color_ID?: number;
  ColorID?: number;
  SexID: number;
  BrandName?: string;
  CategoryName?: string;
  ColorName?: string;
  SexName?: string;
  /** The Arabic names of the brand, category, colour and gender, when set. */
  BrandNameAr?: string | null;
  CategoryNameAr?: string | null;
  ColorNameAr?: string | null;
  SexNameAr?: string | null;
  /** Condition id (1 New with tags ... 5 Good; see CONDITIONS) and its label; every read carries
   * them (null and blank while no condition was declared). */
  ConditionID?: number | null;
  Condition?: string;
  /** Link to the product's page, e.g. /Items/12 (new arrivals). */
  link?: string;
}

/** A product as lists answer it: Image is a comma-separated list of URLs. */
export interface Product extends ProductBase {
  Image: string;
}

/** A product as Products/getProductDetails.php answers it: Image is an array. */
export interface ProductDetails extends ProductBase {
  Image: string[];
}

/** A product of the back-office page (showproduct_page.php): Image is a list of URLs. */
export interface AdminProduct extends ProductBase {
  Image: string[];
}

/** Reads accept both ColorID and Color_ID, the two spellings in use. */
export function colourIdOf(product: Pick<ProductBase, 'ColorID' | 'Color_ID'>): number | undefined {
  return product.Color_ID ?? product.ColorID;
}

/** The images of a product whichever shape it came in. */
export function imagesOf(product: { Image?: string | string[] | null }): string[] {
  const image = product.Image;
  if (!image) return [];
  if (Array.isArray(image)) return image.filter(Boolean);
  return image
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface SearchResult {
  Name: string;
  NameAr?: string | null;
  /** Comma-separated list of image URLs; the first is used. */
  Image: string;
  link: string;
}

export type SearchResultType = 'Brand' | 'Product';

/** Answer of Products/suggestSpelling.php: the name to offer as "Did you mean …?", or null. */
export interface SpellingSuggestion {
  suggestion: string | null;
}

export interface MenuItem {
  id: number;
  name: string;
  nameAr?: string | null;
}

export interface MenuSection {
  header: string;
  headerAr?: string | null;
  link: string;
  items: MenuItem[];
}

export interface MenuGroup {
  title: string;
  titleAr?: string | null;
  sections: MenuSection[];
}

/** The Sex/ answer: keyed by menu id ('allDropdown' or a CategoireID). */
export type Menu = Record<string, MenuGroup>;

export const ALL_DROPDOWN_KEY = 'allDropdown';

/** Products/facets.php: per filter group, option id -> products matching it with the other
 * groups' active filters (an option's own group is left out of its count). */
export interface FacetCounts {
  category: Record<string, number>;
  brand: Record<string, number>;
  sex: Record<string, number>;
  condition: Record<string, number>;
  /** Products matching every active filter. */
  total: number;
}

import {
  colourIdOf,
  imagesOf,
  productStatusFor,
  type AdminProduct,
  type ProductStatus,
} from 'shared-contracts';
import { fieldErrors, productPricesSchema } from 'shared-contracts/schemas';
import { arabicNameDraft, arabicNameToSend, type ArabicNameDraft } from '../list/named-image-form';

/** The product form's values as the inputs hold them. */
export interface ProductDraft extends ArabicNameDraft {
  ProductID: string;
  UserID: string;
  Status: ProductStatus | string;
  Name: string;
  Description: string;
  Price: string;
  Quantity: string;
  OfferPrice: string;
  BrandID: string;
  CategoireID: string;
  Color_ID: string;
  SexID: string;
  /** A CONDITIONS id, or '' while none is chosen (products from before conditions existed). */
  ConditionID: string;
  Image: File | null;
  currentImage: string;
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/**
 * Applies a change and recomputes the status on every field change:
 * Quantity > 0 gives OnSale when OfferPrice > 0, otherwise Available; else SoldOut.
 */
export function withChange(draft: ProductDraft, change: Partial<ProductDraft>): ProductDraft {
  const next = { ...draft, ...change };
  return { ...next, Status: productStatusFor(Number(next.Quantity), Number(next.OfferPrice)) };
}

export function blankProduct(userId: number | undefined): ProductDraft {
  return {
    ProductID: '',
    UserID: text(userId),
    Status: productStatusFor(0, 0),
    Name: '',
    ...arabicNameDraft(null),
    Description: '',
    Price: '',
    Quantity: '',
    OfferPrice: '0',
    BrandID: '',
    CategoireID: '',
    Color_ID: '',
    SexID: '',
    ConditionID: '',
    Image: null,
    currentImage: '',
  };
}

export function productDraftOf(product: AdminProduct): ProductDraft {
  return {
    ProductID: text(product.ProductID),
    UserID: text(product.UserID),
    Status: product.Status,
    Name: product.Name ?? '',
    ...arabicNameDraft(product.NameAr),
    Description: product.Description ?? '',
    Price: text(product.Price),
    Quantity: text(product.Quantity),
    OfferPrice: text(product.OfferPrice ?? 0),
    BrandID: text(product.BrandID),
    CategoireID: text(product.CategoireID),
    Color_ID: text(colourIdOf(product)),
    SexID: text(product.SexID),
    ConditionID: text(product.ConditionID),
    Image: null,
    currentImage: imagesOf(product)[0] ?? '',
  };
}

/** The price and offer messages the api would answer, by field ({} when both are fine). */
export function productPriceErrors(draft: ProductDraft): Record<string, string> {
  const prices = productPricesSchema.safeParse({
    Price: draft.Price,
    OfferPrice: draft.OfferPrice || '0',
  });
  return prices.success ? {} : fieldErrors(prices.error);
}

/**
 * Multipart body of Products/addproduct.php and updateproduct.php with the API's field names.
 * Both send ProductID (update needs it to find the record) and the owner's UserID (read-only);
 * NameAr as arabicNameToSend says.
 */
export function productForm(draft: ProductDraft): FormData {
  const form = new FormData();
  if (draft.ProductID) form.append('ProductID', draft.ProductID);
  form.append('Name', draft.Name.trim());
  const nameAr = arabicNameToSend(draft);
  if (nameAr !== undefined) form.append('NameAr', nameAr);
  form.append('Description', draft.Description);
  form.append('Price', draft.Price);
  form.append('Quantity', draft.Quantity);
  form.append('OfferPrice', draft.OfferPrice || '0');
  form.append('BrandID', draft.BrandID);
  form.append('CategoireID', draft.CategoireID);
  form.append('Color_ID', draft.Color_ID);
  form.append('SexID', draft.SexID);
  // Left out when none is chosen: the api then keeps the product's condition as it is.
  if (draft.ConditionID) form.append('ConditionID', draft.ConditionID);
  form.append('Status', String(draft.Status));
  if (draft.UserID) form.append('UserID', draft.UserID);
  if (draft.Image) form.append('Image', draft.Image);
  return form;
}

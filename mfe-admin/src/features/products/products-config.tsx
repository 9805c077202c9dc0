import {
  colourIdOf,
  formatAed,
  imagesOf,
  PAGE_SIZES,
  type AdminProduct,
  type StoredUser,
} from 'shared-contracts';
import {
  adminApi,
  useAddProductMutation,
  useProductsPageQuery,
  useRemoveProductMutation,
  useUpdateProductMutation,
} from '../../api';
import { formatDate, formatOffer } from '../../shared/format';
import { StatusBadge } from '../../shared/StatusBadge';
import { Clamp, NoWrap } from '../../shared/table';
import { Thumb } from '../../shared/Thumb';
import { saveHook } from '../list/save-hook';
import type { EntityListConfig } from '../list/types';
import {
  blankProduct,
  productDraftOf,
  productForm,
  productPriceErrors,
  type ProductDraft,
} from './product-draft';
import { ProductFields } from './ProductFields';
import { nameIn, type CatalogLookups } from './use-catalog-lookups';

const saveProduct = saveHook(
  useAddProductMutation,
  useUpdateProductMutation,
  (draft: ProductDraft, _mode, upload) => ({ form: productForm(draft), ...upload }),
);

/** The Products list screen: built per render of its page because names come from lookups. */
export function productsConfig(
  lookups: CatalogLookups,
  user: StoredUser | null,
): EntityListConfig<AdminProduct, ProductDraft> {
  return {
    entity: 'product',
    title: 'Products',
    description: 'Every listing in the catalogue, with stock, offers and status.',
    noun: 'Product',
    pageSize: PAGE_SIZES.products,
    logFetchErrorsOnly: true,
    usePage: useProductsPageQuery,
    useRemove: useRemoveProductMutation,
    idOf: (product) => product.ProductID,
    columns: [
      { header: 'ID', render: (p) => p.ProductID },
      { header: 'Name', render: (p) => <NoWrap>{p.Name}</NoWrap> },
      {
        header: 'Description',
        render: (p) => <Clamp title={p.Description}>{p.Description}</Clamp>,
      },
      { header: 'Production Year', render: (p) => <NoWrap>{formatDate(p.ProductionYear)}</NoWrap> },
      { header: 'Price', numeric: true, render: (p) => formatAed(p.Price) },
      { header: 'Quantity', numeric: true, render: (p) => p.Quantity },
      { header: 'Image', render: (p) => <Thumb src={imagesOf(p)[0]} alt={p.Name} size={40} /> },
      { header: 'Offer Price', numeric: true, render: (p) => formatOffer(p.OfferPrice) },
      {
        header: 'Brand',
        render: (p) => nameIn(lookups.brands, (b) => b.BrandID, p.BrandID, p.BrandName),
      },
      {
        header: 'Category',
        render: (p) =>
          nameIn(lookups.categories, (c) => c.CategoireID, p.CategoireID, p.CategoryName),
      },
      {
        header: 'Color',
        render: (p) => nameIn(lookups.colours, (c) => c.Color_ID, colourIdOf(p), p.ColorName),
      },
      { header: 'Sex', render: (p) => nameIn(lookups.genders, (g) => g.SexID, p.SexID, p.SexName) },
      { header: 'User ID', render: (p) => p.UserID ?? '—' },
      { header: 'Status', render: (p) => <StatusBadge status={p.Status} /> },
    ],
    form: {
      blank: () => blankProduct(user?.UserID),
      fromRow: productDraftOf,
      lastId: () => adminApi.products.lastId(),
      withId: (draft, id) => ({ ...draft, ProductID: String(id) }),
      useSave: saveProduct,
      check: productPriceErrors,
      Fields: ProductFields,
    },
  };
}

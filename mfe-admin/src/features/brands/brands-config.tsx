import { PAGE_SIZES, type Brand } from 'shared-contracts';
import {
  adminApi,
  useAddBrandMutation,
  useBrandsPageQuery,
  useRemoveBrandMutation,
  useUpdateBrandMutation,
} from '../../api';
import { Thumb } from '../../shared/Thumb';
import {
  arabicNameDraft,
  blankNamedImage,
  NamedImageFields,
  namedImageForm,
  type NamedImageDraft,
} from '../list/named-image-form';
import { saveHook } from '../list/save-hook';
import type { EntityListConfig } from '../list/types';

export const brandsConfig: EntityListConfig<Brand, NamedImageDraft> = {
  entity: 'brand',
  title: 'Brands',
  description: 'The houses customers can shop by.',
  noun: 'Brand',
  pageSize: PAGE_SIZES.brands,
  usePage: useBrandsPageQuery,
  useRemove: useRemoveBrandMutation,
  idOf: (brand) => brand.BrandID,
  columns: [
    { header: 'ID', render: (brand) => brand.BrandID },
    { header: 'Name', render: (brand) => brand.Name },
    { header: 'Image', render: (brand) => <Thumb src={brand.Image} alt={brand.Name} /> },
  ],
  form: {
    blank: blankNamedImage,
    fromRow: (brand) => ({
      id: String(brand.BrandID),
      Name: brand.Name,
      ...arabicNameDraft(brand.NameAr),
      Image: null,
      currentImage: brand.Image ?? '',
    }),
    lastId: () => adminApi.brands.lastId(),
    withId: (draft, id) => ({ ...draft, id: String(id) }),
    useSave: saveHook(useAddBrandMutation, useUpdateBrandMutation, (draft, _mode, upload) => ({
      form: namedImageForm('BrandID', draft),
      ...upload,
    })),
    Fields: NamedImageFields,
  },
};

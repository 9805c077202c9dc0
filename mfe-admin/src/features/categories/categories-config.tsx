import { PAGE_SIZES, type Category } from 'shared-contracts';
import {
  adminApi,
  useAddCategoryMutation,
  useCategoriesPageQuery,
  useRemoveCategoryMutation,
  useUpdateCategoryMutation,
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

export const categoriesConfig: EntityListConfig<Category, NamedImageDraft> = {
  entity: 'category',
  title: 'Categories',
  description: 'How the catalogue is grouped on the storefront.',
  noun: 'Category',
  pageSize: PAGE_SIZES.categories,
  alertDeleteRefusal: true,
  usePage: useCategoriesPageQuery,
  useRemove: useRemoveCategoryMutation,
  idOf: (category) => category.CategoireID,
  columns: [
    { header: 'ID', render: (category) => category.CategoireID },
    { header: 'Name', render: (category) => category.Name },
    {
      header: 'Image',
      render: (category) => <Thumb src={category.Image} alt={category.Name} />,
    },
  ],
  form: {
    blank: blankNamedImage,
    fromRow: (category) => ({
      id: String(category.CategoireID),
      Name: category.Name,
      ...arabicNameDraft(category.NameAr),
      Image: null,
      currentImage: category.Image ?? '',
    }),
    lastId: () => adminApi.categories.lastId(),
    withId: (draft, id) => ({ ...draft, id: String(id) }),
    useSave: saveHook(
      useAddCategoryMutation,
      useUpdateCategoryMutation,
      (draft, _mode, upload) => ({ form: namedImageForm('CategoireID', draft), ...upload }),
    ),
    Fields: NamedImageFields,
  },
};

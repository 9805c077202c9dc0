import { adminApi, PAGE_SIZES, type Category } from 'shared-contracts';
import { Thumb } from '../../shared/Thumb';
import {
  blankNamedImage,
  NamedImageFields,
  namedImageForm,
  type NamedImageDraft,
} from '../list/named-image-form';
import type { EntityListConfig } from '../list/types';

export const categoriesConfig: EntityListConfig<Category, NamedImageDraft> = {
  entity: 'category',
  title: 'Categories',
  description: 'How the catalogue is grouped on the storefront.',
  noun: 'Category',
  pageSize: PAGE_SIZES.categories,
  alertDeleteRefusal: true,
  fetchPage: (query) => adminApi.categories.page(query),
  remove: (id) => adminApi.categories.remove(id),
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
      Image: null,
      currentImage: category.Image ?? '',
    }),
    lastId: () => adminApi.categories.lastId(),
    withId: (draft, id) => ({ ...draft, id: String(id) }),
    save: (mode, draft, upload) => {
      const form = namedImageForm('CategoireID', draft);
      return mode === 'add'
        ? adminApi.categories.add(form, upload)
        : adminApi.categories.update(form, upload);
    },
    Fields: NamedImageFields,
  },
};

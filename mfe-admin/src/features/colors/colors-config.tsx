import { PAGE_SIZES, type Color } from 'shared-contracts';
import {
  adminApi,
  useAddColorMutation,
  useColorsPageQuery,
  useRemoveColorMutation,
  useUpdateColorMutation,
} from '../../api';
import {
  arabicNameDraft,
  blankNamed,
  NamedFields,
  namedBody,
  type NamedDraft,
} from '../list/named-image-form';
import { saveHook } from '../list/save-hook';
import type { EntityListConfig } from '../list/types';

/** JSON body {Color_ID, Name, NameAr}; Add asks for LastID + 1 first, as the other lists do. */
const bodyOf = (draft: NamedDraft) => namedBody('Color_ID', draft) as Color;

export const colorsConfig: EntityListConfig<Color, NamedDraft> = {
  entity: 'color',
  title: 'Colors',
  description: 'Colours sellers and shoppers can pick from.',
  noun: 'Color',
  pageSize: PAGE_SIZES.colors,
  usePage: useColorsPageQuery,
  useRemove: useRemoveColorMutation,
  idOf: (color) => color.Color_ID,
  columns: [
    { header: 'ID', render: (color) => color.Color_ID },
    { header: 'Name', render: (color) => color.Name },
  ],
  form: {
    blank: blankNamed,
    lastId: () => adminApi.colors.lastId(),
    fromRow: (color) => ({
      id: String(color.Color_ID),
      Name: color.Name,
      ...arabicNameDraft(color.NameAr),
    }),
    withId: (draft, id) => ({ ...draft, id: String(id) }),
    useSave: saveHook(useAddColorMutation, useUpdateColorMutation, bodyOf),
    Fields: NamedFields,
  },
};

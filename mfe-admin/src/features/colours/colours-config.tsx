import { PAGE_SIZES, type Colour } from 'shared-contracts';
import {
  adminApi,
  useAddColourMutation,
  useColoursPageQuery,
  useRemoveColourMutation,
  useUpdateColourMutation,
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
const bodyOf = (draft: NamedDraft) => namedBody('Color_ID', draft) as Colour;

export const coloursConfig: EntityListConfig<Colour, NamedDraft> = {
  entity: 'colour',
  title: 'Colors',
  description: 'Colours sellers and shoppers can pick from.',
  noun: 'Color',
  pageSize: PAGE_SIZES.colours,
  usePage: useColoursPageQuery,
  useRemove: useRemoveColourMutation,
  idOf: (colour) => colour.Color_ID,
  columns: [
    { header: 'ID', render: (colour) => colour.Color_ID },
    { header: 'Name', render: (colour) => colour.Name },
  ],
  form: {
    blank: blankNamed,
    lastId: () => adminApi.colours.lastId(),
    fromRow: (colour) => ({
      id: String(colour.Color_ID),
      Name: colour.Name,
      ...arabicNameDraft(colour.NameAr),
    }),
    withId: (draft, id) => ({ ...draft, id: String(id) }),
    useSave: saveHook(useAddColourMutation, useUpdateColourMutation, bodyOf),
    Fields: NamedFields,
  },
};

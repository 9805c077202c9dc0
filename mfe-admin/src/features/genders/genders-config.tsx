import { PAGE_SIZES, type Gender } from 'shared-contracts';
import {
  adminApi,
  useAddGenderMutation,
  useGendersPageQuery,
  useRemoveGenderMutation,
  useUpdateGenderMutation,
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

/** JSON body {SexID, Name, NameAr}; Add asks for LastID + 1 first, as the other lists do. */
const bodyOf = (draft: NamedDraft) => namedBody('SexID', draft) as Gender;

export const gendersConfig: EntityListConfig<Gender, NamedDraft> = {
  entity: 'gender',
  title: 'Genders',
  description: 'The storefront menu is built around these.',
  noun: 'Gender',
  pageSize: PAGE_SIZES.genders,
  usePage: useGendersPageQuery,
  useRemove: useRemoveGenderMutation,
  idOf: (gender) => gender.SexID,
  columns: [
    { header: 'ID', render: (gender) => gender.SexID },
    { header: 'Name', render: (gender) => gender.Name },
  ],
  form: {
    blank: blankNamed,
    lastId: () => adminApi.genders.lastId(),
    fromRow: (gender) => ({
      id: String(gender.SexID),
      Name: gender.Name,
      ...arabicNameDraft(gender.NameAr),
    }),
    withId: (draft, id) => ({ ...draft, id: String(id) }),
    useSave: saveHook(useAddGenderMutation, useUpdateGenderMutation, bodyOf),
    Fields: NamedFields,
  },
};

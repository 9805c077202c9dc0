import { PAGE_SIZES, type Gender } from 'shared-contracts';
import {
  adminApi,
  useAddGenderMutation,
  useGendersPageQuery,
  useRemoveGenderMutation,
  useUpdateGenderMutation,
} from 'shared-contracts/src/queries';
import { blankNamed, NamedFields, type NamedDraft } from '../list/named-image-form';
import { saveHook } from '../list/save-hook';
import type { EntityListConfig } from '../list/types';

/** JSON body {SexID, Name}; Add asks for LastID + 1 first, as the other lists do. */
const bodyOf = (draft: NamedDraft) =>
  ({ ...(draft.id ? { SexID: Number(draft.id) } : {}), Name: draft.Name.trim() }) as Gender;

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
    fromRow: (gender) => ({ id: String(gender.SexID), Name: gender.Name }),
    withId: (draft, id) => ({ ...draft, id: String(id) }),
    useSave: saveHook(useAddGenderMutation, useUpdateGenderMutation, bodyOf),
    Fields: NamedFields,
  },
};

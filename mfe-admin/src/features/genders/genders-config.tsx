import { adminApi, PAGE_SIZES, type Sex } from 'shared-contracts';
import { blankNamed, NamedFields, type NamedDraft } from '../list/named-image-form';
import type { EntityListConfig } from '../list/types';

/** JSON body {SexID, Name}; Add asks for LastID + 1 first, as the other lists do. */
const bodyOf = (draft: NamedDraft) =>
  ({ ...(draft.id ? { SexID: Number(draft.id) } : {}), Name: draft.Name.trim() }) as Sex;

export const gendersConfig: EntityListConfig<Sex, NamedDraft> = {
  entity: 'gender',
  title: 'Genders',
  description: 'The storefront menu is built around these.',
  noun: 'Gender',
  pageSize: PAGE_SIZES.genders,
  fetchPage: (query) => adminApi.genders.page(query),
  remove: (id) => adminApi.genders.remove(id),
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
    save: (mode, draft) =>
      mode === 'add' ? adminApi.genders.add(bodyOf(draft)) : adminApi.genders.update(bodyOf(draft)),
    Fields: NamedFields,
  },
};

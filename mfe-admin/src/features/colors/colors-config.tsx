import { adminApi, PAGE_SIZES, type Color } from 'shared-contracts';
import { blankNamed, NamedFields, type NamedDraft } from '../list/named-image-form';
import type { EntityListConfig } from '../list/types';

/** JSON body {Color_ID, Name}; Add asks for LastID + 1 first, as the other lists do. */
const bodyOf = (draft: NamedDraft) =>
  ({ ...(draft.id ? { Color_ID: Number(draft.id) } : {}), Name: draft.Name.trim() }) as Color;

export const colorsConfig: EntityListConfig<Color, NamedDraft> = {
  entity: 'color',
  title: 'Colors',
  description: 'Colours sellers and shoppers can pick from.',
  noun: 'Color',
  pageSize: PAGE_SIZES.colors,
  fetchPage: (query) => adminApi.colors.page(query),
  remove: (id) => adminApi.colors.remove(id),
  idOf: (color) => color.Color_ID,
  columns: [
    { header: 'ID', render: (color) => color.Color_ID },
    { header: 'Name', render: (color) => color.Name },
  ],
  form: {
    blank: blankNamed,
    lastId: () => adminApi.colors.lastId(),
    fromRow: (color) => ({ id: String(color.Color_ID), Name: color.Name }),
    withId: (draft, id) => ({ ...draft, id: String(id) }),
    save: (mode, draft) =>
      mode === 'add' ? adminApi.colors.add(bodyOf(draft)) : adminApi.colors.update(bodyOf(draft)),
    Fields: NamedFields,
  },
};

import { TextField } from 'shared-contracts/src/ui-extras';
import { FileField } from '../../shared/fields';
import type { EntityFormProps } from './types';

/** Draft of the brand and category forms: ID, Name and an image file. */
export interface NamedImageDraft {
  id: string;
  Name: string;
  Image: File | null;
  currentImage: string;
}

export const blankNamedImage = (): NamedImageDraft => ({
  id: '',
  Name: '',
  Image: null,
  currentImage: '',
});

export function NamedImageFields({ draft, onChange }: EntityFormProps<NamedImageDraft>) {
  return (
    <>
      <TextField label="ID" value={draft.id} placeholder="Assigned on save" readOnly />
      <TextField
        label="Name"
        value={draft.Name}
        onChange={(event) => onChange({ ...draft, Name: event.target.value })}
        autoComplete="off"
      />
      <FileField
        label="Image"
        file={draft.Image}
        currentUrl={draft.currentImage}
        onFile={(Image) => onChange({ ...draft, Image })}
      />
    </>
  );
}

/** Multipart body of Brand/... and Categoire/... add and update: the id field, Name, Image. */
export function namedImageForm(idField: 'BrandID' | 'CategoireID', draft: NamedImageDraft) {
  const form = new FormData();
  if (draft.id) form.append(idField, draft.id);
  form.append('Name', draft.Name.trim());
  if (draft.Image) form.append('Image', draft.Image);
  return form;
}

/** Draft of the color and gender forms: ID and Name. */
export interface NamedDraft {
  id: string;
  Name: string;
}

export const blankNamed = (): NamedDraft => ({ id: '', Name: '' });

export function NamedFields({ draft, onChange }: EntityFormProps<NamedDraft>) {
  return (
    <>
      <TextField label="ID" value={draft.id} placeholder="Assigned on save" readOnly />
      <TextField
        label="Name"
        value={draft.Name}
        onChange={(event) => onChange({ ...draft, Name: event.target.value })}
        autoComplete="off"
      />
    </>
  );
}

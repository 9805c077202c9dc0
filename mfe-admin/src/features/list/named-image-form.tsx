import { TextField } from 'shared-contracts/ui-extras';
import { FileField, Hint } from '../../shared/fields';
import type { EntityFormProps } from './types';

/** The Arabic name of a draft as typed, and the record's stored one ('' when none). */
export interface ArabicNameDraft {
  NameAr: string;
  storedNameAr: string;
}

/** The Arabic name parts of a draft made from a record's NameAr (null or missing: none). */
export const arabicNameDraft = (nameAr: string | null | undefined): ArabicNameDraft => ({
  NameAr: nameAr ?? '',
  storedNameAr: nameAr ?? '',
});

/**
 * The NameAr to send: the typed name, or '' to clear a stored one; left out while it is blank and
 * the record has none (nothing to change).
 */
export function arabicNameToSend(draft: ArabicNameDraft): string | undefined {
  const value = draft.NameAr.trim();
  return value || draft.storedNameAr ? value : undefined;
}

/**
 * The Arabic name input, labelled "In Arabic" under Name (a label holding "name" would make
 * "Name" ambiguous): right to left and marked as Arabic inside the English back-office.
 */
export function ArabicNameField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="In Arabic"
      value={value}
      dir="rtl"
      lang="ar"
      autoComplete="off"
      onChange={(event) => onChange(event.target.value)}
      hint={<Hint>Shown to shoppers browsing in Arabic; blank shows the English name.</Hint>}
    />
  );
}

/** Draft of the brand and category forms: ID, Name, Arabic name and an image file. */
export interface NamedImageDraft extends ArabicNameDraft {
  id: string;
  Name: string;
  Image: File | null;
  currentImage: string;
}

export const blankNamedImage = (): NamedImageDraft => ({
  id: '',
  Name: '',
  ...arabicNameDraft(null),
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
      <ArabicNameField value={draft.NameAr} onChange={(NameAr) => onChange({ ...draft, NameAr })} />
      <FileField
        label="Image"
        file={draft.Image}
        currentUrl={draft.currentImage}
        onFile={(Image) => onChange({ ...draft, Image })}
      />
    </>
  );
}

/**
 * Multipart body of Brand/... and Categoire/... add and update: the id field, Name, NameAr
 * (see arabicNameToSend), Image.
 */
export function namedImageForm(idField: 'BrandID' | 'CategoireID', draft: NamedImageDraft) {
  const form = new FormData();
  if (draft.id) form.append(idField, draft.id);
  form.append('Name', draft.Name.trim());
  const nameAr = arabicNameToSend(draft);
  if (nameAr !== undefined) form.append('NameAr', nameAr);
  if (draft.Image) form.append('Image', draft.Image);
  return form;
}

/** Draft of the colour and gender forms: ID, Name and Arabic name. */
export interface NamedDraft extends ArabicNameDraft {
  id: string;
  Name: string;
}

export const blankNamed = (): NamedDraft => ({ id: '', Name: '', ...arabicNameDraft(null) });

/** The JSON body of a colour or gender: the id under `idKey` when set, Name and NameAr. */
export function namedBody<K extends string>(
  idKey: K,
  draft: NamedDraft,
): Partial<Record<K, number>> & { Name: string; NameAr?: string } {
  const nameAr = arabicNameToSend(draft);
  return {
    ...(draft.id ? { [idKey]: Number(draft.id) } : {}),
    Name: draft.Name.trim(),
    ...(nameAr !== undefined && { NameAr: nameAr }),
  } as Partial<Record<K, number>> & { Name: string; NameAr?: string };
}

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
      <ArabicNameField value={draft.NameAr} onChange={(NameAr) => onChange({ ...draft, NameAr })} />
    </>
  );
}

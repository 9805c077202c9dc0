import { CONDITIONS } from 'shared-contracts';
import { SelectField, TextField } from 'shared-contracts/ui-extras';
import { FieldGrid, FileField, Hint, TextAreaField, Wide } from '../../shared/fields';
import { ArabicNameField } from '../list/named-image-form';
import type { EntityFormProps } from '../list/types';
import { withChange, type ProductDraft } from './product-draft';
import { useLookups } from './use-catalog-lookups';

interface Option {
  id: number;
  name: string;
}

function LookupSelect(props: {
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
}) {
  const { label, value, options, onChange } = props;
  const known = options.some((option) => String(option.id) === value);
  return (
    <SelectField label={label} value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">Select {label.toLowerCase()}</option>
      {!known && value && <option value={value}>#{value}</option>}
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The product form; the status is recomputed from quantity and offer on every change. */
export function ProductFields({ draft, onChange, errors = {} }: EntityFormProps<ProductDraft>) {
  const lookups = useLookups();
  const brands = lookups.brands.map((b) => ({ id: b.BrandID, name: b.Name }));
  const categories = lookups.categories.map((c) => ({ id: c.CategoireID, name: c.Name }));
  const colours = lookups.colours.map((c) => ({ id: c.Color_ID, name: c.Name }));
  const genders = lookups.genders.map((g) => ({ id: g.SexID, name: g.Name }));
  const set = (change: Partial<ProductDraft>) => onChange(withChange(draft, change));
  return (
    <FieldGrid>
      <TextField label="ID" value={draft.ProductID} placeholder="Assigned on save" readOnly />
      <TextField label="User ID" value={draft.UserID} readOnly />
      <Wide>
        <TextField
          label="Name"
          value={draft.Name}
          autoComplete="off"
          onChange={(e) => set({ Name: e.target.value })}
        />
      </Wide>
      <Wide>
        <ArabicNameField value={draft.NameAr} onChange={(NameAr) => set({ NameAr })} />
      </Wide>
      <Wide>
        <TextAreaField
          label="Description"
          value={draft.Description}
          rows={3}
          onChange={(e) => set({ Description: e.target.value })}
        />
      </Wide>
      <TextField
        label="Price"
        type="number"
        inputMode="decimal"
        min={0}
        step="any"
        value={draft.Price}
        error={errors.Price}
        onChange={(e) => set({ Price: e.target.value })}
      />
      <TextField
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={draft.Quantity}
        onChange={(e) => set({ Quantity: e.target.value })}
      />
      <TextField
        label="Offer Price"
        type="number"
        inputMode="decimal"
        min={0}
        max={100}
        step="any"
        value={draft.OfferPrice}
        error={errors.OfferPrice}
        onChange={(e) => set({ OfferPrice: e.target.value })}
        hint={<Hint>Discount in percent; 0 means none.</Hint>}
      />
      <TextField label="Status" value={String(draft.Status)} readOnly />
      <LookupSelect
        label="Brand"
        value={draft.BrandID}
        options={brands}
        onChange={(BrandID) => set({ BrandID })}
      />
      <LookupSelect
        label="Category"
        value={draft.CategoireID}
        options={categories}
        onChange={(CategoireID) => set({ CategoireID })}
      />
      <LookupSelect
        label="Color"
        value={draft.Color_ID}
        options={colours}
        onChange={(Color_ID) => set({ Color_ID })}
      />
      <LookupSelect
        label="Gender"
        value={draft.SexID}
        options={genders}
        onChange={(SexID) => set({ SexID })}
      />
      <LookupSelect
        label="Condition"
        value={draft.ConditionID}
        options={CONDITIONS.map((c) => ({ id: c.id, name: c.label }))}
        onChange={(ConditionID) => set({ ConditionID })}
      />
      <Wide>
        <FileField
          label="Image"
          multiple
          file={draft.Image}
          currentUrl={draft.currentImage}
          onFile={(Image) => set({ Image })}
        />
      </Wide>
    </FieldGrid>
  );
}

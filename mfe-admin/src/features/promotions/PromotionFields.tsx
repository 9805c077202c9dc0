import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import type { PromotionKind } from 'shared-contracts';
import { FieldError, SelectField, TextField } from 'shared-contracts/ui-extras';
import { FieldGrid, Hint, Wide } from '../../shared/fields';
import type { PromotionDraft } from './promotion-draft';
import {
  Choice,
  ChoiceList,
  Group,
  Legend,
  Quiet,
  ScopeHint,
  Switch,
  Toggle,
  Toggles,
} from './PromotionFields.styles';

/** A brand or category as a scope choice. */
export interface ScopeOption {
  id: number;
  name: string;
}

/** A lookup's choices, or why there are none yet. */
export interface ScopeChoices {
  options: ScopeOption[];
  loading: boolean;
  failed: boolean;
}

const KIND_LABELS: Record<PromotionKind, string> = {
  percent: 'Percent off',
  fixed: 'Fixed amount',
};

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input whose hint, then its error, are read as its description. */
function Field({ hint, error, ...input }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <TextField
      id={id}
      error={error}
      aria-describedby={describedBy || undefined}
      hint={hint ? <Hint id={hintId}>{hint}</Hint> : undefined}
      {...input}
    />
  );
}

const CodeField = styled(Field)`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

interface ScopeGroupProps {
  legend: string;
  /** 'brand' or 'category', for the line shown when the lookup failed. */
  noun: string;
  choices: ScopeChoices;
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
  /** The line under both groups saying what is in scope. */
  summaryId: string;
  error?: string;
}

/**
 * A lookup's choices as checkboxes in a scrolling box. An id the lookup no longer has stays
 * listed (by its number), so it can still be unticked.
 */
function ScopeGroup(props: ScopeGroupProps) {
  const { legend, noun, choices, chosen, onChange, summaryId, error } = props;
  const countId = useId();
  const errorId = `${countId}-error`;
  const known = new Set(choices.options.map((option) => option.id));
  const options = [
    ...choices.options,
    ...chosen.filter((id) => !known.has(id)).map((id) => ({ id, name: `#${id}` })),
  ];
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  let body: ReactNode;
  if (options.length > 0) {
    body = options.map((option) => (
      <Choice key={option.id}>
        <input
          type="checkbox"
          checked={chosen.includes(option.id)}
          onChange={(event) => toggle(option.id, event.target.checked)}
        />
        {option.name}
      </Choice>
    ));
  } else if (choices.loading) {
    body = <Quiet>Loading…</Quiet>;
  } else {
    body = <Quiet>{choices.failed ? `The ${noun} list could not be loaded.` : 'None yet.'}</Quiet>;
  }
  const describedBy = [chosen.length > 0 && countId, summaryId, error && errorId];
  return (
    <Group aria-describedby={describedBy.filter(Boolean).join(' ')}>
      <Legend>{legend}</Legend>
      <ChoiceList $invalid={Boolean(error)}>{body}</ChoiceList>
      {chosen.length > 0 && <Hint id={countId}>{chosen.length} ticked.</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Group>
  );
}

interface PromotionFieldsProps {
  draft: PromotionDraft;
  onChange: (next: PromotionDraft) => void;
  /** Messages by field name, from promotionErrors. */
  errors: Readonly<Record<string, string>>;
  brands: ScopeChoices;
  categories: ScopeChoices;
}

/** The fields typed as text (numbers included: they are checked as the api checks them). */
type TextKey = {
  [K in keyof PromotionDraft]: PromotionDraft[K] extends string ? K : never;
}[keyof PromotionDraft];

const numberProps = { type: 'number', inputMode: 'numeric', step: 1, min: 1 } as const;
const aedProps = { type: 'number', inputMode: 'decimal', step: 0.01, min: 0 } as const;

/** The add and edit form of a coupon code; AED and Dubai time in, fils and ISO out. */
export function PromotionFields({
  draft,
  onChange,
  errors,
  brands,
  categories,
}: PromotionFieldsProps) {
  const set = <K extends keyof PromotionDraft>(key: K, value: PromotionDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const text = (key: TextKey) => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...draft, [key]: event.target.value }),
  });
  const scopeHint = useId();
  const activeHint = useId();
  const featuredHint = useId();
  const percent = draft.Kind === 'percent';
  // Seconds show only on a saved time that has them, so an unchanged save keeps it exactly.
  const timeStep = (value: string) => (value.length > 16 ? 1 : undefined);

  return (
    <FieldGrid>
      <CodeField
        label="Code"
        {...text('Code')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        hint="Letters, digits, - and _; shoppers may type it in any case."
      />
      <Field
        label="Headline"
        {...text('Headline')}
        autoComplete="off"
        maxLength={80}
        hint="Shown on the home banner when featured."
      />
      <SelectField
        label="Discount type"
        value={draft.Kind}
        error={errors.Kind}
        onChange={(event) => set('Kind', event.target.value as PromotionKind)}
      >
        {(Object.keys(KIND_LABELS) as PromotionKind[]).map((kind) => (
          <option key={kind} value={kind}>
            {KIND_LABELS[kind]}
          </option>
        ))}
      </SelectField>
      {percent ? (
        <Field
          label="Percent"
          {...text('Percent')}
          {...numberProps}
          max={100}
          hint="1 to 100, of the pieces in scope."
        />
      ) : (
        <Field label="Amount (AED)" {...text('Amount')} {...aedProps} />
      )}
      {percent && (
        <Field
          label="Maximum discount (AED)"
          {...text('MaxDiscount')}
          {...aedProps}
          hint="Optional: the most the code takes off."
        />
      )}
      <Field
        label="Minimum subtotal (AED)"
        {...text('MinSubtotal')}
        {...aedProps}
        hint="Optional: the least the bag must reach."
      />
      {!percent && <div aria-hidden="true" />}
      <Field
        label="Starts"
        {...text('StartsAt')}
        type="datetime-local"
        step={timeStep(draft.StartsAt)}
        hint="Dubai time (UTC+4)."
      />
      <Field
        label="Ends"
        {...text('EndsAt')}
        type="datetime-local"
        step={timeStep(draft.EndsAt)}
        hint="Dubai time (UTC+4)."
      />
      <Field
        label="Usage limit"
        {...text('UsageLimit')}
        {...numberProps}
        hint="Optional: orders in all."
      />
      <Field
        label="Per-customer limit"
        {...text('PerCustomerLimit')}
        {...numberProps}
        hint="Optional: orders per customer."
      />
      <Wide>
        <ScopeGroup
          legend="Brands"
          noun="brand"
          choices={brands}
          chosen={draft.BrandIDs}
          onChange={(ids) => set('BrandIDs', ids)}
          summaryId={scopeHint}
          error={errors.BrandIDs}
        />
        <ScopeGroup
          legend="Categories"
          noun="category"
          choices={categories}
          chosen={draft.CategoryIDs}
          onChange={(ids) => set('CategoryIDs', ids)}
          summaryId={scopeHint}
          error={errors.CategoryIDs}
        />
        <ScopeHint id={scopeHint}>
          {draft.BrandIDs.length + draft.CategoryIDs.length === 0
            ? 'None ticked: the code applies to every piece.'
            : 'The code applies to pieces of a ticked brand or in a ticked category.'}
        </ScopeHint>
        <Toggles>
          <Toggle>
            <Choice>
              <Switch
                type="checkbox"
                role="switch"
                checked={draft.Active}
                onChange={(event) => set('Active', event.target.checked)}
                aria-describedby={activeHint}
              />
              Active
            </Choice>
            <Hint id={activeHint}>Off: the code is refused at checkout.</Hint>
          </Toggle>
          <Toggle>
            <Choice>
              <input
                type="checkbox"
                checked={draft.Featured}
                onChange={(event) => set('Featured', event.target.checked)}
                aria-describedby={featuredHint}
              />
              Featured on the home page
            </Choice>
            <Hint id={featuredHint}>The banner shows it while it runs.</Hint>
          </Toggle>
        </Toggles>
      </Wide>
    </FieldGrid>
  );
}

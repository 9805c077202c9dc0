import { Loader2 } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, directionOf, localizeMessage, useLanguage } from 'shared-contracts';
import {
  FieldError,
  FieldLabel,
  SelectField,
  TextArea,
  TextField,
} from 'shared-contracts/ui-extras';
import { COUNTRIES } from 'shared-contracts/countries';
import {
  checkoutFormSchema,
  fieldErrors,
  type CheckoutForm,
  type OrderPieces,
} from 'shared-contracts/schemas';
import { useCheckoutText } from '../../i18n/messages';
import type { CheckoutMessages } from '../../i18n/en';
import { countryLabel } from '../../shared/country-names';

/**
 * The form's values: every shipping field a string (the schema also reads null as '') and the
 * pieces ordered.
 */
export type ShippingValues = {
  [Field in Exclude<keyof CheckoutForm, 'Quantity'>]-?: NonNullable<CheckoutForm[Field]>;
} & { Quantity: number };
type FieldName = keyof ShippingValues;

/** The fields in the order shown; names and English labels are fixed, word for word. */
const FIELDS: { name: Exclude<FieldName, 'Notes'>; autoComplete: string; wide?: boolean }[] = [
  { name: 'Address', autoComplete: 'address-line1', wide: true },
  { name: 'Street', autoComplete: 'address-line2', wide: true },
  { name: 'Apartment', autoComplete: 'address-line3' },
  { name: 'City', autoComplete: 'address-level2' },
  { name: 'State', autoComplete: 'address-level1' },
  { name: 'Zip', autoComplete: 'postal-code' },
  { name: 'Country', autoComplete: 'country-name' },
  { name: 'Phone', autoComplete: 'tel' },
  { name: 'Quantity', autoComplete: 'off' },
];

const OPTIONAL: FieldName[] = ['Apartment', 'Notes'];

const LABELS: Record<FieldName, keyof CheckoutMessages> = {
  Address: 'address',
  Street: 'street',
  Apartment: 'apartment',
  City: 'city',
  State: 'state',
  Zip: 'zip',
  Country: 'country',
  Phone: 'phone',
  Quantity: 'quantity',
  Notes: 'notes',
};

/** Codes typed in that read left to right in Arabic too, aligned like the fields around them. */
const LTR_FIELDS: FieldName[] = ['Phone', 'Zip'];
const LTR_INPUT = { dir: 'ltr', style: { textAlign: 'match-parent' } } as const;

const EMPTY: Omit<Record<FieldName, string>, 'Quantity'> = {
  Address: '',
  Street: '',
  Apartment: '',
  City: '',
  State: '',
  Zip: '',
  Country: '',
  Phone: '',
  Notes: '',
};

const inputTypeOf = (name: FieldName) =>
  name === 'Phone' ? 'tel' : name === 'Quantity' ? 'number' : 'text';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 18px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Slot = styled.div<{ $wide?: boolean }>`
  grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
`;

const Hint = styled.small`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

const NotesField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 20px;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;
const Spinning = styled(Loader2)`
  animation: ${spin} 0.9s linear infinite;
`;

interface ShippingFormProps {
  /** The pieces of the order: Quantity starts at their total. */
  pieces: OrderPieces;
  /** A valid Quantity typed in (an order of one product takes it as its quantity). */
  onPiecesChange?: (pieces: number) => void;
  sending: boolean;
  disabled?: boolean;
  /** Notes brought from the product page (Buy Now). */
  initialNotes?: string;
  onValid: (values: ShippingValues) => void;
  /** Shown between the fields and the submit button (the reason of a failed order). */
  status?: ReactNode;
  /** The payment choice, shown under the shipping fields. */
  payment?: ReactNode;
  /** The Country it starts with (a select of COUNTRIES), and who hears of a change. */
  country: string;
  onCountryChange: (country: string) => void;
}

/** The shipping form of /buynow, validated with the shared schema, errors next to each field. */
export function ShippingForm({
  pieces,
  onPiecesChange,
  sending,
  disabled,
  initialNotes,
  onValid,
  status,
  payment,
  country,
  onCountryChange,
}: ShippingFormProps) {
  const t = useCheckoutText();
  const language = useLanguage();
  const rtl = directionOf(language) === 'rtl';
  const [values, setValues] = useState({
    ...EMPTY,
    Country: country,
    Quantity: String(pieces.total),
    Notes: initialNotes ?? '',
  });
  const schema = useMemo(() => checkoutFormSchema(pieces), [pieces]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitted, setSubmitted] = useState(false);
  const notesId = useId();
  // What the Quantity field says under it.
  const piecesHint =
    pieces.stock === undefined
      ? t('piecesOfOrder', { n: pieces.total })
      : t('inStock', { n: pieces.stock });

  const validate = (next: typeof values) => {
    const result = schema.safeParse(next);
    setErrors(result.success ? {} : fieldErrors(result.error));
    return result;
  };

  const change = (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => {
    const next = { ...values, [event.target.name]: event.target.value };
    setValues(next);
    if (submitted) validate(next);
    if (event.target.name === 'Country') onCountryChange(event.target.value);
    if (event.target.name === 'Quantity') {
      const parsed = schema.shape.Quantity.safeParse(event.target.value);
      if (parsed.success) onPiecesChange?.(parsed.data);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) {
      onValid(result.data);
      return;
    }
    const first = fieldErrors(result.error);
    const name = [...FIELDS.map((field) => field.name), 'Notes'].find((field) => first[field]);
    const input = name ? event.currentTarget.elements.namedItem(name) : null;
    if (input instanceof HTMLElement) input.focus();
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('shippingDetails')}>
      <Grid>
        {FIELDS.map(({ name, autoComplete, wide }) => (
          <Slot key={name} $wide={wide}>
            {name === 'Country' ? (
              <SelectField
                label={t('country')}
                name="Country"
                value={values.Country}
                onChange={change}
                error={errors.Country && localizeMessage(errors.Country)}
                autoComplete="country-name"
                required
                disabled={disabled}
              >
                {COUNTRIES.map(({ code, name: english }) => (
                  <option key={code} value={english}>
                    {countryLabel(english, language)}
                  </option>
                ))}
              </SelectField>
            ) : (
              <TextField
                label={t(LABELS[name])}
                name={name}
                value={values[name]}
                onChange={change}
                error={errors[name] && localizeMessage(errors[name])}
                autoComplete={autoComplete}
                type={inputTypeOf(name)}
                inputMode={name === 'Quantity' ? 'numeric' : undefined}
                min={name === 'Quantity' ? 1 : undefined}
                hint={name === 'Quantity' ? <Hint>{piecesHint}</Hint> : undefined}
                placeholder={OPTIONAL.includes(name) ? t('optional') : undefined}
                {...(rtl && LTR_FIELDS.includes(name) ? LTR_INPUT : {})}
                required={!OPTIONAL.includes(name)}
                disabled={disabled}
              />
            )}
          </Slot>
        ))}
        <Slot $wide>
          <NotesField>
            <FieldLabel htmlFor={notesId}>{t('notes')}</FieldLabel>
            <TextArea
              id={notesId}
              name="Notes"
              value={values.Notes}
              onChange={change}
              placeholder={t('notesPlaceholder')}
              aria-invalid={errors.Notes ? true : undefined}
              aria-describedby={errors.Notes ? `${notesId}-error` : undefined}
              $invalid={Boolean(errors.Notes)}
              disabled={disabled}
            />
            {errors.Notes && (
              <FieldError id={`${notesId}-error`}>{localizeMessage(errors.Notes)}</FieldError>
            )}
          </NotesField>
        </Slot>
      </Grid>
      {payment}
      {status}
      <Button type="submit" $block disabled={sending || disabled}>
        {sending && <Spinning size={16} aria-hidden />}
        {t('placeOrder')}
      </Button>
    </form>
  );
}

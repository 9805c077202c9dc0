import { useEffect, useMemo } from 'react';
import {
  Button,
  Notice,
  PageContainer,
  PageTitle,
  commonMessages,
  localizeMessage,
  selectUser,
  showAlert,
  useAppDispatch,
  useAppSelector,
  useCommonText,
  useLanguage,
} from 'shared-contracts';
import { SignInPrompt } from '../../app/SignInPrompt';
import { ImagesField } from './ImagesField';
import type { SellValues } from './sell-form';
import { useLookupLists } from 'shared-contracts/queries';
import {
  FieldError,
  FieldLabel,
  SelectField,
  TextArea,
  TextField,
  UploadProgressBar,
} from 'shared-contracts/ui-extras';
import { SELL_LOOKUP_LABELS, conditionOptions, sellOptionsOf, type Option } from './sell-options';
import { useSellForm } from './use-sell-form';
import { Field, Footer, Form, Lead, Pair, Panel } from './SellPage.styles';
import { useAccountText } from '../../i18n/messages';

/** A field's message (a schema's English one, or ours) in the active language. */
const shown = (message: string | undefined) => message && localizeMessage(message);

function LookupSelect({
  label,
  placeholder,
  name,
  options,
  loading,
  value,
  error,
  disabled,
  onChange,
}: {
  label: string;
  placeholder: string;
  name: keyof SellValues;
  options: Option[];
  loading: boolean;
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (name: keyof SellValues, value: string) => void;
}) {
  const common = useCommonText();
  return (
    <SelectField
      label={label}
      name={name}
      value={value}
      error={shown(error)}
      disabled={disabled}
      required
      onChange={(event) => onChange(name, event.target.value)}
    >
      <option value="">{loading ? common('menuLoading') : placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Sell (/sell, /Sell): a logged-in user submits an item to the sell queue. */
export function SellPage() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const lists = useLookupLists(SELL_LOOKUP_LABELS, !user);
  const language = useLanguage();
  const lookups = useMemo(() => sellOptionsOf(lists, language), [lists, language]);
  const form = useSellForm(user?.UserID);
  const t = useAccountText();
  const common = useCommonText();
  const conditions = useMemo(() => conditionOptions(t), [t]);

  // The prompt opens the login modal; the page says why as well.
  useEffect(() => {
    if (!user) dispatch(showAlert(commonMessages.t('loginFirst'), 'error'));
  }, [dispatch, user]);

  if (!user) {
    return (
      <PageContainer>
        <PageTitle>{common('sellTitle')}</PageTitle>
        <SignInPrompt title={common('loginFirst')} text={t('sellSignInText')} />
      </PageContainer>
    );
  }

  const { values, errors, sending } = form;
  return (
    <PageContainer>
      <PageTitle>{common('sellTitle')}</PageTitle>
      <Lead>{t('sellLead')}</Lead>
      <Form
        noValidate
        aria-label={t('sellFormName')}
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <Panel>
          <legend>{t('photos')}</legend>
          <ImagesField
            images={form.images}
            error={shown(errors.images)}
            disabled={sending}
            onAdd={form.addImages}
            onRemove={form.removeImage}
          />
        </Panel>
        <Panel disabled={sending}>
          <legend>{t('details')}</legend>
          <TextField
            label={t('productName')}
            name="ProductName"
            value={values.ProductName}
            error={shown(errors.ProductName)}
            required
            onChange={(e) => form.setField('ProductName', e.target.value)}
          />
          <Field>
            <FieldLabel htmlFor="sell-description">{t('description')}</FieldLabel>
            <TextArea
              id="sell-description"
              name="description"
              rows={5}
              value={values.description}
              required
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? 'sell-description-error' : undefined}
              $invalid={Boolean(errors.description)}
              onChange={(e) => form.setField('description', e.target.value)}
            />
            {errors.description && (
              <FieldError id="sell-description-error">{shown(errors.description)}</FieldError>
            )}
          </Field>
          <TextField
            label={t('quantity')}
            name="quantity"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={values.quantity}
            error={shown(errors.quantity)}
            required
            onChange={(e) => form.setField('quantity', e.target.value)}
          />
          <LookupSelect
            label={t('condition')}
            placeholder={t('selectCondition')}
            name="ConditionID"
            options={conditions}
            loading={false}
            value={values.ConditionID}
            error={errors.ConditionID}
            disabled={sending}
            onChange={form.setField}
          />
          <Pair>
            <LookupSelect
              label={t('category')}
              placeholder={t('selectCategory')}
              name="CategoireID"
              options={lookups.categories}
              loading={lookups.loading}
              value={values.CategoireID}
              error={errors.CategoireID}
              disabled={sending}
              onChange={form.setField}
            />
            <LookupSelect
              label={t('brand')}
              placeholder={t('selectBrand')}
              name="BrandID"
              options={lookups.brands}
              loading={lookups.loading}
              value={values.BrandID}
              error={errors.BrandID}
              disabled={sending}
              onChange={form.setField}
            />
            <LookupSelect
              label={t('gender')}
              placeholder={t('selectGender')}
              name="SexID"
              options={lookups.genders}
              loading={lookups.loading}
              value={values.SexID}
              error={errors.SexID}
              disabled={sending}
              onChange={form.setField}
            />
            <LookupSelect
              label={t('colour')}
              placeholder={t('selectColour')}
              name="ColorID"
              options={lookups.colours}
              loading={lookups.loading}
              value={values.ColorID}
              error={errors.ColorID}
              disabled={sending}
              onChange={form.setField}
            />
          </Pair>
          <Footer>
            {form.progress !== null && <UploadProgressBar percent={form.progress} />}
            {form.notice && (
              <Notice
                $tone={form.notice.tone}
                role={form.notice.tone === 'error' ? 'alert' : 'status'}
              >
                {form.notice.text}
              </Notice>
            )}
            <Button type="submit" disabled={sending}>
              {t('add')}
            </Button>
          </Footer>
        </Panel>
      </Form>
    </PageContainer>
  );
}

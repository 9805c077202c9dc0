import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, ERRORS, Notice, SHIPPING_ZONES, Skeleton, useNotify } from 'shared-contracts';
import { settle } from 'shared-contracts/queries';
import { useShopSettingsQuery, useUpdateShopSettingsMutation } from '../../api/settings-endpoints';
import { TextField } from 'shared-contracts/ui-extras';
import { AdminFrame } from '../frame/AdminFrame';
import { useAccessDenied } from '../frame/admin-access';
import { PageHeader } from '../../shared/PageHeader';
import { FormError } from '../../shared/fields';
import { loadStateOf, useQueryFailure } from '../../shared/query-state';
import { Section } from '../../shared/Section';
import { serverRefusalOf } from '../../shared/server-response';
import {
  CASH_ON_DELIVERY_FIELD,
  draftOf,
  SETTINGS_TEXT,
  updateOf,
  zoneFields,
  type AmountField,
  type SettingsDraft,
} from './settings-config';

const Sections = styled.form`
  display: grid;
  gap: 20px;
  max-width: 760px;
`;

const Lead = styled.p`
  margin: -8px 0 16px;
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.muted};
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  column-gap: 16px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Hint = styled.small`
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
`;

function Amount({
  field,
  draft,
  onChange,
  disabled,
}: {
  field: AmountField;
  draft: SettingsDraft;
  onChange: (key: string, value: string) => void;
  disabled: boolean;
}) {
  return (
    <TextField
      label={`${field.label} (AED)`}
      name={field.key}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      value={draft[field.key] ?? ''}
      onChange={(event) => onChange(field.key, event.target.value)}
      hint={field.hint ? <Hint>{field.hint}</Hint> : undefined}
      required
      disabled={disabled}
    />
  );
}

function SettingsForm({ initial }: { initial: SettingsDraft }) {
  const notify = useNotify();
  const accessDenied = useAccessDenied();
  const [save, state] = useUpdateShopSettingsMutation();
  const [draft, setDraft] = useState(initial);
  const [refusal, setRefusal] = useState<string | undefined>();
  useEffect(() => setDraft(initial), [initial]);
  const change = (key: string, value: string) => setDraft((now) => ({ ...now, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isLoading) return;
    setRefusal(undefined);
    try {
      const response = await settle(save(updateOf(draft)));
      if (response?.status === 'success') notify.success(SETTINGS_TEXT.saved);
      else setRefusal(response?.message || ERRORS.network);
    } catch (error) {
      if (accessDenied(error)) return;
      const reason = serverRefusalOf(error) ?? ERRORS.network;
      setRefusal(reason);
      notify.error(SETTINGS_TEXT.failed(reason));
    }
  };

  return (
    <Sections onSubmit={submit} noValidate aria-label={SETTINGS_TEXT.title}>
      <Section aria-labelledby="settings-shipping">
        <h2 id="settings-shipping">{SETTINGS_TEXT.shipping}</h2>
        <Lead>{SETTINGS_TEXT.shippingLead}</Lead>
        {SHIPPING_ZONES.map((zone) => (
          <Row key={zone}>
            {zoneFields(zone).map((field) => (
              <Amount
                key={field.key}
                field={field}
                draft={draft}
                onChange={change}
                disabled={state.isLoading}
              />
            ))}
          </Row>
        ))}
      </Section>
      <Section aria-labelledby="settings-payments">
        <h2 id="settings-payments">{SETTINGS_TEXT.payments}</h2>
        <Row>
          <Amount
            field={CASH_ON_DELIVERY_FIELD}
            draft={draft}
            onChange={change}
            disabled={state.isLoading}
          />
        </Row>
      </Section>
      {refusal && <FormError role="alert">{refusal}</FormError>}
      <div>
        <Button type="submit" disabled={state.isLoading}>
          {state.isLoading ? SETTINGS_TEXT.saving : SETTINGS_TEXT.save}
        </Button>
      </div>
    </Sections>
  );
}

/** Shipping zones (fee, free-shipping threshold) and the cash-on-delivery limit. */
function Settings() {
  const query = useShopSettingsQuery();
  useQueryFailure(query.error, (error) => console.error('Error fetching the settings:', error));
  const state = loadStateOf(query);
  const [initial, setInitial] = useState<SettingsDraft | undefined>();
  useEffect(() => {
    if (query.data) setInitial(draftOf(query.data));
  }, [query.data]);
  return (
    <>
      <PageHeader title={SETTINGS_TEXT.title} lead={SETTINGS_TEXT.lead} />
      {state === 'error' && (
        <Notice $tone="error">
          {SETTINGS_TEXT.loadFailed}{' '}
          <Button type="button" $variant="ghost" $small onClick={query.refetch}>
            Try again
          </Button>
        </Notice>
      )}
      {!initial && state !== 'error' && <Skeleton $height="360px" aria-busy="true" />}
      {initial && <SettingsForm initial={initial} />}
    </>
  );
}

export function SettingsPage() {
  return (
    <AdminFrame>
      <Settings />
    </AdminFrame>
  );
}

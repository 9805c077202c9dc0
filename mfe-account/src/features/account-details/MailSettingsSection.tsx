import { useId } from 'react';
import styled from 'styled-components';
import { LANGUAGE_NAMES, LANGUAGES, Notice, type MailPreferences } from 'shared-contracts';
import { SelectField } from 'shared-contracts/ui-extras';
import { useAccountText } from '../../i18n/messages';
import { serverMessage } from '../../i18n/server-message';
import { useMailSettings } from './use-mail-settings';
import { ProfileSection } from './section-style';

const Language = styled.div`
  max-width: 280px;
`;

const Toggle = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 14px;
  align-items: center;
  margin: 8px 0 20px;
  label {
    font-weight: 600;
    cursor: pointer;
  }
  p {
    grid-column: 2;
    margin: 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.muted};
    max-width: 480px;
  }
`;

/** A checkbox drawn as a switch; the knob starts at the line's start in either direction. */
const Switch = styled.input`
  appearance: none;
  position: relative;
  width: 42px;
  height: 24px;
  margin: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    inset-inline-start: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.2);
    transition: inset-inline-start 0.15s ease;
  }
  &:checked {
    background: ${({ theme }) => theme.colors.success};
  }
  &:checked::after {
    inset-inline-start: 21px;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

/** My Profile's 'Mail settings': the mails' language and the favourites' price and stock alerts. */
export function MailSettingsSection({ initial }: { initial: MailPreferences }) {
  const t = useAccountText();
  const { values, notice, change } = useMailSettings(initial);
  const alertsId = useId();

  return (
    <ProfileSection aria-labelledby="mail-settings-title">
      <h2 id="mail-settings-title">{t('mailSettings')}</h2>
      <p className="lead">{t('mailSettingsLead')}</p>
      <Language>
        <SelectField
          label={t('emailLanguage')}
          name="EmailLanguage"
          // The chosen language's name shows in it: Arabic must not take the page's letter-spacing.
          lang={values.EmailLanguage}
          value={values.EmailLanguage}
          onChange={(event) =>
            void change('EmailLanguage', event.target.value === 'ar' ? 'ar' : 'en')
          }
        >
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </SelectField>
      </Language>
      <Toggle>
        <Switch
          id={alertsId}
          type="checkbox"
          role="switch"
          name="PriceAlerts"
          checked={values.PriceAlerts}
          aria-describedby={`${alertsId}-text`}
          onChange={(event) => void change('PriceAlerts', event.target.checked)}
        />
        <label htmlFor={alertsId}>{t('priceAlerts')}</label>
        <p id={`${alertsId}-text`}>{t('priceAlertsText')}</p>
      </Toggle>
      {notice && (
        <Notice $tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {serverMessage(t, notice.text)}
        </Notice>
      )}
    </ProfileSection>
  );
}

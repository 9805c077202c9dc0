import { useState } from 'react';
import { Globe } from 'lucide-react';
import styled from 'styled-components';
import {
  commonMessages,
  LANGUAGE_NAMES,
  LANGUAGES,
  setLanguage,
  showAlert,
  useAppDispatch,
  useLanguage,
  type Language,
} from 'shared-contracts';
import { useShellText } from '../../i18n/messages';

/** What the compact switch shows; each button's name stays the language's own full name. */
const SHORT_NAMES: Record<Language, string> = { en: 'EN', ar: 'عربي' };

type Tone = 'light' | 'dark';

const Group = styled.div<{ $tone: Tone; $compact: boolean }>`
  display: inline-flex;
  align-items: center;
  flex: none;
  gap: 2px;
  padding: 3px;
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.border : 'rgba(255, 255, 255, 0.2)')};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $tone }) => ($tone === 'light' ? '#fff' : 'transparent')};
  > svg {
    flex: none;
    margin-inline: 8px 2px;
    color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.accent : '#c9a870')};
  }
`;

const Option = styled.button<{ $tone: Tone; $compact: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ $compact }) => ($compact ? '36px' : '44px')};
  min-height: ${({ $compact }) => ($compact ? '34px' : '30px')};
  padding: 0 ${({ $compact }) => ($compact ? '8px' : '14px')};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  font: inherit;
  font-size: 10.5px;
  font-weight: 600;
  letter-spacing: 0.16em;
  text-transform: uppercase;
  line-height: 1;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.muted : '#cfc7ba')};
  cursor: pointer;
  transition:
    background 0.2s ease,
    color 0.2s ease;
  &:lang(ar) {
    letter-spacing: 0;
    font-size: 13px;
  }
  &:hover {
    color: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.ink : '#fff')};
  }
  &[aria-pressed='true'] {
    background: ${({ theme, $tone }) => ($tone === 'light' ? theme.colors.ink : '#c9a870')};
    color: ${({ theme, $tone }) => ($tone === 'light' ? '#fff' : theme.colors.ink)};
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

interface LanguageSwitchProps {
  /** Short labels (EN, عربي) for the narrow headers. */
  compact?: boolean;
  /** 'dark' on the footer's ink background. */
  tone?: Tone;
}

/**
 * English / العربية: one button per language, each in its own language; the active one is
 * pressed. A switch loads every package's messages first, then changes the page's language and direction.
 */
export function LanguageSwitch({ compact = false, tone = 'light' }: LanguageSwitchProps) {
  const t = useShellText();
  const active = useLanguage();
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState<Language | null>(null);

  const choose = (language: Language) => {
    if (language === active || pending) return;
    setPending(language);
    setLanguage(language)
      .catch((error: unknown) => {
        console.error('Could not switch the language:', error);
        dispatch(showAlert(commonMessages.t('network'), 'error'));
      })
      .finally(() => setPending(null));
  };

  return (
    <Group
      role="group"
      aria-label={t('language')}
      aria-busy={pending ? true : undefined}
      $tone={tone}
      $compact={compact}
    >
      {!compact && <Globe size={15} strokeWidth={1.5} aria-hidden="true" />}
      {LANGUAGES.map((language) => (
        <Option
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          $tone={tone}
          $compact={compact}
          onClick={() => choose(language)}
        >
          {compact ? (
            <>
              <span aria-hidden="true">{SHORT_NAMES[language]}</span>
              <span className="visually-hidden">{LANGUAGE_NAMES[language]}</span>
            </>
          ) : (
            LANGUAGE_NAMES[language]
          )}
        </Option>
      ))}
    </Group>
  );
}

import { useId, useState, type ChangeEvent } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import styled from 'styled-components';
import { FieldError, FieldLabel, Input } from 'shared-contracts/ui-extras';
import { useAccountText } from '../i18n/messages';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

const InputRow = styled.div`
  position: relative;
  input {
    padding-inline-end: 52px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  inset-inline-end: 0;
  height: 100%;
  width: 48px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Hint = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.subtle};
`;

interface Props {
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  hint?: string;
  error?: string;
  placeholder?: string;
  autoComplete?: string;
  name?: string;
  required?: boolean;
}

/**
 * A password input with a show/hide toggle ('Show password' / 'Hide password'); its hint and
 * error describe it.
 */
export function PasswordField({ label, hint, error, ...input }: Props) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const [visible, setVisible] = useState(false);
  const t = useAccountText();
  return (
    <Wrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <InputRow>
        <Input
          id={id}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          $invalid={Boolean(error)}
          {...input}
        />
        {/* Named by hidden text, not aria-label, so a label lookup for the field finds only the input. */}
        <Toggle type="button" onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
          <span className="visually-hidden">{visible ? t('hidePassword') : t('showPassword')}</span>
        </Toggle>
      </InputRow>
      {hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Wrapper>
  );
}

import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

export const FieldLabel = styled.label`
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

export const inputStyles = `
  width: 100%;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: 2px;
  background: #fff;
  font-size: 15px;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  &:focus {
    border-color: ${({ theme }) => theme.colors.ink};
    outline: none;
  }
  &:read-only {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${inputStyles}
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
`;

export const TextArea = styled.textarea<{ $invalid?: boolean }>`
  ${inputStyles}
  min-height: 96px;
  resize: vertical;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
`;

export const FieldError = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.danger};
`;

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its error under it (the label is the accessible name). */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <Wrapper>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        {...input}
      />
      {hint}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
}

export function SelectField({ label, error, id, children, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  return (
    <Wrapper>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <Select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        {...select}
      >
        {children}
      </Select>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </Wrapper>
  );
}

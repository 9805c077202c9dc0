import { useRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';

/** Hidden by the global .visually-hidden rule; its focus ring shows on the button beside it. */
const Input = styled.input`
  &:focus-visible + button {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const Shown = styled.button<{ $tone: 'clear' | 'white' }>`
  align-self: flex-start;
  margin: 0;
  padding: 9px 16px;
  border: 1px solid ${({ theme }) => theme.colors.ink};
  background: ${({ $tone }) => ($tone === 'white' ? '#fff' : 'transparent')};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** What the button says, in the page's language. */
  text: string;
  tone?: 'clear' | 'white';
};

/**
 * A file input whose button speaks the page's language: the browser's own button says 'Choose
 * File' in the browser's language. The input keeps its label and the keyboard focus; the shown
 * button only opens it for a pointer.
 */
export function FileButton({ text, tone = 'clear', disabled, ...input }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <>
      <Input
        ref={ref}
        type="file"
        disabled={disabled}
        {...input}
        className={['visually-hidden', input.className].filter(Boolean).join(' ')}
      />
      <Shown
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        $tone={tone}
        disabled={disabled}
        onClick={() => ref.current?.click()}
      >
        {text}
      </Shown>
    </>
  );
}

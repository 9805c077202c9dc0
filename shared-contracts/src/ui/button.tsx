import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'accent';

export const Button = styled.button<{
  $variant?: ButtonVariant;
  $block?: boolean;
  $small?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $small }) => ($small ? '34px' : '44px')};
  padding: ${({ $small }) => ($small ? '0 14px' : '0 22px')};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid transparent;
  font-size: ${({ $small }) => ($small ? '12px' : '13px')};
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  cursor: pointer;
  text-decoration: none;
  transition:
    background 0.2s ease,
    color 0.2s ease,
    border-color 0.2s ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  ${({ theme, $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: transparent;
          color: ${theme.colors.ink};
          border-color: ${theme.colors.ink};
          &:hover:not(:disabled) {
            background: ${theme.colors.ink};
            color: #fff;
          }
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${theme.colors.text};
          border-color: ${theme.colors.border};
          &:hover:not(:disabled) {
            border-color: ${theme.colors.ink};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.danger};
          color: #fff;
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
      case 'accent':
        // The darker gold: white text on the lighter one is under 4.5:1.
        return css`
          background: ${theme.colors.accentDark};
          color: #fff;
          &:hover:not(:disabled) {
            filter: brightness(0.88);
          }
        `;
      default:
        return css`
          background: ${theme.colors.ink};
          color: #fff;
          &:hover:not(:disabled) {
            background: #000;
          }
        `;
    }
  }}
`;

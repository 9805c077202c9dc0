import styled, { css } from 'styled-components';

export const Wrapper = styled.div<{ $variant: 'bar' | 'sidebar' }>`
  position: relative;
  width: 100%;
  ${({ $variant }) =>
    $variant === 'bar' &&
    css`
      max-width: 520px;
    `}
`;

export const Field = styled.div`
  position: relative;
  svg {
    position: absolute;
    inset-inline-start: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.muted};
    pointer-events: none;
  }
`;

export const InputBox = styled.input`
  width: 100%;
  height: 42px;
  padding-block: 0;
  padding-inline: 40px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 14px;
  color: ${({ theme }) => theme.colors.text};
  transition:
    border-color 0.2s ease,
    background 0.2s ease;
  &::placeholder {
    color: ${({ theme }) => theme.colors.subtle};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.ink};
    background: #fff;
  }
  &::-webkit-search-cancel-button {
    cursor: pointer;
  }
`;

export const List = styled.ul<{ $variant: 'bar' | 'sidebar' }>`
  list-style: none;
  margin: 6px 0 0;
  padding: 6px 0;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  max-height: min(70vh, 460px);
  overflow-y: auto;
  ${({ $variant, theme }) =>
    $variant === 'bar'
      ? css`
          position: absolute;
          inset-inline: 0;
          top: 100%;
          z-index: ${theme.z.dropdown};
          box-shadow: ${theme.shadow.pop};
          min-width: 280px;
        `
      : css`
          position: relative;
        `}
`;

/** The 'Did you mean …?' line, placed like the suggestions. */
export const Hint = styled(List).attrs({ as: 'div' })`
  padding: 14px;
  font-size: 14px;
`;

export const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 8px 14px;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const Thumb = styled.span`
  flex: 0 0 40px;
  width: 40px;
  height: 40px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    width: 40px;
    height: 40px;
    object-fit: cover;
  }
`;

export const Name = styled.span`
  flex: 1;
  min-width: 0;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.ink};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const SeeAll = styled(Option)`
  justify-content: center;
  min-height: 44px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin-top: 6px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
`;

export const Type = styled.span`
  flex: 0 0 auto;
  font-size: 10px;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accentDark};
`;

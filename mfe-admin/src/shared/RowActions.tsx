import styled from 'styled-components';

/** A quiet outlined button for table rows (Edit, Delete, Show details). */
export const RowButton = styled.button<{ $danger?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  height: 32px;
  padding: 0 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff;
  font-size: 12.5px;
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.ink)};
  svg {
    flex: none;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $danger }) => ($danger ? theme.colors.danger : theme.colors.ink)};
    background: ${({ theme, $danger }) => ($danger ? theme.colors.dangerSoft : theme.colors.surface)};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

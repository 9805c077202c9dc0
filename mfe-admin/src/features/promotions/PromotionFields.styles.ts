import styled from 'styled-components';
import { FieldLabel } from 'shared-contracts/ui-extras';
import { Hint } from '../../shared/fields';

export const Legend = styled(FieldLabel).attrs({ as: 'legend' })`
  padding: 0;
`;

export const Group = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

/** Long lookups scroll inside the group, so the dialog's other fields stay near. */
export const ChoiceList = styled.div<{ $invalid?: boolean }>`
  max-height: 168px;
  overflow-y: auto;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(128px, 1fr));
  gap: 2px 12px;
  padding: 8px 12px;
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: 2px;
  background: #fff;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
  }
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 36px;
  font-size: 14px;
  min-width: 0;
  overflow-wrap: anywhere;
  cursor: pointer;
  input:not([role='switch']) {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Quiet = styled.p`
  margin: 0;
  padding: 6px 0;
  font-size: 13.5px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const ScopeHint = styled(Hint)`
  display: block;
  margin: -6px 0 18px;
`;

export const Toggles = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 32px;
  margin-bottom: 16px;
`;

export const Toggle = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** A checkbox drawn as a switch. */
export const Switch = styled.input`
  appearance: none;
  flex: none;
  position: relative;
  width: 38px;
  height: 22px;
  margin: 0;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.borderStrong};
  cursor: pointer;
  transition: background 0.15s ease;
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #fff;
    transition: transform 0.15s ease;
  }
  &:checked {
    background: ${({ theme }) => theme.colors.success};
  }
  &:checked::after {
    transform: translateX(16px);
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

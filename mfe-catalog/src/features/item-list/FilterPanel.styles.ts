import styled from 'styled-components';
import { Button, Skeleton } from 'shared-contracts';
import { FieldError } from 'shared-contracts/ui-extras';

/** A filter group's legend and options while they load (rules: pages allow no style attribute). */
export const LegendSkeleton = styled(Skeleton)`
  margin-bottom: 16px;
`;
export const OptionSkeleton = styled(Skeleton)`
  margin-bottom: 12px;
`;

export const Group = styled.fieldset`
  margin: 0 0 28px;
  padding: 0 0 24px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  /* The panel's last group (the price range, in its form) needs no rule under it. */
  &:last-child {
    border-bottom: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 14px;
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 36px;
  font-size: 14px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
  &[data-disabled] {
    color: ${({ theme }) => theme.colors.subtle};
    cursor: default;
    input {
      cursor: default;
    }
  }
`;

export const OptionCount = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`;

export const MoreButton = styled.button`
  margin-top: 10px;
  padding: 4px 0;
  border: 0;
  background: none;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: underline;
  text-underline-offset: 4px;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
`;

export const PriceFields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 10px;
  label {
    display: flex;
    flex-direction: column;
    gap: 6px;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
  input {
    min-height: 40px;
    padding: 8px 10px;
    font-size: 14px;
  }
`;

export const PriceError = styled(FieldError)`
  margin-top: 10px;
`;

export const ApplyButton = styled(Button)`
  margin-top: 12px;
`;

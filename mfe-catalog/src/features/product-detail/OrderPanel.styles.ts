import styled from 'styled-components';

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: 20px;
  padding: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px;
  }
  h2 {
    margin: 0;
    font-size: 20px;
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

export const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: #fff;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border: 0;
    background: none;
    cursor: pointer;
    &:disabled,
    &[data-at-minimum] {
      opacity: 0.35;
      cursor: not-allowed;
    }
  }
  output {
    min-width: 44px;
    text-align: center;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

export const Stock = styled.span`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const SubTotal = styled(Row)`
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  span {
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.14em;
    text-transform: uppercase;
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 24px;
    font-weight: 500;
  }
`;

export const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  button {
    white-space: nowrap;
  }
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

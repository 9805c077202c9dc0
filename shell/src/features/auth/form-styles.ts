import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  input[type='number'] {
    appearance: textfield;
    -moz-appearance: textfield;
  }
  input[type='number']::-webkit-inner-spin-button,
  input[type='number']::-webkit-outer-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
  input[type='date'],
  select {
    height: 44px;
  }
`;

export const Title = styled.h2`
  font-size: 30px;
  text-align: center;
  margin: 0 0 6px;
`;

export const Lead = styled.p`
  margin: 0 0 26px;
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 14px;
  @media (max-width: 420px) {
    grid-template-columns: 1fr;
  }
`;

export const Message = styled.p<{ $tone: 'error' | 'success' }>`
  margin: 0 0 18px;
  padding: 11px 14px;
  font-size: 14px;
  border-inline-start: 2px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.dangerSoft : theme.colors.successSoft};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.success)};
`;

export const Switch = styled.p`
  margin: 22px 0 0;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.muted};
  button {
    margin-inline-start: 6px;
    padding: 4px 2px;
    border: 0;
    background: none;
    font-weight: 600;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.ink};
    text-decoration: underline;
    text-underline-offset: 4px;
    text-decoration-color: ${({ theme }) => theme.colors.accent};
    cursor: pointer;
  }
`;

/** 'Forgot password?': a quiet link-like button at the end of the row under the password. */
export const AsideAction = styled.button`
  align-self: flex-end;
  margin: -8px 0 18px;
  padding: 4px 0;
  border: 0;
  background: none;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
  text-decoration: underline;
  text-underline-offset: 3px;
  text-decoration-color: ${({ theme }) => theme.colors.border};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
    text-decoration-color: ${({ theme }) => theme.colors.accent};
  }
`;

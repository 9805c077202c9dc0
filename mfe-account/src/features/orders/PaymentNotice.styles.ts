import { Loader2 } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { Notice } from 'shared-contracts';

export const Banner = styled(Notice)`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  margin: 0 0 32px;
  padding: 18px 20px;
  border-inline-start: 3px solid currentColor;
  > svg {
    flex: none;
    margin-top: 2px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 16px;
  }
`;

export const Body = styled.div`
  display: grid;
  gap: 4px;
  flex: 1;
  min-width: 0;
  strong {
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 10px 16px;
  margin-top: 10px;
  ${({ theme }) => theme.media.mobile} {
    button {
      width: 100%;
    }
  }
`;

export const PayError = styled.p.attrs({ role: 'alert' })`
  flex-basis: 100%;
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const Spinning = styled(Loader2)`
  animation: ${spin} 0.9s linear infinite;
`;

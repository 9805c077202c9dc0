import styled from 'styled-components';

export const Lead = styled.p`
  margin: -12px 0 32px;
  max-width: 620px;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  gap: 48px;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
    gap: 8px;
  }
`;

export const Panel = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 16px;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 20px;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 0 20px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
`;

export const Footer = styled.div`
  margin-top: 8px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  button[type='submit'] {
    align-self: flex-start;
    min-width: 180px;
  }
  ${({ theme }) => theme.media.mobile} {
    button[type='submit'] {
      align-self: stretch;
    }
  }
`;

import styled from 'styled-components';

export const Section = styled.section`
  margin: 72px 0 0;
  ${({ theme }) => theme.media.mobile} {
    margin-top: 48px;
  }
`;

export const SectionHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
  h2 {
    margin: 0;
    font-size: clamp(22px, 2.4vw, 30px);
  }
  a {
    font-size: 12px;
    letter-spacing: 0.14em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.ink};
    white-space: nowrap;
  }
`;

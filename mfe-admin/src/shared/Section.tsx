import styled from 'styled-components';

/** A bordered block of a detail screen (order summary, timeline, a seller's payout). */
export const Section = styled.section`
  padding: 20px 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff;
  min-width: 0;
  h2 {
    margin: 0 0 14px;
    font-size: 20px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 16px;
  }
`;

/** Term and value pairs, two columns where there is room. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 0 20px;
  margin: 0;
  div {
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    min-width: 0;
  }
  dt {
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.ink};
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

import styled from 'styled-components';

export const Lead = styled.p`
  margin: -12px 0 28px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A table on tablet and desktop; on mobile each row becomes a card with labelled lines. */
export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th {
    padding: 12px 16px;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    text-align: start;
    color: ${({ theme }) => theme.colors.subtle};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
  td {
    padding: 18px 16px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  .number {
    text-align: end;
  }
  td a {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: 17px;
    color: ${({ theme }) => theme.colors.ink};
    text-underline-offset: 3px;
  }
  ${({ theme }) => theme.media.tablet} {
    th,
    td {
      padding-inline: 10px;
    }
  }
  ${({ theme }) => theme.media.mobile} {
    display: block;
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    tr {
      display: grid;
      grid-template-columns: repeat(3, minmax(0, 1fr));
      gap: 8px 16px;
      padding: 16px;
      border: 1px solid ${({ theme }) => theme.colors.border};
      background: ${({ theme }) => theme.colors.background};
    }
    td {
      display: flex;
      flex-direction: column;
      gap: 2px;
      padding: 0;
      border: 0;
      text-align: start;
    }
    td[data-label]::before {
      content: attr(data-label);
      font-size: 11px;
      letter-spacing: 0.1em;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.subtle};
    }
    td.order {
      grid-column: 1 / 3;
    }
    td.order::before {
      display: none;
    }
    td.status {
      grid-column: 3;
      grid-row: 1;
      align-items: flex-end;
      justify-content: center;
    }
    td.status::before {
      display: none;
    }
    .number {
      text-align: start;
    }
  }
`;

export const Footer = styled.div`
  margin-top: 24px;
`;

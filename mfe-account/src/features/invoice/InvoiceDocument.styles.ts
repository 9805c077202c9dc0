import styled from 'styled-components';
import { BREAKPOINTS } from 'shared-contracts';

/** Narrow screens only: a printed page keeps the full table whatever its width. */
const narrow = `@media screen and (max-width: ${BREAKPOINTS.mobileMax}px)`;

/** A sheet of paper on screen; on paper, the page itself. */
export const Paper = styled.article`
  max-width: 880px;
  margin: 0 auto;
  padding: 56px 64px 48px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.colors.text};
  font-size: 14px;
  line-height: 1.5;
  ${narrow} {
    padding: 24px 18px 28px;
    font-size: 13px;
  }
  @media print {
    max-width: none;
    padding: 0;
    border: 0;
    box-shadow: none;
    font-size: 11pt;
  }
`;

export const Top = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 24px 40px;
  padding-bottom: 28px;
  border-bottom: 2px solid ${({ theme }) => theme.colors.ink};
  ${narrow} {
    flex-direction: column;
    gap: 20px;
    padding-bottom: 20px;
  }
`;

export const Brand = styled.div`
  max-width: 340px;
  p {
    margin: 0;
  }
`;

export const SellerName = styled.p`
  font-family: ${({ theme }) => theme.fonts.serif};
  font-size: 26px;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.ink};
  && {
    margin-bottom: 6px;
  }
`;

export const Address = styled.p`
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.muted};
`;

export const Title = styled.div`
  text-align: end;
  h1 {
    margin: 0 0 14px;
    font-size: 30px;
    letter-spacing: 0.04em;
  }
  ${narrow} {
    text-align: start;
    h1 {
      font-size: 24px;
    }
  }
`;

/** Label and value pairs: invoice number, date, order; the TRN; the payment. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 4px 18px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.ink};
    font-variant-numeric: tabular-nums;
  }
  ${narrow} {
    justify-content: start;
  }
`;

export const SellerFacts = styled(Facts)`
  justify-content: start;
  margin-top: 10px;
`;

export const Parties = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px 40px;
  padding: 28px 0;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    padding: 20px 0;
  }
  address {
    font-style: normal;
  }
  address > span {
    display: block;
  }
`;

export const Label = styled.h2`
  margin: 0 0 8px;
  font-family: inherit;
  font-size: 11px;
  font-weight: 600;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.muted};
`;

export const BuyerName = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

export const PaymentFacts = styled(Facts)`
  justify-content: start;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th {
    padding: 10px 8px;
    font-size: 11px;
    font-weight: 600;
    letter-spacing: 0.12em;
    text-transform: uppercase;
    text-align: start;
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surface};
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};
  }
  td {
    padding: 14px 8px;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .number {
    text-align: end;
    white-space: nowrap;
  }
  ${narrow} {
    .wide {
      display: none;
    }
    th,
    td {
      padding-inline: 4px;
    }
  }
  @media print {
    th {
      background: none;
    }
    tr {
      break-inside: avoid;
    }
  }
`;

export const ItemName = styled.span`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 500;
`;

/** Under the item on a narrow screen: the quantity and unit price its hidden columns hold. */
export const ItemDetail = styled.span`
  display: none;
  margin-top: 2px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  ${narrow} {
    display: block;
  }
`;

export const Summary = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: 20px;
`;

export const Totals = styled.dl`
  width: min(100%, 340px);
  margin: 0;
  /* Amounts line up with the table's Amount column. */
  padding-inline-end: 8px;
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
    padding: 5px 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    text-align: end;
    color: ${({ theme }) => theme.colors.ink};
  }
  .total {
    margin-top: 8px;
    padding-top: 12px;
    border-top: 2px solid ${({ theme }) => theme.colors.ink};
    font-size: 17px;
    font-weight: 700;
  }
  .total dt {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const Refunded = styled.p`
  margin: 16px 0 0;
  padding: 10px 14px;
  text-align: end;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  @media print {
    padding: 0;
    background: none;
  }
`;

export const Foot = styled.footer`
  margin-top: 36px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 12px;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;

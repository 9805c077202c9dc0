import styled from 'styled-components';
import { Link, Notice } from 'shared-contracts';

export const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 1fr) 400px;
    gap: 56px;
    align-items: start;
  }
`;

export const Aside = styled.div`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 2;
    grid-row: 1;
  }
`;

export const FormSection = styled.section`
  ${({ theme }) => theme.media.desktop} {
    grid-column: 1;
    grid-row: 1;
  }
`;

export const SectionTitle = styled.h2`
  font-size: 20px;
  margin-bottom: 4px;
`;

export const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
`;

export const Failure = styled(Notice).attrs({ role: 'alert', $tone: 'error' })`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const BagLink = styled(Link)`
  margin-top: 6px;
  align-self: flex-start;
  font-size: 13px;
  font-weight: 600;
  color: inherit;
  text-underline-offset: 3px;
`;

export const Placed = styled(Notice)`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

/** The same small link as the failure's, to the order just placed. */
export const OrderLink = BagLink;

export const Leaving = styled(Notice).attrs({ role: 'status', $tone: 'info' })``;

export const PaymentFailure = styled(Failure)`
  gap: 6px;
  button {
    margin-top: 6px;
    align-self: flex-start;
  }
`;

import styled from 'styled-components';
import { Pagination } from 'shared-contracts/ui-extras';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  margin-top: 20px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.muted};
`;

function summaryOf(page: number, pageSize: number, shown: number, total: number) {
  if (total === 0) return 'No records';
  const first = (page - 1) * pageSize + 1;
  return `Showing ${first}–${first + shown - 1} of ${total.toLocaleString('en-US')}`;
}

interface ListFooterProps {
  /** The summary shows once the page has loaded. */
  ready: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  shown: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** Under every paginated back-office table: 'Showing 11–20 of 42' and the pagination. */
export function ListFooter(props: ListFooterProps) {
  const { ready, page, pageSize, pageCount, shown, total, onPageChange } = props;
  return (
    <Footer>
      <span aria-live="polite">{ready && summaryOf(page, pageSize, shown, total)}</span>
      <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
    </Footer>
  );
}

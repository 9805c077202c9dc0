import { ChevronLeft, ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { LIMITS, paginationModel, useCommonText } from 'shared-contracts';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    list-style: none;
    ${({ theme }) => theme.media.mobile} {
      gap: 3px;
    }
    margin: 0;
    padding: 0;
  }
`;

const PageButton = styled.button`
  min-width: 36px;
  height: 36px;
  padding: 0 10px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  &:hover:not(:disabled):not([aria-current='page']) {
    border-color: ${({ theme }) => theme.colors.ink};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.ink};
    border-color: ${({ theme }) => theme.colors.ink};
    color: #fff;
    cursor: default;
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  ${({ theme }) => theme.media.mobile} {
    min-width: 30px;
    height: 34px;
    padding: 0 6px;
  }
  /* Previous and next point along the reading direction. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

const Break = styled.span`
  display: inline-flex;
  min-width: 24px;
  justify-content: center;
  color: ${({ theme }) => theme.colors.subtle};
`;

const Word = styled.span`
  ${({ theme }) => theme.media.mobile} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** The list footer: Previous, 2 margin pages, 5 visible pages with breaks, Next (1-based). */
export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  const t = useCommonText();
  if (pageCount < 1) return null;
  const items = paginationModel(
    page,
    pageCount,
    LIMITS.paginationVisiblePages,
    LIMITS.paginationMarginPages,
  );
  return (
    <Nav aria-label={t('pagination')}>
      <ul>
        <li>
          <PageButton
            type="button"
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label={t('previous')}
          >
            <ChevronLeft size={15} aria-hidden="true" />
            <Word aria-hidden="true">{t('previous')}</Word>
          </PageButton>
        </li>
        {items.map((item) =>
          item.type === 'break' ? (
            <li key={item.key}>
              <Break aria-hidden="true">…</Break>
            </li>
          ) : (
            <li key={item.page}>
              <PageButton
                type="button"
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => item.page !== page && onPageChange(item.page)}
              >
                {item.page}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton
            type="button"
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pageCount}
            aria-label={t('next')}
          >
            <Word aria-hidden="true">{t('next')}</Word>
            <ChevronRight size={15} aria-hidden="true" />
          </PageButton>
        </li>
      </ul>
    </Nav>
  );
}

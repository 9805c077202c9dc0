import styled from 'styled-components';
import { Notice } from 'shared-contracts';

/** A list's empty state: an icon, a line of text and a way on. */
export const EmptyState = styled.div`
  padding: 64px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  svg {
    color: ${({ theme }) => theme.colors.borderStrong};
  }
  p {
    margin: 12px 0 20px;
    font-size: 16px;
  }
`;

/** A failed load: the message and its Retry button on one line where there is room. */
export const LoadFailure = styled(Notice).attrs({ role: 'alert', $tone: 'error' })`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`;

import styled from 'styled-components';
import { Link } from 'shared-contracts';

/** The small uppercase link back to the page above ('Back to My Orders'), arrow first. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.1em;
  text-transform: uppercase;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.muted};
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
  /* The back arrow points to the inline start. */
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

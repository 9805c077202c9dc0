import styled from 'styled-components';
import { Link } from 'shared-contracts';

export const SuggestionLink = styled(Link)`
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: underline;
  text-underline-offset: 3px;
  strong {
    font-weight: 600;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accentDark};
  }
`;

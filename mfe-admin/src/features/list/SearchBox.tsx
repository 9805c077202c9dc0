import { Search } from 'lucide-react';
import styled from 'styled-components';

import { ADMIN_SCREEN_TEXT } from 'shared-contracts/admin-text';

const Wrap = styled.div`
  position: relative;
  flex: 1 1 260px;
  min-width: 0;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.subtle};
    pointer-events: none;
  }
  input {
    width: 100%;
    height: 44px;
    padding: 0 12px 0 38px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fff;
    font-size: 14px;
    &:focus {
      outline: none;
      border-color: ${({ theme }) => theme.colors.ink};
    }
  }
`;

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

/** The back-office search box ('Search by ID or Name'); its accessible name is 'Search'. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
  return (
    <Wrap role="search">
      <Search size={16} aria-hidden="true" />
      <input
        type="search"
        aria-label="Search"
        placeholder={ADMIN_SCREEN_TEXT.adminSearchPlaceholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Wrap>
  );
}

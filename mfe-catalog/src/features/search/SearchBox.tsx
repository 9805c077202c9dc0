import type { SearchBoxProps } from 'shared-contracts';

export function SearchBox(_props: SearchBoxProps) {
  return <input type="search" aria-label="Search" placeholder="Search brands and products" />;
}

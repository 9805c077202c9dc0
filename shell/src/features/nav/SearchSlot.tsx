import { Search } from 'lucide-react';
import styled from 'styled-components';
import { RemoteSlot, useCommonText, type SearchBoxProps } from 'shared-contracts';
import { useShellText } from '../../i18n/messages';

const Placeholder = styled.div`
  position: relative;
  width: 100%;
  svg {
    position: absolute;
    inset-inline-start: 14px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.subtle};
    pointer-events: none;
  }
  input {
    width: 100%;
    height: 42px;
    padding-block: 0;
    padding-inline: 42px 16px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.surface};
    font-size: 14px;
    color: ${({ theme }) => theme.colors.subtle};
    cursor: default;
  }
`;

/** Stands in for the catalog's search box while it loads, or for good if it cannot load. */
export function SearchPlaceholder() {
  const t = useShellText();
  const common = useCommonText();
  return (
    <Placeholder data-testid="search-placeholder">
      <Search size={16} strokeWidth={1.75} aria-hidden="true" />
      <input
        type="search"
        disabled
        aria-label={t('search')}
        placeholder={common('searchPlaceholder')}
      />
    </Placeholder>
  );
}

/** The catalog remote's search box, mounted through the shell's remote registry. */
export function SearchSlot({ variant = 'bar', onNavigate }: SearchBoxProps) {
  const props: SearchBoxProps = onNavigate ? { variant, onNavigate } : { variant };
  return <RemoteSlot id="mfe_catalog/SearchBox" props={props} fallback={<SearchPlaceholder />} />;
}

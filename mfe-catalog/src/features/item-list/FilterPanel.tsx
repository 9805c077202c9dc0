import { useState } from 'react';
import styled from 'styled-components';
import { LIMITS, Skeleton, type FilterKey, type FilterSelection } from 'shared-contracts';

import type { FilterOption, Lookups } from './use-lookups';

const Group = styled.fieldset`
  margin: 0 0 28px;
  padding: 0 0 24px;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  &:last-of-type {
    border-bottom: 0;
  }
  legend {
    padding: 0;
    margin-bottom: 14px;
    font-size: 12px;
    font-weight: 600;
    letter-spacing: 0.16em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const Options = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 4px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 36px;
  font-size: 14px;
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const MoreButton = styled.button`
  margin-top: 10px;
  padding: 4px 0;
  border: 0;
  background: none;
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  text-decoration: underline;
  text-underline-offset: 4px;
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
`;

interface GroupProps {
  legend: string;
  filterKey: FilterKey;
  options: FilterOption[];
  selected: number[];
  onToggle: (key: FilterKey, id: number) => void;
  /** Show only this many until 'Show More' is pressed (the checked ones always show). */
  limit?: number;
}

function FilterGroup({ legend, filterKey, options, selected, onToggle, limit }: GroupProps) {
  const [expanded, setExpanded] = useState(false);
  const collapsible = limit !== undefined && options.length > limit;
  const visible =
    collapsible && !expanded
      ? options.filter((option, index) => index < limit || selected.includes(option.id))
      : options;
  return (
    <Group>
      <legend>{legend}</legend>
      <Options>
        {visible.map((option) => (
          <li key={option.id}>
            <Option>
              <input
                type="checkbox"
                checked={selected.includes(option.id)}
                onChange={() => onToggle(filterKey, option.id)}
              />
              {option.name}
            </Option>
          </li>
        ))}
      </Options>
      {collapsible && (
        <MoreButton type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show Less' : 'Show More'}
        </MoreButton>
      )}
    </Group>
  );
}

interface FilterPanelProps {
  lookups: Lookups;
  selected: FilterSelection;
  onToggle: (key: FilterKey, id: number) => void;
}

/** The left filters: Category, Brands (first 5, Show More / Show Less) and Gender. */
export function FilterPanel({ lookups, selected, onToggle }: FilterPanelProps) {
  if (lookups.loading) {
    return (
      <div aria-busy="true" aria-label="Loading filters">
        {Array.from({ length: 3 }, (_, group) => (
          <Group key={group} as="div">
            <Skeleton $width="40%" $height="12px" style={{ marginBottom: 16 }} />
            {Array.from({ length: 4 }, (__, row) => (
              <Skeleton key={row} $width="70%" style={{ marginBottom: 12 }} />
            ))}
          </Group>
        ))}
      </div>
    );
  }
  return (
    <>
      <FilterGroup
        legend="Category"
        filterKey="category"
        options={lookups.category}
        selected={selected.category}
        onToggle={onToggle}
      />
      <FilterGroup
        legend="Brands"
        filterKey="brand"
        options={lookups.brand}
        selected={selected.brand}
        onToggle={onToggle}
        limit={LIMITS.brandFilterVisible}
      />
      <FilterGroup
        legend="Gender"
        filterKey="sex"
        options={lookups.sex}
        selected={selected.sex}
        onToggle={onToggle}
      />
    </>
  );
}

import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import styled, { css } from 'styled-components';

/** A count of equal columns, or 'fill': as many columns at least 150px wide as fit. */
export type FactColumns = number | 'fill';

/** Inline facts size their columns to the content; stacked ones share the width. */
const tracks = (columns: FactColumns, inline: boolean) => {
  if (columns === 'fill') return 'repeat(auto-fill, minmax(150px, 1fr))';
  return `repeat(${columns}, ${inline ? 'max-content' : 'minmax(0, 1fr)'})`;
};

const List = styled.dl<{ $columns: FactColumns; $inline: boolean }>`
  display: grid;
  grid-template-columns: ${({ $columns, $inline }) => tracks($columns, $inline)};
  gap: 12px 24px;
  margin: 0;
  > div {
    min-width: 0;
  }
  dt {
    font-size: 11px;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.subtle};
  }
  dd {
    margin: 2px 0 0;
    overflow-wrap: anywhere;
  }
  ${({ $columns, $inline, theme }) =>
    typeof $columns === 'number' &&
    $columns > 2 &&
    css`
      /* A phone fits two facts side by side at most. */
      ${theme.media.mobile} {
        grid-template-columns: ${tracks(2, $inline)};
      }
    `}
  ${({ $inline }) =>
    $inline &&
    css`
      > div {
        display: flex;
        align-items: baseline;
        gap: 6px;
      }
      dt {
        white-space: nowrap;
      }
      dd {
        margin: 0;
      }
    `}
`;

export interface FactListProps extends ComponentPropsWithoutRef<'dl'> {
  /** One column when left out. */
  columns?: FactColumns;
  /** Each label beside its value; above it otherwise. */
  inline?: boolean;
}

/**
 * Labelled values (a `<dl>` of `<Fact>`s): small uppercase labels, each value under or beside
 * its label. A place with a look of its own extends it with styled(FactList).
 */
export function FactList({ columns = 1, inline = false, ...list }: FactListProps) {
  return <List $columns={columns} $inline={inline} {...list} />;
}

interface FactProps {
  label: ReactNode;
  children: ReactNode;
  /** data-testid of the value. */
  testId?: string;
  /** id of the label, for a value that is named by it (aria-labelledby). */
  labelId?: string;
}

/** One label and its value; the wrapping div is what FactList lays out in columns. */
export function Fact({ label, children, testId, labelId }: FactProps) {
  return (
    <div>
      <dt id={labelId}>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

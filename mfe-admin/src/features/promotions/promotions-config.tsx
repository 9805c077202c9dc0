import { Pencil, Star } from 'lucide-react';
import styled from 'styled-components';
import {
  discountSummary,
  formatAed,
  normalizeCode,
  toAed,
  type Promotion,
  type PromotionState,
} from 'shared-contracts';
import { RowButton } from '../../shared/RowActions';
import { Badge, type BadgeTone } from '../../shared/StatusBadge';
import { CellLines, NoWrap, Quiet } from '../../shared/table';
import type { RecordColumn } from '../list/types';
import { formatDubai } from './dubai-time';
import type { ScopeOption } from './PromotionFields';
import { PROMOTION_TEXT } from './texts';

const Code = styled.span`
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 13px;
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.ink};
  overflow-wrap: anywhere;
`;

/** One line, cut with an ellipsis in a table row (whole in its title); wrapped on a card. */
const Line = styled(Quiet)`
  display: block;
  max-width: 170px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
    white-space: normal;
  }
`;

/** Up to two lines of names; all of them in the title. */
const Names = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  max-width: 170px;
  ${({ theme }) => theme.media.mobile} {
    max-width: none;
  }
`;

const Marker = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.accent};
`;

/** Running is what draws the eye; waiting is informational; the rest are done with. */
const STATE_TONES: Record<PromotionState, BadgeTone> = {
  Scheduled: 'info',
  Running: 'success',
  Ended: 'muted',
  'Used up': 'accent',
  Off: 'muted',
};

const aed = (fils: number) => formatAed(toAed(Number(fils) || 0));

/** The names of the brands and categories a code is limited to; none: every piece. */
function scopeNames(
  promotion: Pick<Promotion, 'BrandIDs' | 'CategoryIDs'>,
  brands: readonly ScopeOption[],
  categories: readonly ScopeOption[],
): string[] {
  const nameIn = (options: readonly ScopeOption[], id: number) =>
    options.find((option) => option.id === id)?.name ?? `#${id}`;
  return [
    ...(promotion.BrandIDs ?? []).map((id) => nameIn(brands, id)),
    ...(promotion.CategoryIDs ?? []).map((id) => nameIn(categories, id)),
  ];
}

interface ColumnLookups {
  brands: readonly ScopeOption[];
  categories: readonly ScopeOption[];
}

/**
 * The promotions list: what each code takes off and when, how often it was used, where it
 * applies and its state now. Nine columns fit a laptop's window; narrower, each row is a card.
 */
export function promotionColumns(
  lookups: ColumnLookups,
  onEdit: (promotion: Promotion) => void,
): RecordColumn<Promotion>[] {
  return [
    {
      header: 'Code',
      render: (p) => (
        <CellLines>
          <Code>{normalizeCode(p.Code)}</Code>
          {p.Headline && <Line title={p.Headline}>{p.Headline}</Line>}
        </CellLines>
      ),
    },
    {
      header: 'Discount',
      render: (p) => (
        <CellLines>
          <NoWrap>{discountSummary(p)}</NoWrap>
          {p.Kind === 'percent' && p.MaxDiscount !== null && <Quiet>{p.Percent ?? 0}% off</Quiet>}
        </CellLines>
      ),
    },
    {
      header: 'Minimum',
      numeric: true,
      render: (p) => (p.MinSubtotal > 0 ? aed(p.MinSubtotal) : '—'),
    },
    {
      header: 'Dates',
      render: (p) => (
        <CellLines>
          <NoWrap>
            <time dateTime={p.StartsAt}>{formatDubai(p.StartsAt)}</time> –{' '}
          </NoWrap>
          <NoWrap>
            <time dateTime={p.EndsAt}>{formatDubai(p.EndsAt)}</time>
          </NoWrap>
        </CellLines>
      ),
    },
    {
      header: 'Uses',
      render: (p) => (
        <CellLines>
          <NoWrap>{p.UsageLimit === null ? p.Uses : `${p.Uses} / ${p.UsageLimit}`}</NoWrap>
          {p.PerCustomerLimit !== null && (
            <Quiet>
              <NoWrap>{PROMOTION_TEXT.perCustomer(p.PerCustomerLimit)}</NoWrap>
            </Quiet>
          )}
        </CellLines>
      ),
    },
    {
      header: 'Scope',
      render: (p) => {
        const names = scopeNames(p, lookups.brands, lookups.categories);
        if (names.length === 0) return PROMOTION_TEXT.allPieces;
        const list = names.join(', ');
        return <Names title={list}>{list}</Names>;
      },
    },
    {
      header: 'State',
      render: (p) => <Badge $tone={STATE_TONES[p.State] ?? 'muted'}>{p.State}</Badge>,
    },
    {
      header: 'Featured',
      render: (p) =>
        p.Featured ? (
          <Marker role="img" aria-label={PROMOTION_TEXT.featured} title={PROMOTION_TEXT.featured}>
            <Star size={16} fill="currentColor" aria-hidden="true" />
          </Marker>
        ) : (
          '—'
        ),
    },
    {
      header: 'Edit',
      unlabelled: true,
      render: (p) => (
        <RowButton type="button" onClick={() => onEdit(p)}>
          <Pencil size={13} aria-hidden="true" />
          Edit
        </RowButton>
      ),
    },
  ];
}

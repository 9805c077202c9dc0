import { useId, useState, type FocusEvent, type FormEvent } from 'react';
import {
  CONDITIONS,
  directionOf,
  LIMITS,
  localName,
  useLanguage,
  type FacetCounts,
} from 'shared-contracts';
import { Input } from 'shared-contracts/ui-extras';
import { type FilterKey, type FilterSelection } from 'shared-contracts/product-list';
import { priceRangeError } from 'shared-contracts/product-sort';
import { useCatalogText } from '../../i18n/messages';
import { conditionKey } from '../../shared/condition';
import { formatCount } from '../../shared/numbers';
import { useListText, type ListKey } from './i18n/messages';
import { LIST_EN } from './i18n/en';
import type { FilterOption, Lookups } from './use-lookups';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import {
  ApplyButton,
  Group,
  LegendSkeleton,
  MoreButton,
  Option,
  OptionCount,
  Options,
  OptionSkeleton,
  PriceError,
  PriceFields,
} from './FilterPanel.styles';

/** Counts of one group: undefined until the first counts come. */
type GroupCounts = Record<string, number> | undefined;

interface GroupProps {
  legend: string;
  filterKey: FilterKey;
  options: FilterOption[];
  selected: number[];
  counts: GroupCounts;
  onToggle: (key: FilterKey, id: number) => void;
  /** Show only this many until 'Show More' is pressed (the checked ones always show). */
  limit?: number;
}

function FilterGroup({
  legend,
  filterKey,
  options,
  selected,
  counts,
  onToggle,
  limit,
}: GroupProps) {
  const t = useListText();
  const language = useLanguage();
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
        {visible.map((option) => {
          const checked = selected.includes(option.id);
          const count = counts ? (counts[String(option.id)] ?? 0) : undefined;
          // An option that would empty the list stays in view, greyed; a ticked one can be unticked.
          const disabled = count === 0 && !checked;
          return (
            <li key={option.id}>
              <Option data-disabled={disabled || undefined}>
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onToggle(filterKey, option.id)}
                />
                <span>
                  {localName(option.name, option.nameAr, language)}
                  {count !== undefined && (
                    <>
                      {' '}
                      <OptionCount dir={directionOf(language) === 'rtl' ? 'ltr' : undefined}>
                        ({formatCount(count, language)})
                      </OptionCount>
                    </>
                  )}
                </span>
              </Option>
            </li>
          );
        })}
      </Options>
      {collapsible && (
        <MoreButton type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('showLess') : t('showMore')}
        </MoreButton>
      )}
    </Group>
  );
}

/** priceRangeError's English messages, by their catalog message. */
const PRICE_ERRORS: Readonly<Record<string, ListKey>> = {
  [LIST_EN.minPriceNegative]: 'minPriceNegative',
  [LIST_EN.maxPriceNegative]: 'maxPriceNegative',
  [LIST_EN.minAboveMax]: 'minAboveMax',
};

/** A typed bound: undefined when blank, NaN when not a number (priceRangeError explains it). */
function boundOf(value: string): number | undefined {
  return value.trim() === '' ? undefined : Number(value);
}

interface PriceRangeProps {
  min: string;
  max: string;
  onApply: (min: string, max: string) => void;
}

/**
 * Min and max price in AED, applied on Enter, on Apply or when focus leaves the pair (not on
 * every keystroke). A range that cannot be sent is explained under the inputs and not applied.
 */
function PriceRange({ min, max, onApply }: PriceRangeProps) {
  const t = useListText();
  const [draft, setDraft] = useState({ min, max });
  const [attempted, setAttempted] = useState(false);
  const errorId = useId();
  // The URL moved (back/forward, Clear all): the inputs follow it. Not on mount, which would
  // wipe a range typed before the page was live.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setDraft({ min, max });
  }

  const error = priceRangeError(boundOf(draft.min), boundOf(draft.max));
  // A range from the URL is explained at once; a typed one once it is applied.
  const shownError =
    error && (attempted || (draft.min === min && draft.max === max)) ? error : undefined;
  const errorKey = shownError ? PRICE_ERRORS[shownError] : undefined;

  const apply = () => {
    if (draft.min.trim() === min.trim() && draft.max.trim() === max.trim()) return;
    if (error) {
      setAttempted(true);
      return;
    }
    setAttempted(false);
    onApply(draft.min, draft.max);
  };

  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        apply();
      }}
      onBlur={(event: FocusEvent<HTMLFormElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply();
      }}
    >
      <Group>
        <legend>{t('priceAed')}</legend>
        <PriceFields>
          {(['min', 'max'] as const).map((bound) => (
            <label key={bound}>
              {bound === 'min' ? t('minPrice') : t('maxPrice')}
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                step="any"
                placeholder={bound === 'min' ? '0' : t('anyPrice')}
                value={draft[bound]}
                $invalid={Boolean(shownError)}
                aria-invalid={shownError ? true : undefined}
                aria-describedby={shownError ? errorId : undefined}
                onChange={(event) => {
                  const { value } = event.target;
                  // From the state, not this render: the shell hands over both fields typed
                  // before hydration in a row.
                  setDraft((current) => ({ ...current, [bound]: value }));
                }}
              />
            </label>
          ))}
        </PriceFields>
        {shownError && (
          <PriceError id={errorId} role="alert">
            {errorKey ? t(errorKey) : shownError}
          </PriceError>
        )}
        <ApplyButton type="submit" $variant="secondary" $small>
          {t('apply')}
        </ApplyButton>
      </Group>
    </form>
  );
}

interface FilterPanelProps {
  lookups: Lookups;
  selected: FilterSelection;
  counts: FacetCounts | undefined;
  priceMin: string;
  priceMax: string;
  onToggle: (key: FilterKey, id: number) => void;
  onPriceRange: (min: string, max: string) => void;
}

/**
 * The left filters: Category, Brands (first 5, Show More / Show Less), Gender and Condition, each
 * option with its count for the current list, then the price range.
 */
export function FilterPanel(props: FilterPanelProps) {
  const { lookups, selected, counts, onToggle } = props;
  const t = useListText();
  const shared = useCatalogText();
  const conditions: FilterOption[] = CONDITIONS.map(({ id, label }) => {
    const key = conditionKey(id);
    return { id, name: key ? shared(key) : label };
  });
  return (
    <>
      {lookups.loading ? (
        <div aria-busy="true" aria-label={t('loadingFilters')}>
          {Array.from({ length: 3 }, (_, group) => (
            <Group key={group} as="div">
              <LegendSkeleton $width="40%" $height="12px" />
              {Array.from({ length: 4 }, (__, row) => (
                <OptionSkeleton key={row} $width="70%" />
              ))}
            </Group>
          ))}
        </div>
      ) : (
        <>
          <FilterGroup
            legend={t('category')}
            filterKey="category"
            options={lookups.category}
            selected={selected.category}
            counts={counts?.category}
            onToggle={onToggle}
          />
          <FilterGroup
            legend={t('brands')}
            filterKey="brand"
            options={lookups.brand}
            selected={selected.brand}
            counts={counts?.brand}
            onToggle={onToggle}
            limit={LIMITS.brandFilterVisible}
          />
          <FilterGroup
            legend={t('gender')}
            filterKey="sex"
            options={lookups.gender}
            selected={selected.sex}
            counts={counts?.sex}
            onToggle={onToggle}
          />
        </>
      )}
      <FilterGroup
        legend={t('condition')}
        filterKey="condition"
        options={conditions}
        selected={selected.condition}
        counts={counts?.condition}
        onToggle={onToggle}
      />
      <PriceRange min={props.priceMin} max={props.priceMax} onApply={props.onPriceRange} />
    </>
  );
}

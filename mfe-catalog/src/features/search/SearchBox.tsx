import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'shared-contracts';
import {
  imagesOf,
  localName,
  thumbnailUrl,
  TIMINGS,
  useCommonText,
  useLanguage,
  type SearchBoxProps,
} from 'shared-contracts';
import { useCatalogText } from '../../i18n/messages';
import { DidYouMean } from './DidYouMean';
import { searchResultsUrl } from './search-url';
import { useSearch, type Suggestion } from './use-search';
// Imported last: styled-components orders its CSS by definition, so these rules keep coming
// after those of the modules imported above.
import {
  Field,
  Hint,
  InputBox,
  List,
  Name,
  Option,
  SeeAll,
  Thumb,
  Type,
  Wrapper,
} from './SearchBox.styles';

/**
 * The nav's search field with Brand / Product suggestions (exposed as mfe_catalog/SearchBox).
 * Suggestions show while the field is focused and results exist, and hide 200 ms after blur;
 * they end with 'See all results'. Arrows move, Escape closes; Enter opens the highlighted entry,
 * or with none highlighted the search results page (nothing for blank text); a click navigates to
 * the entry's link. A text both searches found nothing for may show 'Did you mean …?' instead, a
 * link that Arrow down focuses.
 */
export function SearchBox({ variant = 'bar', onNavigate }: SearchBoxProps) {
  const t = useCatalogText();
  const common = useCommonText();
  const language = useLanguage();
  const [text, setText] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const { results, spelling } = useSearch(text);
  const navigate = useNavigate();
  const blurTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const spellingRef = useRef<HTMLAnchorElement>(null);
  const listId = useId();
  const open = focused && !dismissed && results.length > 0;
  const hint = focused && !dismissed && results.length === 0 ? spelling : null;

  useEffect(() => setActive(-1), [results]);
  useEffect(
    () => () => {
      if (blurTimer.current) clearTimeout(blurTimer.current);
    },
    [],
  );

  const reset = () => {
    setText('');
    setDismissed(true);
    setActive(-1);
    inputRef.current?.blur();
    spellingRef.current?.blur();
  };
  const openLink = (link: string) => {
    reset();
    navigate(link);
    onNavigate?.();
  };
  /** The 'Did you mean …?' link navigates by itself; the box only closes. */
  const closeAfterFollow = () => {
    reset();
    onNavigate?.();
  };
  const onHintKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'Escape') return;
    event.preventDefault();
    if (event.key === 'Escape') setDismissed(true);
    inputRef.current?.focus();
  };
  const openResult = (result: Suggestion) => openLink(result.link);
  const openSearch = () => {
    if (text.trim()) openLink(searchResultsUrl(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The suggestions, then 'See all results'.
    const count = results.length > 0 ? results.length + 1 : 0;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) {
          // Nothing to move through: a shown 'Did you mean …?' link takes the focus.
          if (!hint) return;
          event.preventDefault();
          spellingRef.current?.focus();
          return;
        }
        event.preventDefault();
        setDismissed(false);
        setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setDismissed(false);
        setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter':
        event.preventDefault();
        if (open && active >= 0 && active < results.length) openResult(results[active]);
        else openSearch();
        break;
      case 'Escape':
        if (open) event.preventDefault();
        setDismissed(true);
        setActive(-1);
        break;
      default:
        break;
    }
  };

  return (
    <Wrapper
      $variant={variant}
      role="search"
      onFocus={() => {
        if (blurTimer.current) clearTimeout(blurTimer.current);
        setFocused(true);
      }}
      onBlur={() => {
        if (blurTimer.current) clearTimeout(blurTimer.current);
        blurTimer.current = setTimeout(() => setFocused(false), TIMINGS.suggestionsHideAfterBlurMs);
      }}
    >
      <Field>
        <Search size={16} aria-hidden="true" />
        <InputBox
          ref={inputRef}
          type="search"
          aria-label={t('search')}
          placeholder={common('searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-autocomplete="list"
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDismissed(false);
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      {open && (
        <List id={listId} role="listbox" aria-label={t('searchSuggestions')} $variant={variant}>
          {results.map((result, index) => {
            const image = imagesOf(result)[0];
            return (
              <Option
                key={`${result.type}-${result.link}-${index}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                $active={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => openResult(result)}
              >
                <Thumb>
                  {image && (
                    <img src={thumbnailUrl(image)} alt="" width={40} height={40} loading="lazy" />
                  )}
                </Thumb>
                <Name>{localName(result.Name, result.NameAr, language)}</Name>
                <Type>{result.type === 'Brand' ? t('typeBrand') : t('typeProduct')}</Type>
              </Option>
            );
          })}
          <SeeAll
            id={`${listId}-${results.length}`}
            role="option"
            aria-selected={active === results.length}
            $active={active === results.length}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(results.length)}
            onClick={openSearch}
          >
            {t('seeAllResults')}
          </SeeAll>
        </List>
      )}
      {/* Present while the box is, so the suggestion is announced when it appears. */}
      <div aria-live="polite">
        {hint && (
          <Hint
            $variant={variant}
            onMouseDown={(event) => event.preventDefault()}
            onKeyDown={onHintKeyDown}
          >
            <DidYouMean ref={spellingRef} name={hint} onFollow={closeAfterFollow} />
          </Hint>
        )}
      </div>
    </Wrapper>
  );
}

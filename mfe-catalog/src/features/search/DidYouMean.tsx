import type { Ref } from 'react';
import { catalogMessages, useCatalogText } from '../../i18n/messages';
import { useRichText } from '../../shared/rich-text';
import { useSuggestSpelling } from './api/suggest-spelling';
import { searchResultsUrl } from './search-url';
// Imported last: styled-components orders its CSS by definition.
import { SuggestionLink } from './DidYouMean.styles';

interface DidYouMeanProps {
  /** The brand or product name the api suggested. */
  name: string;
  /** Called as the link is followed (the search box closes itself). */
  onFollow?: () => void;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * 'Did you mean Rolex?': the whole sentence is the link to the search results for the name, and
 * its accessible name (the label keeps it one phrase where the bold name would split it). The
 * name is isolated (bdi): an English name in Arabic text.
 */
export function DidYouMean({ name, onFollow, ref }: DidYouMeanProps) {
  const t = useCatalogText();
  const rich = useRichText(catalogMessages);
  return (
    <SuggestionLink
      ref={ref}
      to={searchResultsUrl(name)}
      aria-label={t('didYouMean', { name })}
      onClick={onFollow}
    >
      {rich('didYouMean', {
        nodes: {
          name: (
            <strong>
              <bdi>{name}</bdi>
            </strong>
          ),
        },
      })}
    </SuggestionLink>
  );
}

/** The results page's 'Did you mean …?' for a search text that found nothing; else nothing. */
export function SpellingSuggestion({ text }: { text: string }) {
  const spelling = useSuggestSpelling(text.trim());
  const name = spelling.status === 'success' ? spelling.data?.suggestion : null;
  return name ? (
    <p>
      <DidYouMean name={name} />
    </p>
  ) : null;
}

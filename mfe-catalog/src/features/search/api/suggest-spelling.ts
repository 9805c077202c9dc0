import { catalogUrls, defineQuery, shopApi, useQuery } from 'shared-contracts';

/** A brand or product name close to a search text that found nothing ("Did you mean …?"). */
export const suggestSpellingQuery = defineQuery({
  url: (text: string) => catalogUrls.suggestSpelling(text),
  load: (text: string, signal) => shopApi.catalog.suggestSpelling(text, { signal }),
  logAs: 'Error suggesting a spelling:',
});

export const useSuggestSpelling = (text: string) =>
  useQuery(suggestSpellingQuery, text, { skip: text === '' });

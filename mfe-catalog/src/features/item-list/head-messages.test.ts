import { loadCatalogs, withLanguage } from 'shared-contracts';
import { headMessagesIn, headText } from 'shared-contracts/page-head';
import { catalogCatalog } from '../../i18n/catalog';
import { listCatalog } from './i18n/catalog';

describe("the head's words for the catalogue", () => {
  it("are the search heading's and the breadcrumb's, in both languages", async () => {
    await loadCatalogs('ar');
    for (const language of ['en', 'ar'] as const) {
      const head = headText(await headMessagesIn(language));
      withLanguage(language, () => {
        const q = { q: 'birkin' };
        expect(head('searchTitle', q)).toBe(listCatalog.t('searchTitle', q));
        expect(head('home')).toBe(catalogCatalog.t('home'));
      });
    }
  });
});

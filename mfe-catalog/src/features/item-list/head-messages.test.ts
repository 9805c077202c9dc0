import { loadMessages, withLanguage } from 'shared-contracts';
import { headMessagesIn, headText } from 'shared-contracts/page-head';
import { catalogMessages } from '../../i18n/messages';
import { listMessages } from './i18n/messages';

describe("the head's words for the catalogue", () => {
  it("are the search heading's and the breadcrumb's, in both languages", async () => {
    await loadMessages('ar');
    for (const language of ['en', 'ar'] as const) {
      const head = headText(await headMessagesIn(language));
      withLanguage(language, () => {
        const q = { q: 'birkin' };
        expect(head('searchTitle', q)).toBe(listMessages.t('searchTitle', q));
        expect(head('home')).toBe(catalogMessages.t('home'));
      });
    }
  });
});
